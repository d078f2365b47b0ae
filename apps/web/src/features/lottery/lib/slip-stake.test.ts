import { describe, expect, it } from 'vitest';
import { parsePoints, seaSlipStake, vnSlipStake } from './slip-stake';

const NORTH = { gameCode: 'MB', price: 2_700n };
const SOUTH = [
  { gameCode: 'TPHCM', price: 1_800n },
  { gameCode: 'LOAN', price: 1_800n },
];

describe('slip stake', () => {
  it('prices North lô 2 số as players know it: numbers × points × 27.00', () => {
    // The README's worked example: lô 65, 01, 99 at 2 points costs 162.00.
    const stake = vnSlipStake('lo2', ['65', '01', '99'], 2n, [NORTH]);
    expect(stake).toMatchObject({ numbers: 3, combinations: 3n, points: 2n, price: '27.00', provinces: 1 });
    expect(stake.total).toBe(16_200n);
  });

  it('multiplies by the provinces chosen for a South slip', () => {
    const stake = vnSlipStake('lo2', ['12', '34'], 5n, SOUTH);
    expect(stake.total).toBe(2n * 5n * 1_800n * 2n);
    expect(stake.provinces).toBe(2);
  });

  it('counts every group for xiên (4 numbers in xiên 3 = 4 groups)', () => {
    const stake = vnSlipStake('xien3', ['01', '02', '03', '04'], 10n, [NORTH]);
    expect(stake.combinations).toBe(4n);
  });

  it('shows no single price when provinces price a point differently', () => {
    expect(vnSlipStake('lo2', ['12'], 1n, [NORTH, SOUTH[0]!]).price).toBeNull();
    expect(vnSlipStake('lo2', ['12'], 1n, [NORTH, SOUTH[0]!]).total).toBe(4_500n);
  });

  it('prices fast-draw picks at points × price each', () => {
    expect(seaSlipStake(3, 4n, 100n).total).toBe(1_200n);
  });

  it('takes whole points from 1 only', () => {
    expect(parsePoints(' 12 ')).toBe(12n);
    expect(parsePoints('0')).toBeNull();
    expect(parsePoints('1.5')).toBeNull();
    expect(parsePoints('')).toBeNull();
  });
});
