import { describe, expect, it } from 'vitest';
import { ageOn, parseBirthDate } from './protection-words.js';

describe('date of birth (issue 15)', () => {
  it('accepts only real calendar days from 1900', () => {
    expect(parseBirthDate('2000-02-29')).toEqual({ y: 2000, m: 2, d: 29 });
    for (const text of [
      '1900-02-29',
      '2001-02-29',
      '2001-13-01',
      '2001-04-31',
      '1899-12-31',
      '2001-1-01',
      '',
    ])
      expect(parseBirthDate(text), text).toBeNull();
  });

  it('counts whole years: a year older on the birthday, not the day before', () => {
    expect(ageOn('2008-06-15', '2026-06-14')).toBe(17);
    expect(ageOn('2008-06-15', '2026-06-15')).toBe(18);
    expect(ageOn('2005-11-26', '2026-11-26')).toBe(21);
    expect(ageOn('2005-11-27', '2026-11-26')).toBe(20);
  });

  it('a 29 February birthday turns a year older on 1 March in other years', () => {
    expect(ageOn('2008-02-29', '2026-02-28')).toBe(17);
    expect(ageOn('2008-02-29', '2026-03-01')).toBe(18);
  });

  it('a date after today or not a day at all is no age', () => {
    expect(ageOn('2026-11-27', '2026-11-26')).toBeNull();
    expect(ageOn('2001-02-30', '2026-11-26')).toBeNull();
  });
});
