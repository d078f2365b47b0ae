import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Fraction } from '../maths/fraction';
import {
  MAX_ODDS,
  MIN_ODDS,
  ODDS_FORMATS,
  formatOdds,
  fromFormat,
  parseDecimalOdds,
  payoutAt,
  toFormat,
  toOdds,
} from './odds';

const oddsArb = fc.bigInt({ min: MIN_ODDS, max: MAX_ODDS });
const text = (f: Fraction) => `${f.n}/${f.d}`;

describe('odds formats', () => {
  it('writes one price in the four formats', () => {
    // 1.95: under even money, so Malay is positive and Indonesian negative (−1 / 0.95).
    expect(text(toFormat(1950n, 'decimal'))).toBe('39/20');
    expect(text(toFormat(1950n, 'hongKong'))).toBe('19/20');
    expect(text(toFormat(1950n, 'malay'))).toBe('19/20');
    expect(text(toFormat(1950n, 'indonesian'))).toBe('-20/19');
    // 2.50: over even money, so Malay is negative (−1 / 1.5) and Indonesian positive.
    expect(text(toFormat(2500n, 'malay'))).toBe('-2/3');
    expect(text(toFormat(2500n, 'indonesian'))).toBe('3/2');
    // Even money is +1 in both.
    expect(text(toFormat(2000n, 'malay'))).toBe('1/1');
    expect(text(toFormat(2000n, 'indonesian'))).toBe('1/1');
  });

  it('shows prices with two or three places', () => {
    expect(formatOdds(1950n, 'decimal')).toBe('1.95');
    expect(formatOdds(1953n, 'decimal')).toBe('1.953');
    expect(formatOdds(1950n, 'hongKong')).toBe('0.95');
    expect(formatOdds(1950n, 'indonesian')).toBe('-1.053');
    expect(formatOdds(2500n, 'malay')).toBe('-0.667');
    expect(formatOdds(2500n, 'indonesian')).toBe('1.50');
    expect(formatOdds(1001n, 'indonesian')).toBe('-1000.00');
  });

  it('reads decimal prices to the thousandth and refuses the rest', () => {
    expect(parseDecimalOdds('1.95')).toBe(1950n);
    expect(parseDecimalOdds(' 12.5 ')).toBe(12_500n);
    expect(() => parseDecimalOdds('1.9555')).toThrow(RangeError);
    expect(() => parseDecimalOdds('1')).toThrow(RangeError);
    expect(() => parseDecimalOdds('-2')).toThrow(RangeError);
    expect(() => toOdds(new Fraction(20, 19))).toThrow(RangeError);
    expect(() => fromFormat(Fraction.zero, 'malay')).toThrow(RangeError);
  });

  it('pays a winning stake rounded down to the cent', () => {
    expect(payoutAt(1000n, 1950n)).toEqual({ payout: 1950n, remainder: 0n });
    // 3.33 at 1.955 is 6.51015: 6.51 paid, 0.015 of a cent kept.
    expect(payoutAt(333n, 1955n)).toEqual({ payout: 651n, remainder: 15n });
    expect(() => payoutAt(-1n, 1950n)).toThrow(RangeError);
    expect(() => payoutAt(100n, 1000n)).toThrow(RangeError);
  });

  it('property: every format round-trips exactly to the same thousandths', () => {
    fc.assert(
      fc.property(oddsArb, fc.constantFrom(...ODDS_FORMATS), (odds, format) => {
        expect(toOdds(fromFormat(toFormat(odds, format), format))).toBe(odds);
      }),
    );
  });

  it('property: Malay lies in (−1, 0) or (0, 1], Indonesian at or beyond ±1, Hong Kong above 0', () => {
    fc.assert(
      fc.property(oddsArb, (odds) => {
        const malay = toFormat(odds, 'malay');
        const indonesian = toFormat(odds, 'indonesian');
        expect(malay.compare(new Fraction(-1)) > 0 && malay.compare(Fraction.one) <= 0).toBe(true);
        expect(malay.n).not.toBe(0n);
        const absIndo = indonesian.n < 0n ? indonesian.mul(-1) : indonesian;
        expect(absIndo.compare(Fraction.one) >= 0).toBe(true);
        expect(toFormat(odds, 'hongKong').n > 0n).toBe(true);
      }),
    );
  });

  it('property: a payout is the stake times the price, less under a cent, and never below the stake', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 12n }), oddsArb, (stake, odds) => {
        const { payout, remainder } = payoutAt(stake, odds);
        expect(payout * 1000n + remainder).toBe(stake * odds);
        expect(remainder >= 0n && remainder < 1000n).toBe(true);
        expect(payout >= stake).toBe(true);
      }),
    );
  });
});
