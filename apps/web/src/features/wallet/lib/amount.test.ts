import { describe, expect, it } from 'vitest';
import { checkAmount, minAmount } from './amount';

describe('checkAmount', () => {
  it.each([
    ['', 'required'],
    ['  ', 'required'],
    ['abc', 'invalid'],
    ['1.234', 'invalid'],
    ['-5', 'invalid'],
    ['0', 'invalid'],
    ['0.00', 'invalid'],
    ['1e3', 'invalid'],
    ['1,000', 'invalid'],
    ['0.01', null],
    ['100', null],
    ['100.5', null],
  ])('%j → %s', (value, problem) => {
    expect(checkAmount(value)).toBe(problem);
  });

  it('compares with the limits in cents', () => {
    const limits = { min: '100.00', max: '50000.00' };
    expect(checkAmount('99.99', limits)).toBe('belowMin');
    expect(checkAmount('100', limits)).toBeNull();
    expect(checkAmount('50000.00', limits)).toBeNull();
    expect(checkAmount('50000.01', limits)).toBe('aboveMax');
  });

  it('keeps exact cents where a float would not', () => {
    expect(checkAmount('9999999999999.99', { max: '9999999999999.98' })).toBe('aboveMax');
  });
});

describe('minAmount', () => {
  it('returns the smaller amount', () => {
    expect(minAmount('50000.00', '1234.50')).toBe('1234.50');
    expect(minAmount('10.00', '10.01')).toBe('10.00');
  });
});
