import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Fraction } from '../maths/fraction';
import {
  DEFAULT_SABONG_SETTINGS,
  FIGHT_RESULTS,
  FIGHT_SIDES,
  payoutPerHundredText,
  payoutPerOne,
  plasadaOf,
  poolsOf,
  settleFight,
} from './parimutuel';
import type { SabongBet, SabongSettings } from './parimutuel';

const gross: SabongSettings = { plasadaBp: 1000, plasadaBase: 'gross', drawMultiple: 8 };
const losing: SabongSettings = { ...gross, plasadaBase: 'losing' };
const pools = { meron: 1_000_000n, wala: 800_000n, draw: 50_000n };
const shown = (side: 'meron' | 'wala' | 'draw', settings: SabongSettings, p = pools) =>
  payoutPerHundredText(payoutPerOne(p, side, settings));

describe('sabong pools', () => {
  it('shows each side’s payout per 100 as the pools stand', () => {
    // 18,000 pooled, 10% plasada of the gross: 16,200 shared by Meron's 10,000 or Wala's 8,000.
    expect(shown('meron', gross)).toBe('162.00');
    expect(shown('wala', gross)).toBe('202.50');
    // 10% of the losing side only: 1 + 7,200 / 10,000 and 1 + 9,000 / 8,000.
    expect(shown('meron', losing)).toBe('172.00');
    expect(shown('wala', losing)).toBe('212.50');
    expect(shown('draw', gross)).toBe('800.00');
    // A lopsided pool: the gross plasada is capped at the losing side, so Meron gets its stake back.
    expect(shown('meron', gross, { meron: 1_000_000n, wala: 10_000n, draw: 0n })).toBe('100.00');
    expect(shown('meron', gross, { meron: 1_000_000n, wala: 0n, draw: 0n })).toBe('—');
    expect(plasadaOf(pools, 'meron', DEFAULT_SABONG_SETTINGS)).toBe(180_000n);
    expect(payoutPerOne(pools, 'wala', gross)).toEqual(new Fraction(1_620_000, 800_000));
  });

  it('settles a Meron win, its winners rounded down to the cent', () => {
    const bets: SabongBet[] = [
      { side: 'meron', stake: 333n },
      { side: 'meron', stake: 667n },
      { side: 'wala', stake: 1000n },
      { side: 'draw', stake: 100n },
    ];
    // 20.00 pooled, 2.00 plasada: 18.00 over Meron's 10.00, 1.80 per 1: 5.994 → 5.99, 12.006 → 12.00.
    expect(settleFight(bets, 'meron', gross)).toEqual({
      payouts: [599n, 1200n, 0n, 0n],
      pool: 2000n,
      plasada: 200n,
      remainder: 1n,
      poolPaid: 1799n,
      drawStaked: 100n,
      drawPaid: 0n,
    });
    expect(settleFight(bets, 'wala', losing).payouts).toEqual([0n, 0n, 1900n, 0n]); // 1 + 900 / 1000
  });

  it('pays a draw at the fixed multiple and refunds Meron and Wala; a cancelled fight refunds all', () => {
    const bets: SabongBet[] = [
      { side: 'meron', stake: 500n },
      { side: 'wala', stake: 700n },
      { side: 'draw', stake: 250n },
    ];
    expect(settleFight(bets, 'draw', gross).payouts).toEqual([500n, 700n, 2000n]);
    expect(settleFight(bets, 'draw', { ...gross, drawMultiple: 9 }).drawPaid).toBe(2250n);
    expect(settleFight(bets, 'cancelled', gross).payouts).toEqual([500n, 700n, 250n]);
    // One-sided: nobody bet on Wala, so Meron is refunded whoever wins; the Draw bet still loses.
    const oneSided: SabongBet[] = [
      { side: 'meron', stake: 500n },
      { side: 'draw', stake: 250n },
    ];
    expect(settleFight(oneSided, 'wala', gross).payouts).toEqual([500n, 0n]);
    expect(() => settleFight([{ side: 'meron', stake: 0n }], 'meron', gross)).toThrow(RangeError);
    expect(() => settleFight([], 'meron', { ...gross, plasadaBp: 3001 })).toThrow(RangeError);
    expect(() => poolsOf([{ side: 'wala', stake: -5n }])).toThrow(RangeError);
  });

  it('property: the pool is paid out exactly (paid + plasada + remainder), nobody negative, no winner below the stake', () => {
    const betArb = fc.record({
      side: fc.constantFrom(...FIGHT_SIDES),
      stake: fc.oneof(fc.bigInt({ min: 1n, max: 1000n }), fc.bigInt({ min: 1n, max: 10n ** 9n })),
    });
    const settingsArb = fc.record({
      plasadaBp: fc.integer({ min: 0, max: 3000 }),
      plasadaBase: fc.constantFrom('gross' as const, 'losing' as const),
      drawMultiple: fc.integer({ min: 1, max: 100 }),
    });
    fc.assert(
      fc.property(
        fc.array(betArb, { maxLength: 40 }),
        fc.constantFrom(...FIGHT_RESULTS),
        settingsArb,
        (bets, result, settings) => {
          const s = settleFight(bets, result, settings);
          const p = poolsOf(bets);
          const paidFromPool = bets.reduce(
            (sum, b, i) => (b.side === 'draw' ? sum : sum + s.payouts[i]!),
            0n,
          );
          expect(s.pool).toBe(p.meron + p.wala);
          expect(paidFromPool + s.plasada + s.remainder).toBe(s.pool);
          expect(s.payouts.every((x) => x >= 0n)).toBe(true);
          const winners = bets.filter((b) => b.side === result).length;
          expect(s.remainder >= 0n && (s.remainder === 0n || s.remainder < BigInt(winners))).toBe(true);
          bets.forEach((bet, i) => {
            const paid = s.payouts[i]!;
            if (result === 'cancelled') expect(paid).toBe(bet.stake);
            else if (result === 'draw')
              expect(paid).toBe(bet.side === 'draw' ? bet.stake * BigInt(settings.drawMultiple) : bet.stake);
            else if (bet.side === 'draw') expect(paid).toBe(0n);
            else if (bet.side === result) {
              expect(paid >= bet.stake).toBe(true);
              const perOne = payoutPerOne(p, result, settings);
              // What the live figure promised is what is paid: ⌊stake × payout per 1⌋ (or the stake back).
              expect(paid).toBe(perOne ? (bet.stake * perOne.n) / perOne.d : bet.stake);
            } else expect(paid).toBe(p.meron === 0n || p.wala === 0n ? bet.stake : 0n);
          });
        },
      ),
    );
  });
});
