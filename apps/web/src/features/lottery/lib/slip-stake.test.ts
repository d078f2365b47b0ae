import { describe, expect, it } from 'vitest';
import { lineCombinations, lineStake, parsePoints, slipTotal } from './slip-stake';

const northLo = { betType: 'lo2' as const, numbers: ['65', '01', '99'], points: 2n, price: 2_700n };

describe('slip stake', () => {
  it('prices North lô 2 số as players know it: numbers × points × 27.00', () => {
    // The games README's worked example: lô 65, 01, 99 at 2 points costs 162.00.
    expect(lineCombinations(northLo)).toBe(3n);
    expect(lineStake(northLo)).toBe(16_200n);
  });

  it('counts every group for xiên (4 numbers in xiên 3 = 4 groups) and pair for đá', () => {
    expect(lineCombinations({ betType: 'xien3', numbers: ['01', '02', '03', '04'] })).toBe(4n);
    expect(lineCombinations({ betType: 'da', numbers: ['01', '02', '03'] })).toBe(3n);
    expect(lineCombinations({ betType: 'xien2', numbers: ['01'] })).toBe(0n);
  });

  it('multiplies the whole slip by the provinces chosen', () => {
    const south = { betType: 'de' as const, numbers: ['12', '34'], points: 5n, price: 100n };
    expect(slipTotal([south], 3)).toBe(2n * 5n * 100n * 3n);
    expect(slipTotal([south, northLo], 1)).toBe(1_000n + 16_200n);
  });

  it('prices each fast-draw pick as a ticket of its own', () => {
    expect(
      lineStake({ betType: 'digit', numbers: ['1', '7', '9'], points: 4n, price: 100n, position: 2 }),
    ).toBe(1_200n);
    expect(lineStake({ betType: 'sumBigSmall', numbers: ['big'], points: 10n, price: 100n })).toBe(1_000n);
  });

  it('takes whole points from 1 only', () => {
    expect(parsePoints(' 12 ')).toBe(12n);
    expect(parsePoints('0')).toBeNull();
    expect(parsePoints('1.5')).toBeNull();
    expect(parsePoints('')).toBeNull();
  });
});
