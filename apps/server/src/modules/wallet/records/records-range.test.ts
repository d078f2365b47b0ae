import { describe, expect, it } from 'vitest';
import { resolveRange, startOfSiteDate } from './records-range.js';

// 2026-01-22 01:30 in Manila (UTC+8), a Thursday; still the 21st in UTC.
const now = new Date('2026-01-21T17:30:00Z');
const manila = (query: Parameters<typeof resolveRange>[0]) => resolveRange(query, 'Asia/Manila', now);

describe('record ranges', () => {
  it('starts site dates at local midnight', () => {
    expect(startOfSiteDate('Asia/Manila', '2026-01-22')).toEqual(new Date('2026-01-21T16:00:00Z'));
    expect(startOfSiteDate('UTC', '2026-01-22')).toEqual(new Date('2026-01-22T00:00:00Z'));
    // Across a DST change: New York's 8 March 2026 begins at 05:00Z, the 9th at 04:00Z.
    expect(startOfSiteDate('America/New_York', '2026-03-08')).toEqual(new Date('2026-03-08T05:00:00Z'));
    expect(startOfSiteDate('America/New_York', '2026-03-09')).toEqual(new Date('2026-03-09T04:00:00Z'));
  });

  it('resolves the presets in the site time zone', () => {
    expect(manila({ range: 'today' })).toEqual({
      startDate: '2026-01-22',
      endDate: '2026-01-22',
      from: new Date('2026-01-21T16:00:00Z'),
      to: new Date('2026-01-22T16:00:00Z'),
    });
    expect(manila({ range: 'yesterday' })).toMatchObject({ startDate: '2026-01-21', endDate: '2026-01-21' });
    expect(manila({ range: 'thisWeek' })).toMatchObject({ startDate: '2026-01-19', endDate: '2026-01-22' });
    expect(manila({ range: 'last7Days' })).toMatchObject({ startDate: '2026-01-16', endDate: '2026-01-22' });
    expect(manila({ range: 'last30Days' })).toMatchObject({ startDate: '2025-12-24', endDate: '2026-01-22' });
    // A Monday's week is that day alone; a Sunday's goes back to Monday.
    const monday = resolveRange({ range: 'thisWeek' }, 'UTC', new Date('2026-01-19T10:00:00Z'));
    expect(monday).toMatchObject({ startDate: '2026-01-19', endDate: '2026-01-19' });
    const sunday = resolveRange({ range: 'thisWeek' }, 'UTC', new Date('2026-01-25T10:00:00Z'));
    expect(sunday).toMatchObject({ startDate: '2026-01-19', endDate: '2026-01-25' });
  });

  it('takes custom ranges of 1 to 90 days and refuses the rest', () => {
    const range = manila({ range: 'custom', startDate: '2025-10-25', endDate: '2026-01-22' });
    expect(range.to.getTime() - range.from.getTime()).toBe(90 * 86_400_000);
    for (const query of [
      { range: 'custom' as const, startDate: '2025-10-24', endDate: '2026-01-22' },
      { range: 'custom' as const, startDate: '2026-01-23', endDate: '2026-01-22' },
      { range: 'custom' as const, startDate: '2026-01-22' },
    ]) {
      expect(() => manila(query)).toThrowError(expect.objectContaining({ code: 'error_date_range' }));
    }
  });
});
