import { describe, expect, it } from 'vitest';
import { addDays, csvField, formatDateTime, formatMoney, siteDay, sumMoney, toCsv } from './format';

describe('money and times as the console shows them', () => {
  it('groups the API’s decimal strings without a float', () => {
    expect(formatMoney('1234567.50')).toBe('1,234,567.50');
    expect(formatMoney('-50.00')).toBe('-50.00');
    expect(formatMoney('0.07')).toBe('0.07');
    // Past 2^53 a float would round; the string stays exact.
    expect(formatMoney('90071992547409.93')).toBe('90,071,992,547,409.93');
    expect(formatMoney('not money')).toBe('not money');
  });

  it('shows instants as the site’s wall clock (Manila, UTC+8) and moves site days', () => {
    expect(formatDateTime('2026-11-25T23:30:00.000Z')).toBe('26/11/2026, 07:30');
    expect(formatDateTime(null)).toBe('');
    expect(siteDay(new Date('2026-11-25T16:30:00Z'))).toBe('2026-11-26');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });
});

describe('sums of money', () => {
  it('adds decimal strings as cents, signs and all, without a float', () => {
    expect(sumMoney([])).toBe('0.00');
    expect(sumMoney(['0.10', '0.20'])).toBe('0.30');
    expect(sumMoney(['12.50', '-13.05'])).toBe('-0.55');
    expect(sumMoney(['90071992547409.91', '0.01'])).toBe('90071992547409.92');
    expect(() => sumMoney(['1.5'])).toThrow();
  });
});

describe('CSV export', () => {
  it('quotes separators and quotes, keeps amounts, and defuses spreadsheet formulas', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('-100.00')).toBe('-100.00');
    expect(csvField('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvField('-cmd')).toBe("'-cmd");
    expect(csvField(null)).toBe('');
    expect(csvField(true)).toBe('true');
  });

  it('writes a header and one line per row, CRLF-terminated', () => {
    expect(
      toCsv(
        ['id', 'name'],
        [
          [1, 'ana'],
          [2, 'ben, jr'],
        ],
      ),
    ).toBe('id,name\r\n1,ana\r\n2,"ben, jr"\r\n');
  });
});
