import { describe, expect, it } from 'vitest';
import { Fraction } from './fraction';

describe('Fraction', () => {
  it('keeps lowest terms and a positive denominator', () => {
    const f = new Fraction(6n, -4n);
    expect([f.n, f.d]).toEqual([-3n, 2n]);
    expect(new Fraction(0n, 7n).d).toBe(1n);
    expect(() => new Fraction(1n, 0n)).toThrow(RangeError);
  });

  it('adds, subtracts, multiplies, divides and compares exactly', () => {
    const third = new Fraction(1n, 3n);
    const sixth = new Fraction(1n, 6n);
    expect(third.add(sixth)).toEqual(new Fraction(1n, 2n));
    expect(third.sub(sixth)).toEqual(sixth);
    expect(third.mul(3)).toEqual(Fraction.one);
    expect(sixth.div(third)).toEqual(new Fraction(1n, 2n));
    expect(third.compare(sixth)).toBe(1);
    expect(sixth.compare(third)).toBe(-1);
    expect(third.compare(new Fraction(2n, 6n))).toBe(0);
  });

  it('prints decimals rounded half away from zero', () => {
    expect(new Fraction(2n, 3n).toFixed(4)).toBe('0.6667');
    expect(new Fraction(-1n, 8n).toFixed(2)).toBe('-0.13');
    expect(new Fraction(1n, 3n).toFixed(0)).toBe('0');
    expect(new Fraction(-1n, 1000n).toFixed(2)).toBe('0.00');
    expect(new Fraction(10n ** 30n + 1n, 10n ** 30n).toNumber()).toBe(1);
  });
});
