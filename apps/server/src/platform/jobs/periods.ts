import { createHash } from 'node:crypto';
import cronParser from 'cron-parser';

/** When a job runs: every so many seconds (periods aligned to the epoch), or at the times of a cron expression. */
export type JobSchedule =
  { everySeconds: number } | { cron: string; timeZone: string; catchUpSeconds: number };

/**
 * The period a node should make sure has run at `now`: the start of the current interval, or the latest
 * cron time if it is at most `catchUpSeconds` old (a node started after a missed time still runs it;
 * older ones are left alone). Null when nothing is due.
 */
export function duePeriod(schedule: JobSchedule, now: Date): Date | null {
  if ('everySeconds' in schedule) {
    const ms = schedule.everySeconds * 1000;
    return new Date(Math.floor(now.getTime() / ms) * ms);
  }
  const latest = cronParser
    .parseExpression(schedule.cron, { currentDate: new Date(now.getTime() + 1), tz: schedule.timeZone })
    .prev()
    .toDate();
  return now.getTime() - latest.getTime() <= schedule.catchUpSeconds * 1000 ? latest : null;
}

/**
 * duePeriod for one schedule, asked again and again (the runner asks every second): a cron's times are
 * worked out anew only when `now` leaves the window from its latest time to the next one, as cron-parser
 * in a time zone takes milliseconds a call.
 */
export function duePeriodOf(schedule: JobSchedule): (now: Date) => Date | null {
  if ('everySeconds' in schedule) return (now) => duePeriod(schedule, now);
  let window: { latest: number; next: number } | null = null;
  return (now) => {
    const t = now.getTime();
    if (!window || t < window.latest || t >= window.next) {
      const options = { tz: schedule.timeZone };
      const latest = cronParser
        .parseExpression(schedule.cron, { ...options, currentDate: new Date(t + 1) })
        .prev()
        .getTime();
      const next = cronParser
        .parseExpression(schedule.cron, { ...options, currentDate: new Date(latest) })
        .next()
        .getTime();
      window = { latest, next };
    }
    return t - window.latest <= schedule.catchUpSeconds * 1000 ? new Date(window.latest) : null;
  };
}

/** Throws on an expression cron-parser does not accept, so a bad schedule fails at start, not at run time. */
export function assertCron(expression: string, timeZone: string): void {
  cronParser.parseExpression(expression, { tz: timeZone });
}

/**
 * The job id of (job, period): the same on every node, so the queue's primary key lets one insert win
 * and a period can never be queued twice.
 */
export function periodJobId(name: string, period: Date): string {
  const hex = createHash('sha256').update(`${name}\n${period.toISOString()}`).digest('hex');
  // Shaped as an RFC 9562 version 8 (custom) UUID.
  const variant = ((parseInt(hex[16] ?? '0', 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
