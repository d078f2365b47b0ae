import type { ContractPeriod } from '@swerte/contracts';
import { siteDay } from '../../platform/site-day.js';
import { startOfSiteDate } from '../wallet/records/index.js';

/**
 * One settlement period: the UTC instants it runs between, and the site days of the aggregates it
 * reads. Day-based periods cover whole site days; an hour or a five-minute slot reads its site day so
 * far (cumulative: each slot pays what became due since the day's earlier slots).
 */
export interface SettlementPeriod {
  period: ContractPeriod;
  start: Date;
  end: Date;
  fromDay: string;
  toDay: string;
  /** Hourly and real-time: the slots of one site day add up to what that day so far is due. */
  cumulative: boolean;
  /** The first instant of the site day `fromDay`. */
  dayStart: Date;
}

const DAY_MS = 86_400_000;
const SLOT_MS: Partial<Record<ContractPeriod, number>> = { hourly: 3_600_000, realtime: 300_000 };

const isoDay = (ymd: string) => `${ymd.slice(0, 4)}-${ymd.slice(4, 6)}-${ymd.slice(6, 8)}`;
export const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
const lastOfMonth = (date: string) => {
  const [y, m] = [Number(date.slice(0, 4)), Number(date.slice(5, 7))];
  return new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
};

/** The first and last site date of the day-based period that holds `date` (weeks start on Monday). */
export function dayRange(period: ContractPeriod, date: string): [string, string] {
  switch (period) {
    case 'weekly': {
      const monday = addDays(date, -((new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7));
      return [monday, addDays(monday, 6)];
    }
    case 'semimonthly': {
      const month = date.slice(0, 8);
      return Number(date.slice(8, 10)) <= 15
        ? [`${month}01`, `${month}15`]
        : [`${month}16`, lastOfMonth(date)];
    }
    case 'monthly':
      return [`${date.slice(0, 8)}01`, lastOfMonth(date)];
    case 'daily':
    case 'hourly':
    case 'realtime':
      return [date, date];
  }
}

/** The period of kind `period` that holds the instant `at`, in the site's time zone. */
export function periodAt(period: ContractPeriod, at: Date, timeZone: string): SettlementPeriod {
  const slot = SLOT_MS[period];
  if (slot) {
    const start = new Date(Math.floor(at.getTime() / slot) * slot);
    const end = new Date(start.getTime() + slot);
    // The slot's site day is the day of its last instant, so the day's final slot still reads that day.
    const day = isoDay(siteDay(timeZone, new Date(end.getTime() - 1)).ymd);
    return {
      period,
      start,
      end,
      fromDay: day,
      toDay: day,
      cumulative: true,
      dayStart: startOfSiteDate(timeZone, day),
    };
  }
  const [fromDay, toDay] = dayRange(period, isoDay(siteDay(timeZone, at).ymd));
  const start = startOfSiteDate(timeZone, fromDay);
  return {
    period,
    start,
    dayStart: start,
    end: startOfSiteDate(timeZone, addDays(toDay, 1)),
    fromDay,
    toDay,
    cumulative: false,
  };
}

/** The period that ended last before `now` (what a job run at `now` settles). */
export function lastEndedPeriod(period: ContractPeriod, now: Date, timeZone: string): SettlementPeriod {
  const current = periodAt(period, now, timeZone);
  return periodAt(period, new Date(current.start.getTime() - 1), timeZone);
}

/**
 * The whole site day before a slot's day, as a cumulative period of the slot's kind ending where the
 * slot's day starts: what the day's slots would have paid had every bet of it been in by its last slot.
 */
export function dayBefore(slot: SettlementPeriod, timeZone: string): SettlementPeriod {
  const day = addDays(slot.fromDay, -1);
  const start = startOfSiteDate(timeZone, day);
  return { ...slot, start, end: slot.dayStart, fromDay: day, toDay: day, dayStart: start };
}

/** The first instant after the site day `date`. */
export const endOfSiteDate = (timeZone: string, date: string) => startOfSiteDate(timeZone, addDays(date, 1));

const clock = (timeZone: string, at: Date) =>
  new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
    at,
  );

/**
 * A contract payment's ledger remark, a fixed form the pages read and show in the reader's language:
 * `<kind> <first day>[…<last day>]` for day-based periods, `<kind> <day> <hh:mm>–<hh:mm>` (site time)
 * for an hourly or real-time slot.
 */
export function remarkOf(kind: string, period: SettlementPeriod, timeZone: string): string {
  if (period.cumulative)
    return `${kind} ${period.fromDay} ${clock(timeZone, period.start)}–${clock(timeZone, period.end)}`;
  return `${kind} ${period.fromDay}${period.toDay === period.fromDay ? '' : `…${period.toDay}`}`;
}
