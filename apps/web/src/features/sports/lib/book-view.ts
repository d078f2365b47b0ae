import type { OddsFormatCode, SportsEvent, SportsMarket } from '@swerte/contracts';

export type BookCategory = 'sports' | 'esports' | 'virtual';
export type EventsStatus = 'upcoming' | 'inPlay' | 'results';

/** The list's tabs: live, today, early (the Asian books' three), virtual sports, results and my bets. */
export const BOOK_VIEWS = ['live', 'today', 'early', 'virtual', 'results', 'bets'] as const;
export type BookView = (typeof BOOK_VIEWS)[number];

export function viewsOf(category: 'sports' | 'esports'): readonly BookView[] {
  return category === 'sports' ? BOOK_VIEWS : BOOK_VIEWS.filter((v) => v !== 'virtual');
}

export function parseView(value: string | null, category: 'sports' | 'esports'): BookView {
  const views = viewsOf(category);
  return views.find((v) => v === value) ?? 'today';
}

/** The day of a moment in a time zone, as YYYY-MM-DD (the today/early split). */
export function dayIn(date: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(date);
}

/** Upcoming events split at the end of the site's day: today's, then the early market. */
export function splitByDay(events: readonly SportsEvent[], now: Date, timeZone: string) {
  const today = dayIn(now, timeZone);
  return {
    today: events.filter((e) => dayIn(new Date(e.startsAt), timeZone) === today),
    early: events.filter((e) => dayIn(new Date(e.startsAt), timeZone) !== today),
  };
}

/** The sports and the leagues (of the chosen sport) the loaded events cover, in first-seen order. */
export function filtersOf(events: readonly SportsEvent[], sport: string | null) {
  const sports = [...new Set(events.map((e) => e.sport))];
  const leagues = [...new Set(events.filter((e) => !sport || e.sport === sport).map((e) => e.league))];
  return { sports, leagues };
}

export function filterEvents(events: readonly SportsEvent[], sport: string | null, league: string | null) {
  return events.filter((e) => (!sport || e.sport === sport) && (!league || e.league === league));
}

/** Events grouped by league, each group in start order, as a book lists them. */
export function groupByLeague(events: readonly SportsEvent[]): { league: string; events: SportsEvent[] }[] {
  const groups = new Map<string, SportsEvent[]>();
  for (const event of events) groups.set(event.league, [...(groups.get(event.league) ?? []), event]);
  return [...groups].map(([league, list]) => ({ league, events: list }));
}

/** The list's three columns: the result market (1X2 or match winner), a handicap and a total. */
export function mainMarkets(event: SportsEvent): {
  result: SportsMarket | null;
  handicap: SportsMarket | null;
  total: SportsMarket | null;
} {
  const find = (...kinds: string[]) => event.markets.find((m) => kinds.includes(m.kind)) ?? null;
  return {
    result: find('1x2', 'matchWinner', 'outright'),
    handicap: find('asianHandicap', 'mapHandicap'),
    total: find('overUnder', 'totalMaps'),
  };
}

export const oddsIn = (display: { [K in OddsFormatCode]: string }, format: OddsFormatCode) => display[format];

/** Seconds left until a moment, never below zero; `mm:ss` as a countdown shows it. */
export function countdown(until: string, now: number): { seconds: number; text: string } {
  const seconds = Math.max(0, Math.ceil((Date.parse(until) - now) / 1000));
  const mm = String(Math.floor(seconds / 60)).padStart(2, '0');
  const ss = String(seconds % 60).padStart(2, '0');
  return { seconds, text: `${mm}:${ss}` };
}
