import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRng } from '../fair/rng';
import { Fraction } from '../maths/fraction';
import {
  ROULETTE_POCKETS,
  coveredNumbers,
  rouletteEdge,
  settleRoulette,
  spinRoulette,
  type RouletteBet,
} from './roulette';

const bet = (kind: RouletteBet['kind'], extra: Partial<RouletteBet> = {}): RouletteBet => ({
  kind,
  stake: 1000n,
  ...extra,
});

/** Every bet the layout takes: the inside bets enumerated from the table's geometry. */
function everyBet(): RouletteBet[] {
  const bets: RouletteBet[] = [];
  for (let n = 0; n <= 36; n++) bets.push(bet('straight', { numbers: [n] }));
  for (let a = 0; a <= 36; a++)
    for (let b = a + 1; b <= 36; b++) {
      try {
        coveredNumbers({ kind: 'split', numbers: [a, b] });
        bets.push(bet('split', { numbers: [a, b] }));
      } catch {
        // not adjacent
      }
    }
  for (let a = 1; a <= 34; a += 3) bets.push(bet('street', { numbers: [a, a + 1, a + 2] }));
  bets.push(bet('street', { numbers: [0, 1, 2] }), bet('street', { numbers: [0, 2, 3] }));
  for (let a = 1; a <= 32; a++)
    if (a % 3 !== 0) bets.push(bet('corner', { numbers: [a, a + 1, a + 3, a + 4] }));
  bets.push(bet('corner', { numbers: [0, 1, 2, 3] }));
  for (let a = 1; a <= 31; a += 3)
    bets.push(bet('line', { numbers: [a, a + 1, a + 2, a + 3, a + 4, a + 5] }));
  for (const which of [1, 2, 3] as const) bets.push(bet('dozen', { which }), bet('column', { which }));
  for (const kind of ['red', 'black', 'odd', 'even', 'low', 'high'] as const) bets.push(bet(kind));
  return bets;
}

describe('European roulette', () => {
  it('knows the layout: 60 splits, 14 streets, 23 corners, 11 lines', () => {
    const counts = new Map<string, number>();
    for (const b of everyBet()) counts.set(b.kind, (counts.get(b.kind) ?? 0) + 1);
    // 57 splits between numbers 1–36 plus 0-1, 0-2, 0-3.
    expect(counts.get('split')).toBe(60);
    expect(counts.get('street')).toBe(14);
    expect(counts.get('corner')).toBe(23);
    expect(counts.get('line')).toBe(11);
    expect(everyBet()).toHaveLength(157);
    expect(coveredNumbers(bet('column', { which: 2 }))).toEqual([
      2, 5, 8, 11, 14, 17, 20, 23, 26, 29, 32, 35,
    ]);
  });

  it('pays 35, 17, 11, 8, 5, 2 and 1 to one, stake returned', () => {
    const [straight, split, street, corner, line, dozen, red] = settleRoulette(
      [
        bet('straight', { numbers: [17] }),
        bet('split', { numbers: [17, 20] }),
        bet('street', { numbers: [16, 17, 18] }),
        bet('corner', { numbers: [13, 14, 16, 17] }),
        bet('line', { numbers: [13, 14, 15, 16, 17, 18] }),
        bet('dozen', { which: 2 }),
        bet('black'),
      ],
      17,
    );
    expect([straight, split, street, corner, line, dozen, red].map((r) => r!.payout)).toEqual([
      36_000n,
      18_000n,
      12_000n,
      9_000n,
      6_000n,
      3_000n,
      2_000n,
    ]);
  });

  it('loses every outside bet on zero', () => {
    const results = settleRoulette(
      ['red', 'black', 'odd', 'even', 'low', 'high'].map((kind) => bet(kind as RouletteBet['kind'])),
      0,
    );
    expect(results.every((r) => r.outcome === 'lose' && r.payout === 0n)).toBe(true);
    expect(settleRoulette([bet('split', { numbers: [0, 2] })], 0)[0]!.payout).toBe(18_000n);
  });

  it('refuses groups that are not on the layout', () => {
    expect(() => coveredNumbers({ kind: 'split', numbers: [3, 4] })).toThrow(/side by side/);
    expect(() => coveredNumbers({ kind: 'split', numbers: [0, 4] })).toThrow(RangeError);
    expect(() => coveredNumbers({ kind: 'street', numbers: [2, 3, 4] })).toThrow(RangeError);
    expect(() => coveredNumbers({ kind: 'corner', numbers: [3, 4, 6, 7] })).toThrow(RangeError);
    expect(() => coveredNumbers({ kind: 'line', numbers: [34, 35, 36, 37, 38, 39] })).toThrow(RangeError);
    expect(() => coveredNumbers({ kind: 'straight', numbers: [37] })).toThrow(RangeError);
    expect(() => coveredNumbers({ kind: 'dozen' })).toThrow(RangeError);
  });

  it('gives every bet on the layout the same exact edge, 1/37, counted pocket by pocket', () => {
    for (const b of everyBet()) {
      let returned = 0n;
      for (let pocket = 0; pocket < ROULETTE_POCKETS; pocket++)
        returned += settleRoulette([b], pocket)[0]!.payout;
      const edge = Fraction.one.sub(new Fraction(returned, b.stake * BigInt(ROULETTE_POCKETS)));
      expect(edge).toEqual(new Fraction(1, 37));
      expect(rouletteEdge(b)).toEqual(edge);
    }
  });

  it('spins a pocket from the fair stream, the same one for the same seeds', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1 }),
        fc.string({ minLength: 1 }),
        fc.nat(1_000_000),
        (serverSeed, clientSeed, nonce) => {
          const seeds = { serverSeed, clientSeed, nonce };
          const pocket = spinRoulette(createRng(seeds));
          expect(pocket).toBeGreaterThanOrEqual(0);
          expect(pocket).toBeLessThan(ROULETTE_POCKETS);
          expect(spinRoulette(createRng(seeds))).toBe(pocket);
        },
      ),
      { numRuns: 200 },
    );
  });
});
