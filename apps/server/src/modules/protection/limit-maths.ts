import type { LimitKind, LimitPeriod } from '@swerte/contracts';
import { siteDay } from '../../platform/site-day.js';
import { startOfSiteDate } from '../wallet/records/index.js';

const DAY_MS = 86_400_000;

/** A limit's window in the site's time zone: [from, to) in UTC, `to` being when it resets. */
export interface LimitWindow {
  from: Date;
  to: Date;
}

const isoOf = (ymd: string) => `${ymd.slice(0, 4)}-${ymd.slice(4, 6)}-${ymd.slice(6, 8)}`;
const shiftDate = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The site date ('YYYY-MM-DD') a period's window starts on: today, this Monday, the 1st of the month. */
export function windowStartDate(period: LimitPeriod, timeZone: string, now: Date): string {
  const today = isoOf(siteDay(timeZone, now).ymd);
  if (period === 'daily') return today;
  if (period === 'monthly') return `${today.slice(0, 8)}01`;
  const weekday = new Date(`${today}T00:00:00Z`).getUTCDay(); // 0 Sunday
  return shiftDate(today, -((weekday + 6) % 7));
}

/** The site date the window after the one starting on `start` begins on. */
export function nextWindowDate(period: LimitPeriod, start: string): string {
  if (period === 'daily') return shiftDate(start, 1);
  if (period === 'weekly') return shiftDate(start, 7);
  const [y, m] = [Number(start.slice(0, 4)), Number(start.slice(5, 7))];
  return m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
}

/** Weeks start on Monday and months on the 1st, at midnight in the site's time zone (DST-safe). */
export function windowOf(period: LimitPeriod, timeZone: string, now: Date): LimitWindow {
  const start = windowStartDate(period, timeZone, now);
  return {
    from: startOfSiteDate(timeZone, start),
    to: startOfSiteDate(timeZone, nextWindowDate(period, start)),
  };
}

/** A limit in force: cents (deposit, loss, wager) or minutes (session). */
export interface LimitInForce {
  kind: LimitKind;
  period: LimitPeriod;
  value: bigint;
}

export interface Breach extends LimitInForce {
  resetsAt: Date;
}

/**
 * The limit the use would pass: `used(kind, period)` already includes what is being asked for. Of
 * several passed, the one that resets last (the one that really holds the player back).
 */
export function findBreach(
  limits: readonly LimitInForce[],
  used: (kind: LimitKind, period: LimitPeriod) => bigint | undefined,
  windows: Readonly<Record<LimitPeriod, LimitWindow>>,
): Breach | null {
  let worst: Breach | null = null;
  for (const limit of limits) {
    const amount = used(limit.kind, limit.period);
    if (amount === undefined || amount <= limit.value) continue;
    const resetsAt = windows[limit.period].to;
    if (!worst || resetsAt > worst.resetsAt) worst = { ...limit, resetsAt };
  }
  return worst;
}

/** A session limit is used up when the minutes reach it (a money limit only when passed). */
export function sessionBreach(
  limits: readonly LimitInForce[],
  minutesUsed: (period: LimitPeriod) => bigint,
  windows: Readonly<Record<LimitPeriod, LimitWindow>>,
): Breach | null {
  return findBreach(
    limits.filter((l) => l.kind === 'session'),
    (_kind, period) => minutesUsed(period) + 1n,
    windows,
  );
}

export interface StoredLimit {
  value: bigint;
  pendingValue: bigint | null;
  pendingRemoves: boolean;
  pendingAt: Date | null;
}

/** What setting a limit does: at once (a first limit or a lower one), or a change waiting for cooling-off. */
export type LimitChange =
  | { kind: 'apply'; value: bigint }
  | { kind: 'pending'; value: bigint | null; removes: boolean; at: Date }
  | { kind: 'delete' };

/**
 * Lowering takes effect at once (and drops a waiting raise); a first limit too. Raising or removing
 * waits `coolingOffHours`, after which the player confirms it. Removing a limit that does not exist
 * is nothing to do (a delete of nothing).
 */
export function decideChange(
  existing: StoredLimit | null,
  wanted: bigint | null,
  now: Date,
  coolingOffHours: number,
): LimitChange {
  if (!existing) return wanted === null ? { kind: 'delete' } : { kind: 'apply', value: wanted };
  if (wanted !== null && wanted <= existing.value) return { kind: 'apply', value: wanted };
  return {
    kind: 'pending',
    value: wanted,
    removes: wanted === null,
    at: new Date(now.getTime() + coolingOffHours * 3_600_000),
  };
}

/** Confirming a waiting change: allowed only once its cooling-off ended. */
export function confirmable(limit: StoredLimit, now: Date): boolean {
  return limit.pendingAt !== null && limit.pendingAt <= now;
}
