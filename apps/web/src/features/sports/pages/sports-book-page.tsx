import { Link, useLocation, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { Ticket } from 'lucide-react';
import { ODDS_FORMAT_CODES, type OddsFormatCode } from '@swerte/contracts';
import { useLanguage } from '../../../i18n';
import { Page } from '../../../ui/page';
import { eventsOptions } from '../api/sports-queries';
import { BetSlip } from '../components/bet-slip';
import { EventDetail } from '../components/event-detail';
import { EventList } from '../components/event-list';
import { MyBets } from '../components/my-bets';
import { ResultsList } from '../components/results-list';
import { VirtualBoard } from '../components/virtual-board';
import { useBookPreferences } from '../hooks/use-book-preferences';
import { useSlip } from '../hooks/use-slip';
import { parseView, splitByDay, viewsOf, type BookView } from '../lib/book-view';
import './sports.css';

export interface SportsBookProps {
  category: 'sports' | 'esports';
  /** The site's time zone: today and early split at its midnight, times shown in it. */
  timeZone: string;
  /** The page's name (data-page): sports, esports, or fbsports for the header-only book. */
  name?: string;
}

/**
 * /sports and /esports (and /fbsports, header only): the house book as Asian books lay it out. Tabs live,
 * today, early, virtual, results and my bets (query `view`), sport and league chips (`sport`,
 * `league`), an event's every market (`event`), and the bet slip beside the list on a desktop, as a
 * drawer on a phone.
 */
export function SportsBookPage({ category, timeZone, name = category }: SportsBookProps) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const prefs = useBookPreferences();
  const view = parseView(params.get('view'), category);
  const eventId = Number(params.get('event')) || null;
  const sport = params.get('sport');
  const league = params.get('league');

  const pathWith = (change: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(change))
      if (value === null) next.delete(key);
      else next.set(key, value);
    const search = next.toString();
    return search ? `${pathname}?${search}` : pathname;
  };
  const eventPath = (id: number) => pathWith({ event: String(id) });

  return (
    <Page
      name={name}
      title={t(`sports.title.${category}`)}
      eyebrow={t('sports.eyebrow')}
      actions={
        <label className="sb-format">
          <span>{t('sports.oddsFormat')}</span>
          <select
            value={prefs.oddsFormat}
            data-testid="odds-format"
            onChange={(e) => prefs.change({ oddsFormat: e.target.value as OddsFormatCode })}
          >
            {ODDS_FORMAT_CODES.map((code) => (
              <option key={code} value={code}>
                {t(`sports.formats.${code}`)}
              </option>
            ))}
          </select>
        </label>
      }
    >
      <div className="sb">
        <div className="sb__main">
          <nav className="sb-tabs" aria-label={t(`sports.title.${category}`)}>
            {viewsOf(category).map((tab) => (
              <Link
                key={tab}
                to={pathWith({ view: tab, event: null, sport: null, league: null })}
                className="sb-tab"
                aria-current={view === tab && eventId === null ? 'page' : undefined}
                data-testid={`view-${tab}`}
              >
                {t(`sports.views.${tab}`)}
              </Link>
            ))}
          </nav>
          {eventId !== null ? (
            <EventDetail
              key={eventId}
              eventId={eventId}
              format={prefs.oddsFormat}
              timeZone={timeZone}
              backPath={pathWith({ event: null })}
            />
          ) : (
            <ViewContent
              view={view}
              category={category}
              sport={sport}
              league={league}
              format={prefs.oddsFormat}
              timeZone={timeZone}
              filterPath={(s, l) => pathWith({ sport: s, league: l })}
              eventPath={eventPath}
            />
          )}
        </div>
        <SlipDrawer format={prefs.oddsFormat} prefs={prefs} />
      </div>
    </Page>
  );
}

function ViewContent({
  view,
  category,
  sport,
  league,
  format,
  timeZone,
  filterPath,
  eventPath,
}: {
  view: BookView;
  category: 'sports' | 'esports';
  sport: string | null;
  league: string | null;
  format: OddsFormatCode;
  timeZone: string;
  filterPath: (sport: string | null, league: string | null) => string;
  eventPath: (eventId: number) => string;
}) {
  switch (view) {
    case 'virtual':
      return <VirtualBoard format={format} timeZone={timeZone} eventPath={eventPath} />;
    case 'results':
      return <ResultsList category={category} timeZone={timeZone} eventPath={eventPath} />;
    case 'bets':
      return <MyBets format={format} timeZone={timeZone} />;
    case 'live':
    case 'today':
    case 'early':
      return (
        <ListedEvents
          view={view}
          category={category}
          sport={sport}
          league={league}
          format={format}
          timeZone={timeZone}
          filterPath={filterPath}
          eventPath={eventPath}
        />
      );
  }
}

function ListedEvents({
  view,
  category,
  ...rest
}: {
  view: 'live' | 'today' | 'early';
  category: 'sports' | 'esports';
  sport: string | null;
  league: string | null;
  format: OddsFormatCode;
  timeZone: string;
  filterPath: (sport: string | null, league: string | null) => string;
  eventPath: (eventId: number) => string;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const events = useQuery(eventsOptions(category, view === 'live' ? 'inPlay' : 'upcoming', language));
  if (events.isPending) return <p className="sb-muted">{t('sports.loading')}</p>;
  if (events.isError)
    return (
      <p className="sb-muted">
        {t('sports.loadFailed')}{' '}
        <button type="button" className="btn btn--ghost" onClick={() => void events.refetch()}>
          {t('sports.retry')}
        </button>
      </p>
    );
  const list = events.data.list;
  const shown =
    view === 'live' ? list : splitByDay(list, new Date(events.data.serverTime), rest.timeZone)[view];
  return <EventList events={shown} {...rest} />;
}

/** The slip: a column beside the list on a desktop; on a phone a bar that opens it as a drawer. */
function SlipDrawer({
  format,
  prefs,
}: {
  format: OddsFormatCode;
  prefs: ReturnType<typeof useBookPreferences>;
}) {
  const { t } = useTranslation();
  const count = useSlip((slip) => slip.picks.length);
  const isOpen = useSlip((slip) => slip.isOpen);
  const setOpen = useSlip((slip) => slip.setOpen);
  return (
    <aside className={`sb__slip${isOpen ? ' sb__slip--open' : ''}`}>
      <button
        type="button"
        className="btn btn--primary sb-slip-bar"
        data-testid="open-slip"
        aria-expanded={isOpen}
        onClick={() => setOpen(!isOpen)}
      >
        <Ticket size={18} aria-hidden /> {t('sports.slip.open', { count })}
      </button>
      <div className="sb__slip-body">
        <BetSlip
          format={format}
          oddsChange={prefs.oddsChange}
          onOddsChange={(oddsChange) => prefs.change({ oddsChange })}
        />
      </div>
    </aside>
  );
}
