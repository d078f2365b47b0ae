import { describe, expect, it } from 'vitest';
import { formatClock, formatDateTime } from './time';

// 2026-01-04T16:05:09Z is Monday 00:05:09 in Manila (UTC+8), still Sunday in UTC.
const moment = new Date('2026-01-04T16:05:09Z');

describe('formatClock', () => {
  it('formats YYYY/MM/DD (ddd) HH:mm:ss in the site time zone', () => {
    expect(formatClock(moment, 'Asia/Manila', 'EN')).toBe('2026/01/05 (Mon) 00:05:09');
    expect(formatClock(moment, 'UTC', 'EN')).toBe('2026/01/04 (Sun) 16:05:09');
  });

  it('names the weekday in Filipino for TY', () => {
    expect(formatClock(moment, 'Asia/Manila', 'TY')).toBe('2026/01/05 (Lun) 00:05:09');
  });

  it('falls back to Manila time for an unknown zone', () => {
    expect(formatClock(moment, 'Not/AZone', 'EN')).toBe('2026/01/05 (Mon) 00:05:09');
  });

  it('uses a 24-hour clock', () => {
    expect(formatClock(new Date('2026-01-05T12:00:00Z'), 'Asia/Manila', 'EN')).toBe(
      '2026/01/05 (Mon) 20:00:00',
    );
  });
});

describe('formatDateTime', () => {
  it('formats YYYY/MM/DD HH:mm', () => {
    expect(formatDateTime(moment, 'Asia/Manila', 'EN')).toBe('2026/01/05 00:05');
  });
});
