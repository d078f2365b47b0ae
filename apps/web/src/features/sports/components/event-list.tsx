import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { OddsFormatCode, SportsEvent } from '@swerte/contracts';
import { filtersOf, filterEvents, groupByLeague } from '../lib/book-view';
import { EventCard } from './event-card';

/** Events of a tab: sport and league chips over the list, grouped by league. */
export function EventList({
  events,
  sport,
  league,
  filterPath,
  eventPath,
  format,
  timeZone,
}: {
  events: readonly SportsEvent[];
  sport: string | null;
  league: string | null;
  filterPath: (sport: string | null, league: string | null) => string;
  eventPath: (eventId: number) => string;
  format: OddsFormatCode;
  timeZone: string;
}) {
  const { t } = useTranslation();
  const { sports, leagues } = filtersOf(events, sport);
  const shown = filterEvents(events, sport, league);
  const chip = (active: boolean) => `sb-chip${active ? ' sb-chip--active' : ''}`;
  return (
    <>
      {sports.length > 0 && (
        <nav className="sb-filters" aria-label={t('sports.sportsFilter')}>
          <Link to={filterPath(null, null)} className={chip(sport === null)} aria-current={sport === null}>
            {t('sports.allSports')}
          </Link>
          {sports.map((code) => (
            <Link
              key={code}
              to={filterPath(code, null)}
              className={chip(sport === code)}
              aria-current={sport === code}
            >
              {t(`sports.sportNames.${code}`, { defaultValue: code })}
            </Link>
          ))}
        </nav>
      )}
      {leagues.length > 1 && (
        <nav className="sb-filters sb-filters--leagues" aria-label={t('sports.leagueFilter')}>
          <Link to={filterPath(sport, null)} className={chip(league === null)} aria-current={league === null}>
            {t('sports.allLeagues')}
          </Link>
          {leagues.map((name) => (
            <Link
              key={name}
              to={filterPath(sport, name)}
              className={chip(league === name)}
              aria-current={league === name}
            >
              {name}
            </Link>
          ))}
        </nav>
      )}
      {shown.length === 0 ? (
        <p className="sb-muted" data-testid="no-events">
          {t('sports.noEvents')}
        </p>
      ) : (
        groupByLeague(shown).map((group) => (
          <section key={group.league} className="sb-league" aria-label={group.league}>
            <h3 className="sb-league__name">{group.league}</h3>
            <div className="sb-events">
              {group.events.map((event) => (
                <EventCard
                  key={event.eventId}
                  event={event}
                  format={format}
                  timeZone={timeZone}
                  eventPath={eventPath(event.eventId)}
                />
              ))}
            </div>
          </section>
        ))
      )}
    </>
  );
}
