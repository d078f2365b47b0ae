import { describe, expect, it } from 'vitest';
import { siteDate, slashed } from './site-date';

describe('siteDate', () => {
  it('gives the calendar day in the site zone', () => {
    const lateUtc = new Date('2026-01-21T17:30:00Z');
    expect(siteDate(lateUtc, 'Asia/Manila')).toBe('2026-01-22');
    expect(siteDate(lateUtc, 'UTC')).toBe('2026-01-21');
  });

  it('falls back to the UTC day for an unknown zone', () => {
    expect(siteDate(new Date('2026-03-05T10:00:00Z'), 'Nowhere/Else')).toBe('2026-03-05');
  });
});

describe('slashed', () => {
  it('writes a day as the header clock does', () => {
    expect(slashed('2026-01-22')).toBe('2026/01/22');
  });
});
