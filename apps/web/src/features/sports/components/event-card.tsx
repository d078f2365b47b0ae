import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { OddsFormatCode, SportsEvent, SportsMarket, SportsSelection } from '@swerte/contracts';
import { useLanguage } from '../../../i18n';
import { formatDateTime } from '../../../lib/time';
import { mainMarkets } from '../lib/book-view';
import { OddsButton } from './odds-button';

/** The list's short label of a price: 1 X 2, the handicap line, O/U and the total. */
function shortLabel(market: SportsMarket, selection: SportsSelection): string {
  const sides: Record<string, string> = { home: '1', draw: 'X', away: '2', over: 'O', under: 'U' };
  const side = sides[selection.pick] ?? selection.name;
  switch (market.kind) {
    case 'asianHandicap':
    case 'mapHandicap':
      return `${side} ${selection.line ?? ''}`.trim();
    case 'overUnder':
    case 'totalMaps':
      return `${side} ${selection.line ?? market.line ?? ''}`.trim();
    case '1x2':
    case 'matchWinner':
      return side;
    case 'bothTeamsToScore':
    case 'correctScore':
    case 'doubleChance':
    case 'outright':
      return selection.name;
  }
}

/** An event in a list: sides, start or live badge, the three main markets and the way to the rest. */
export function EventCard({
  event,
  format,
  timeZone,
  eventPath,
}: {
  event: SportsEvent;
  format: OddsFormatCode;
  timeZone: string;
  eventPath: string;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const markets = mainMarkets(event);
  const shown = [markets.result, markets.handicap, markets.total].filter((m) => m !== null);
  const more = event.marketCount - shown.length;
  return (
    <article className="sb-event" data-event={event.eventId} data-status={event.status}>
      <header className="sb-event__head">
        <Link to={eventPath} className="sb-event__name">
          {event.home && event.away ? (
            <>
              <span>{event.home}</span>
              <span>{event.away}</span>
            </>
          ) : (
            <span>{event.name}</span>
          )}
        </Link>
        <p className="sb-event__when">
          {event.status === 'inPlay' ? (
            <span className="sb-live">{t('sports.inPlay')}</span>
          ) : event.status === 'scheduled' ? (
            formatDateTime(new Date(event.startsAt), timeZone, language)
          ) : (
            t(`sports.status.${event.status}`)
          )}
          {event.score && (
            <strong className="sb-event__score">
              {event.score.home}–{event.score.away}
            </strong>
          )}
        </p>
      </header>
      <div className="sb-event__markets">
        {shown.map((market) => (
          <div key={market.marketId} className="sb-market-col">
            <p className="sb-market-col__name">{market.name}</p>
            <div className="sb-market-col__prices">
              {market.selections.map((selection) => (
                <OddsButton
                  key={selection.selectionId}
                  event={event}
                  market={market}
                  selection={selection}
                  format={format}
                  label={shortLabel(market, selection)}
                />
              ))}
            </div>
          </div>
        ))}
      </div>
      {more > 0 && (
        <Link to={eventPath} className="sb-event__more">
          {t('sports.moreMarkets', { count: more })}
        </Link>
      )}
    </article>
  );
}
