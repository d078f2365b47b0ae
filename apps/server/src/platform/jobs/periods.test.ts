import { describe, expect, it } from 'vitest';
import { duePeriod, duePeriodOf, periodJobId } from './periods.js';

const at = (iso: string) => new Date(iso);

describe('duePeriod', () => {
  it('aligns an interval to the epoch, so every node computes the same period', () => {
    const schedule = { everySeconds: 5 };
    expect(duePeriod(schedule, at('2026-11-25T10:00:04.999Z'))).toEqual(at('2026-11-25T10:00:00Z'));
    expect(duePeriod(schedule, at('2026-11-25T10:00:05.000Z'))).toEqual(at('2026-11-25T10:00:05Z'));
  });

  it('answers the latest cron time in the schedule time zone while it is within the catch-up window', () => {
    const daily = { cron: '0 0 * * *', timeZone: 'Asia/Manila', catchUpSeconds: 600 };
    // Midnight in Manila is 16:00 UTC the day before.
    expect(duePeriod(daily, at('2026-11-24T16:00:00Z'))).toEqual(at('2026-11-24T16:00:00Z'));
    expect(duePeriod(daily, at('2026-11-24T16:09:59Z'))).toEqual(at('2026-11-24T16:00:00Z'));
    expect(duePeriod(daily, at('2026-11-24T16:10:01Z'))).toBeNull();
  });
});

describe('periodJobId', () => {
  it('is a stable UUID per (job, period) and differs between jobs and periods', () => {
    const id = periodJobId('house-table-sweep', at('2026-11-25T10:00:05Z'));
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(periodJobId('house-table-sweep', at('2026-11-25T10:00:05Z'))).toBe(id);
    expect(periodJobId('house-table-sweep', at('2026-11-25T10:00:10Z'))).not.toBe(id);
    expect(periodJobId('house-session-purge', at('2026-11-25T10:00:05Z'))).not.toBe(id);
  });
});

describe('duePeriodOf', () => {
  it('answers as duePeriod over hours of cron times, catch-up windows and a clock set back', () => {
    const schedules = [
      { cron: '*/5 * * * *', timeZone: 'Asia/Manila', catchUpSeconds: 60 },
      { cron: '20 3 * * *', timeZone: 'Asia/Manila', catchUpSeconds: 600 },
      { everySeconds: 7 },
    ];
    for (const schedule of schedules) {
      const due = duePeriodOf(schedule);
      const start = at('2026-11-23T19:10:00Z').getTime();
      // Three hours, 43 seconds at a time (so every minute's second comes up), then back two hours and on
      // again (a clock corrected backwards). The reference answer costs milliseconds a call.
      const times = [
        ...Array.from({ length: 250 }, (_, n) => start + n * 43_000),
        ...Array.from({ length: 40 }, (_, n) => start + 3_600_000 + n * 59_000),
      ];
      for (const t of times) expect(due(new Date(t))).toEqual(duePeriod(schedule, new Date(t)));
    }
  }, 30_000);
});
