import { describe, expect, it } from 'vitest';
import { formatSigned, signOf } from './signed-money';

describe('signed money', () => {
  it('tells the direction', () => {
    expect(signOf('12.00')).toBe('plus');
    expect(signOf('-0.01')).toBe('minus');
    expect(signOf('0.00')).toBeUndefined();
    expect(signOf('-0.00')).toBeUndefined();
  });

  it('puts the sign before the symbol', () => {
    expect(formatSigned('1000.00', 'P')).toBe('+P 1,000.00');
    expect(formatSigned('-25.5', 'P')).toBe('−P 25.50');
    expect(formatSigned('0.00', 'P')).toBe('P 0.00');
  });
});
