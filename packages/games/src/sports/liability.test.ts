import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Selection } from './markets';
import { isOverLiabilityCap, liabilityByResult, scoresUpTo, worstLiability } from './liability';
import type { Exposure } from './liability';

const oneX2 = (pick: 'home' | 'draw' | 'away', odds: bigint, stake: bigint): Exposure => ({
  selection: { market: '1x2', pick },
  odds,
  stake,
});
const results = scoresUpTo(1); // 0–0, 0–1, 1–0, 1–1

describe('liability', () => {
  it('nets each result’s payouts against every stake on the market', () => {
    const bets = [oneX2('home', 2000n, 10_000n), oneX2('draw', 3500n, 2000n), oneX2('away', 4000n, 1000n)];
    // 13,000 staked. Home: 20,000 paid; draw: 7,000; away: 4,000.
    expect(liabilityByResult(bets, results)).toEqual([-6000n, -9000n, 7000n, -6000n]);
    expect(worstLiability(bets, results)).toBe(7000n);
    expect(isOverLiabilityCap(bets, results, 7000n)).toBe(false);
    expect(isOverLiabilityCap(bets, results, 6999n)).toBe(true);
    expect(worstLiability([], results)).toBe(0n);
  });

  it('counts quarter lines by their halves', () => {
    const homeQuarter: Exposure = {
      selection: { market: 'asianHandicap', pick: 'home', quarters: -1 },
      odds: 1900n,
      stake: 10_000n,
    };
    // 0–0: half lost (5,000 back), 1–0: won (19,000), 0–1: lost.
    expect(liabilityByResult([homeQuarter], scoresUpTo(1))).toEqual([-5000n, -10_000n, 9000n, -5000n]);
  });

  it('property: liability adds up over bets, and the worst case bounds every result', () => {
    const selectionArb = fc.oneof(
      fc
        .constantFrom('home' as const, 'draw' as const, 'away' as const)
        .map((pick): Selection => ({ market: '1x2', pick })),
      fc
        .integer({ min: -8, max: 8 })
        .map((quarters): Selection => ({ market: 'asianHandicap', pick: 'home', quarters })),
      fc
        .integer({ min: 0, max: 20 })
        .map((quarters): Selection => ({ market: 'overUnder', pick: 'over', quarters })),
    );
    const exposureArb = fc.record({
      selection: selectionArb,
      odds: fc.bigInt({ min: 1001n, max: 50_000n }),
      stake: fc.bigInt({ min: 1n, max: 10n ** 8n }),
    });
    const scores = scoresUpTo(4);
    fc.assert(
      fc.property(fc.array(exposureArb, { maxLength: 10 }), (bets) => {
        const total = liabilityByResult(bets, scores);
        const parts = bets.map((bet) => liabilityByResult([bet], scores));
        total.forEach((x, r) => expect(x).toBe(parts.reduce((sum, p) => sum + p[r]!, 0n)));
        const worst = worstLiability(bets, scores);
        expect(total.every((x) => x <= worst)).toBe(true);
      }),
      { numRuns: 50 },
    );
  });
});
