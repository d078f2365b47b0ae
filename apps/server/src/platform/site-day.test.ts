import { describe, expect, it } from 'vitest';
import { newOrderNo, siteDay } from './site-day.js';

describe('site day', () => {
  it('starts at local midnight in the site time zone', () => {
    // 2026-01-22 01:30 in Manila (UTC+8) is still 2026-01-21 in UTC.
    const now = new Date('2026-01-21T17:30:00Z');
    expect(siteDay('Asia/Manila', now)).toEqual({ ymd: '20260122', start: new Date('2026-01-21T16:00:00Z') });
    expect(siteDay('UTC', now)).toEqual({ ymd: '20260121', start: new Date('2026-01-21T00:00:00Z') });
  });

  it('makes order numbers of a letter and 16 digits', () => {
    expect(newOrderNo('D', 'Asia/Manila', new Date('2026-01-21T17:30:00Z'))).toMatch(/^D20260122\d{8}$/);
  });
});
