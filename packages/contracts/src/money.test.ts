import { describe, expect, it } from 'vitest';
import { AmountInputSchema, MoneySchema, formatCents, parseCents } from './money.js';

describe('money as cents', () => {
  it('reads the API money strings and typed amounts exactly', () => {
    expect(parseCents('1234.50')).toBe(123_450n);
    expect(parseCents('1234.5')).toBe(123_450n);
    expect(parseCents('1234')).toBe(123_400n);
    expect(parseCents('0.05')).toBe(5n);
    expect(parseCents('-2.5')).toBe(-250n);
    expect(parseCents(' 5.5 ')).toBe(550n);
    // Beyond a float's exact range: a Number would come back 99999999999999.98.
    expect(parseCents('99999999999999.99')).toBe(9_999_999_999_999_999n);
  });

  it('writes cents in the API shape, two places, sign in front', () => {
    expect(formatCents(123_450n)).toBe('1234.50');
    expect(formatCents(5n)).toBe('0.05');
    expect(formatCents(0n)).toBe('0.00');
    expect(formatCents(-250n)).toBe('-2.50');
    expect(formatCents(9_999_999_999_999_999n)).toBe('99999999999999.99');
  });

  it('round-trips every amount the schemas accept', () => {
    for (const text of ['0.01', '10.00', '-0.99', '123456789.10', '-99999999999999.99']) {
      expect(MoneySchema.safeParse(text).success).toBe(true);
      expect(formatCents(parseCents(text))).toBe(text);
    }
    for (const typed of ['1', '1.5', '1.05', '1000000']) {
      const parsed = AmountInputSchema.parse(typed);
      expect(parseCents(parsed)).toBe(BigInt(Math.round(Number(typed) * 100)));
    }
  });
});
