import { describe, expect, it } from 'vitest';
import { formatMoney, formatMoneyCompact, formatMoneyWithSymbol } from './money';

describe('formatMoney', () => {
  it.each([
    ['0.00', '0.00'],
    ['0', '0.00'],
    ['5.5', '5.50'],
    ['12.34', '12.34'],
    ['999.99', '999.99'],
    ['1000.00', '1,000.00'],
    ['1234.50', '1,234.50'],
    ['1234567.89', '1,234,567.89'],
    ['-1234.50', '-1,234.50'],
    ['-0.00', '0.00'],
    ['007.10', '7.10'],
    [' 42.00 ', '42.00'],
  ])('%s → %s', (input, output) => {
    expect(formatMoney(input)).toBe(output);
  });

  it('keeps every digit of amounts a float would round', () => {
    expect(formatMoney('999999999999999.99')).toBe('999,999,999,999,999.99');
    expect(formatMoney('9007199254740993.01')).toBe('9,007,199,254,740,993.01');
  });

  it('cuts extra decimals instead of rounding them', () => {
    expect(formatMoney('1.999')).toBe('1.99');
  });

  it('leaves what is not a number as it is', () => {
    expect(formatMoney('')).toBe('');
    expect(formatMoney('abc')).toBe('abc');
    expect(formatMoney('1e5')).toBe('1e5');
    expect(formatMoney('1,000.00')).toBe('1,000.00');
  });
});

describe('formatMoneyWithSymbol', () => {
  it('puts the currency symbol before the amount', () => {
    expect(formatMoneyWithSymbol('1234.5', 'P')).toBe('P 1,234.50');
    expect(formatMoneyWithSymbol('0.00', '₱')).toBe('₱ 0.00');
  });

  it('shows the bare amount without a symbol', () => {
    expect(formatMoneyWithSymbol('10', '')).toBe('10.00');
  });
});

describe('formatMoneyCompact', () => {
  it('writes thousands as K and millions as M, cut to one decimal', () => {
    expect(formatMoneyCompact('131000.00')).toBe('131K');
    expect(formatMoneyCompact('13100.00')).toBe('13.1K');
    expect(formatMoneyCompact('131999.99')).toBe('131.9K');
    expect(formatMoneyCompact('1500000.00')).toBe('1.5M');
    expect(formatMoneyCompact('2000000000.00')).toBe('2,000M');
    expect(formatMoneyCompact('999.99')).toBe('999');
    expect(formatMoneyCompact('-2500.00')).toBe('-2.5K');
    expect(formatMoneyCompact('0.50')).toBe('0');
    expect(formatMoneyCompact('abc')).toBe('abc');
  });
});
