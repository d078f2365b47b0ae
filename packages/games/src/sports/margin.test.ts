import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Fraction } from '../maths/fraction';
import { expectedReturn, overround, priceSelections } from './margin';
import { MAX_ODDS } from './odds';

describe('margin', () => {
  it('prices a 1X2 market at 5%', () => {
    const fair = [new Fraction(1, 2), new Fraction(1, 4), new Fraction(1, 4)];
    // 1 / (0.5 × 1.05) = 1.9047… → 1.90; 1 / (0.25 × 1.05) = 3.8095… → 3.80.
    expect(priceSelections(fair, { marginBp: 500 })).toEqual([1900n, 3800n, 3800n]);
    expect(priceSelections(fair, { marginBp: 500, tick: 1n })).toEqual([1904n, 3809n, 3809n]);
    expect(overround([1900n, 3800n, 3800n]).toFixed(4)).toBe('1.0526');
    expect(priceSelections(fair, { marginBp: 0 })).toEqual([2000n, 4000n, 4000n]);
  });

  it('does not offer a certainty or an impossibility, and caps long shots', () => {
    expect(priceSelections([Fraction.one, Fraction.zero], { marginBp: 500 })).toEqual([null, null]);
    expect(priceSelections([new Fraction(1, 10_000_000)], { marginBp: 500 })).toEqual([MAX_ODDS]);
    expect(() => priceSelections([new Fraction(3, 2)], { marginBp: 500 })).toThrow(RangeError);
    expect(() => priceSelections([Fraction.one], { marginBp: -1 })).toThrow(RangeError);
    expect(() => priceSelections([Fraction.one], { marginBp: 500, tick: 3n })).toThrow(RangeError);
  });

  it('property: every offered price returns at most 1 / (1 + m), is the highest tick that does, and the book is over 1 + m', () => {
    const marketArb = fc.array(fc.integer({ min: 1, max: 10_000 }), { minLength: 2, maxLength: 12 });
    fc.assert(
      fc.property(
        marketArb,
        fc.integer({ min: 0, max: 2000 }),
        fc.constantFrom(1n, 5n, 10n, 50n),
        (weights, marginBp, tick) => {
          const total = weights.reduce((a, b) => a + b, 0);
          const probabilities = weights.map((w) => new Fraction(w, total));
          const odds = priceSelections(probabilities, { marginBp, tick });
          const target = new Fraction(10_000, 10_000 + marginBp);
          odds.forEach((o, i) => {
            if (o === null) return;
            expect(o % tick).toBe(0n);
            expect(expectedReturn(probabilities[i]!, o).compare(target) <= 0).toBe(true);
            if (o < MAX_ODDS)
              expect(expectedReturn(probabilities[i]!, o + tick).compare(target) > 0).toBe(true);
          });
          if (odds.every((o) => o !== null)) {
            expect(overround(odds).compare(Fraction.one.div(target)) >= 0).toBe(true);
          }
        },
      ),
    );
  });
});
