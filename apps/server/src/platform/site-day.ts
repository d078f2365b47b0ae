import { randomInt } from 'node:crypto';

/** The calendar day in the site's time zone: its yyyymmdd and the UTC instant it began. */
export function siteDay(timeZone: string, now: Date): { ymd: string; start: Date } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(now)
      .map((part) => [part.type, part.value]),
  );
  const [y, m, d] = [Number(parts.year), Number(parts.month), Number(parts.day)];
  const wallClock = Date.UTC(y, m - 1, d, Number(parts.hour), Number(parts.minute), Number(parts.second));
  const offsetMs = wallClock - Math.floor(now.getTime() / 1000) * 1000;
  return {
    ymd: `${parts.year}${parts.month}${parts.day}`,
    start: new Date(Date.UTC(y, m - 1, d) - offsetMs),
  };
}

/** 'D' or 'W', the site day and 8 random digits: unique in practice, and the unique index decides. */
export function newOrderNo(prefix: 'D' | 'W', timeZone: string, now: Date): string {
  return `${prefix}${siteDay(timeZone, now).ymd}${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
}
