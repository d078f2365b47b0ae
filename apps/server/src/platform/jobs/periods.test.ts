import { describe, expect, it } from 'vitest';
import { duePeriod, periodJobId } from './periods.js';

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
