import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import type { OddsFormatCode } from '@swerte/contracts';
import { useLanguage } from '../../../i18n';
import { formatDateTime } from '../../../lib/time';
import { eventOptions } from '../api/sports-queries';
import { OddsButton } from './odds-button';
import { VirtualFairness } from './virtual-fairness';

/** The event page: every market with every price, and for a virtual event its fairness. */
export function EventDetail({
  eventId,
  format,
  timeZone,
  backPath,
}: {
  eventId: number;
  format: OddsFormatCode;
  timeZone: string;
  backPath: string;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const event = useQuery(eventOptions(eventId, language));
  return (
    <div className="sb-detail" data-testid="event-detail">
      <Link to={backPath} className="sb-back">
        <ArrowLeft size={16} aria-hidden /> {t('sports.back')}
      </Link>
      {event.isPending ? (
        <p className="sb-muted">{t('sports.loading')}</p>
      ) : event.isError ? (
        <p className="sb-muted">{t('sports.loadFailed')}</p>
      ) : (
        <>
          <header className="sb-detail__head">
            <p className="sb-detail__league">
              {t(`sports.sportNames.${event.data.sport}`, { defaultValue: event.data.sport })} ·{' '}
              {event.data.league}
            </p>
            <h2 className="sb-detail__name">{event.data.name}</h2>
            <p className="sb-detail__when">
              {event.data.status === 'scheduled'
                ? t('sports.starts', {
                    time: formatDateTime(new Date(event.data.startsAt), timeZone, language),
                  })
                : t(`sports.status.${event.data.status}`)}
              {event.data.score && (
                <strong className="sb-event__score">
                  {event.data.score.home}–{event.data.score.away}
                </strong>
              )}
            </p>
          </header>
          <h3 className="sb-detail__section">{t('sports.allMarkets')}</h3>
          <div className="sb-detail__markets">
            {event.data.markets.map((market) => (
              <section key={market.marketId} className="sb-detail__market" aria-label={market.name}>
                <h4>
                  {market.name}
                  {market.status !== 'open' && <span className="sb-muted"> · {t('sports.suspended')}</span>}
                </h4>
                <div className="sb-detail__prices">
                  {market.selections.map((selection) => (
                    <OddsButton
                      key={selection.selectionId}
                      event={event.data}
                      market={market}
                      selection={selection}
                      format={format}
                    />
                  ))}
                </div>
              </section>
            ))}
          </div>
          {event.data.virtual && <VirtualFairness event={event.data} />}
        </>
      )}
    </div>
  );
}
