import { describe, expect, it } from 'vitest';
import { Fraction } from '../maths/fraction';
import { scriptedRng } from '../testing/scripted-rng';
import {
  SEA_SUM_WAYS,
  defaultSeaOdds,
  drawSea,
  seaBetWins,
  seaReturnToPlayer,
  seaWinProbability,
  settleSea,
} from './sea';
import type { SeaBet } from './sea';

const allDraws = function* (): Generator<number[]> {
  for (let v = 0; v < 100_000; v++) yield v.toString().padStart(5, '0').split('').map(Number);
};

describe('fast SEA draws', () => {
  it('draws positions 1 to 5 in order, one digit each', () => {
    expect(drawSea(scriptedRng([3, 0, 9, 9, 1]))).toEqual([3, 0, 9, 9, 1]);
  });

  it('settles a worked example: 3 0 9 9 1, sum 22', () => {
    const draw = [3, 0, 9, 9, 1];
    const wins = (bet: SeaBet) => seaBetWins(bet, draw);
    expect(wins({ kind: 'digit', position: 3, digit: 9 })).toBe(true);
    expect(wins({ kind: 'digit', position: 1, digit: 9 })).toBe(false);
    expect(wins({ kind: 'positionBigSmall', position: 1, pick: 'small' })).toBe(true);
    expect(wins({ kind: 'positionBigSmall', position: 4, pick: 'big' })).toBe(true);
    expect(wins({ kind: 'positionOddEven', position: 2, pick: 'even' })).toBe(true);
    expect(wins({ kind: 'sum', total: 22 })).toBe(true);
    // 22 is the largest small sum, and even.
    expect(wins({ kind: 'sumBigSmall', pick: 'small' })).toBe(true);
    expect(wins({ kind: 'sumOddEven', pick: 'even' })).toBe(true);
    const paid = settleSea(
      { kind: 'digit', position: 3, digit: 9 },
      5n,
      draw,
      defaultSeaOdds({ kind: 'digit', position: 3, digit: 9 }),
    );
    expect(paid).toEqual({ stake: 500n, win: true, payout: 4_850n });
    const capped = settleSea({ kind: 'sum', total: 22 }, 1_000n, draw, {
      price: 100n,
      pays: 50_000n,
      maxPayout: 1_000_000n,
    });
    expect(capped.payout).toBe(1_000_000n);
    expect(
      settleSea(
        { kind: 'sumOddEven', pick: 'odd' },
        5n,
        draw,
        defaultSeaOdds({ kind: 'sumOddEven', pick: 'odd' }),
      ).payout,
    ).toBe(0n);
  });

  it('has exact probabilities: every one of the 100,000 draws counted', () => {
    const bets: SeaBet[] = [
      { kind: 'digit', position: 2, digit: 7 },
      { kind: 'positionBigSmall', position: 5, pick: 'big' },
      { kind: 'positionOddEven', position: 1, pick: 'odd' },
      { kind: 'sumBigSmall', pick: 'big' },
      { kind: 'sumBigSmall', pick: 'small' },
      { kind: 'sumOddEven', pick: 'even' },
      { kind: 'sum', total: 0 },
      { kind: 'sum', total: 22 },
      { kind: 'sum', total: 45 },
    ];
    const counts = bets.map(() => 0);
    for (const draw of allDraws()) bets.forEach((bet, i) => (counts[i]! += seaBetWins(bet, draw) ? 1 : 0));
    bets.forEach((bet, i) =>
      expect(seaWinProbability(bet), bet.kind).toEqual(new Fraction(counts[i]!, 100_000)),
    );
    expect(SEA_SUM_WAYS.reduce((a, b) => a + b, 0)).toBe(100_000);
    expect(SEA_SUM_WAYS[22]).toBe(SEA_SUM_WAYS[23]);
  });

  it('returns 97% on a digit, 97.5% on big/small and odd/even, at most 97% on a sum', () => {
    const rtp = (bet: SeaBet) => seaReturnToPlayer(bet, defaultSeaOdds(bet));
    expect(rtp({ kind: 'digit', position: 1, digit: 0 })).toEqual(new Fraction(97, 100));
    expect(rtp({ kind: 'sumBigSmall', pick: 'big' })).toEqual(new Fraction(195, 200));
    expect(rtp({ kind: 'positionOddEven', position: 4, pick: 'odd' })).toEqual(new Fraction(195, 200));
    expect(rtp({ kind: 'sum', total: 0 })).toEqual(new Fraction(97, 100));
    for (let total = 0; total <= 45; total++) {
      const value = rtp({ kind: 'sum', total });
      expect(value.compare(new Fraction(97, 100))).toBeLessThanOrEqual(0);
      expect(value.compare(new Fraction(96, 100))).toBeGreaterThanOrEqual(0);
    }
  });
});
