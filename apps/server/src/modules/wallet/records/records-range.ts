import { RECORD_RANGE_MAX_DAYS, type DateRange } from '@swerte/contracts';
import { AppError } from '../../../platform/errors.js';
import { siteDay } from '../../../platform/site-day.js';

const DAY_MS = 86_400_000;

/** A range of whole site days: its dates as shown, and the UTC instants [from, to) it covers. */
export interface SiteRange {
  startDate: string;
  endDate: string;
  from: Date;
  to: Date;
}

export interface RangeQuery {
  range: DateRange;
  startDate?: string | undefined;
  endDate?: string | undefined;
}

const toIso = (ymd: string) => `${ymd.slice(0, 4)}-${ymd.slice(4, 6)}-${ymd.slice(6, 8)}`;
const utcMidnight = (date: string) => Date.parse(`${date}T00:00:00Z`);
const addDays = (date: string, days: number) =>
  new Date(utcMidnight(date) + days * DAY_MS).toISOString().slice(0, 10);

/** How far the site's wall clock is ahead of UTC at instant `t`, in ms. */
function offsetAt(timeZone: string, t: number): number {
  const day = siteDay(timeZone, new Date(t));
  return utcMidnight(toIso(day.ymd)) - day.start.getTime();
}

/** The UTC instant a site date ('YYYY-MM-DD') begins; the second pass settles a DST change. */
export function startOfSiteDate(timeZone: string, date: string): Date {
  const midnight = utcMidnight(date);
  const first = midnight - offsetAt(timeZone, midnight);
  return new Date(midnight - offsetAt(timeZone, first));
}

/**
 * Resolves a preset or custom range in the site's time zone. Weeks start on Monday; 'last7Days' and
 * 'last30Days' include today. A custom range needs both dates, start ≤ end, and at most
 * RECORD_RANGE_MAX_DAYS days (error_date_range otherwise).
 */
export function resolveRange(query: RangeQuery, timeZone: string, now: Date): SiteRange {
  const today = toIso(siteDay(timeZone, now).ymd);
  const [startDate, endDate] = datesOf(query, today);
  const days = (utcMidnight(endDate) - utcMidnight(startDate)) / DAY_MS + 1;
  if (days < 1 || days > RECORD_RANGE_MAX_DAYS)
    throw new AppError('error_date_range', { limit: RECORD_RANGE_MAX_DAYS });
  return {
    startDate,
    endDate,
    from: startOfSiteDate(timeZone, startDate),
    to: startOfSiteDate(timeZone, addDays(endDate, 1)),
  };
}

function datesOf(query: RangeQuery, today: string): [string, string] {
  switch (query.range) {
    case 'today':
      return [today, today];
    case 'yesterday':
      return [addDays(today, -1), addDays(today, -1)];
    case 'thisWeek': {
      const weekday = (new Date(utcMidnight(today)).getUTCDay() + 6) % 7;
      return [addDays(today, -weekday), today];
    }
    case 'last7Days':
      return [addDays(today, -6), today];
    case 'last30Days':
      return [addDays(today, -29), today];
    case 'custom':
      if (!query.startDate || !query.endDate)
        throw new AppError('error_date_range', { limit: RECORD_RANGE_MAX_DAYS });
      return [query.startDate, query.endDate];
  }
}
