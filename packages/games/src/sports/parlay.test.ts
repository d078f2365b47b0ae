import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Fraction } from '../maths/fraction';
import { MAX_ODDS, MIN_ODDS } from './odds';
import {
  parlayPotentialReturn,
  parlayPrice,
  parlayPriceText,
  parlayProblem,
  parlayState,
  settleParlay,
} from './parlay';
import type { SettledLeg } from './parlay';
import { OUTCOMES } from './settle';
import type { Outcome } from './settle';

const leg = (eventId: string, odds: bigint, outcome: Outcome = 'won'): SettledLeg => ({
  eventId,
  odds,
  settlement: { outcome, share: Fraction.one },
});

describe('parlays', () => {
  const legs = [leg('e1', 1900n), leg('e2', 2100n), leg('e3', 1850n)];

  it('prices the product of the legs and shows it rounded down', () => {
    expect(parlayPrice(legs)).toEqual(new Fraction(73_815, 10_000)); // 1.90 × 2.10 × 1.85
    expect(parlayPriceText(legs)).toBe('7.381');
    expect(parlayPotentialReturn(1000n, legs)).toBe(7381n); // 73.815 rounded down
    expect(parlayPotentialReturn(1000n, legs, 5000n)).toBe(5000n);
  });

  it('settles void legs at 1.00, half legs at their half factors, and a lost leg to nothing', () => {
    expect(settleParlay(1000n, legs)).toBe(7381n);
    expect(settleParlay(1000n, [legs[0]!, leg('e2', 2100n, 'void'), legs[2]!])).toBe(3515n);
    expect(settleParlay(1000n, [leg('e1', 1900n, 'halfWon'), leg('e2', 2000n)])).toBe(2900n); // 1.45 × 2
    expect(settleParlay(1000n, [leg('e1', 1900n, 'halfLost'), leg('e2', 2000n)])).toBe(1000n); // 0.5 × 2
    expect(settleParlay(1000n, [legs[0]!, leg('e2', 2100n, 'lost'), legs[2]!])).toBe(0n);
    expect(
      settleParlay(
        1000n,
        legs.map((l) => ({ ...l, settlement: { outcome: 'void', share: Fraction.one } })),
      ),
    ).toBe(1000n);
  });

  it('checks the legs: count, and two selections of one event under the forbid rule', () => {
    expect(parlayProblem(legs, 'forbid')).toBeNull();
    expect(parlayProblem([legs[0]!], 'forbid')).toBe('error_sports_parlay_legs');
    const sameEvent = [legs[0]!, leg('e1', 2000n)];
    expect(parlayProblem(sameEvent, 'forbid')).toBe('error_sports_same_event');
    expect(parlayProblem(sameEvent, 'allow')).toBeNull();
  });

  it('knows when a parlay is decided', () => {
    expect(parlayState([legs[0]!, { eventId: 'e2', odds: 2000n }])).toBe('open');
    expect(parlayState([leg('e1', 1900n, 'lost'), { eventId: 'e2', odds: 2000n }])).toBe('lost');
    expect(parlayState(legs)).toBe('settled');
  });

  const settledLegArb = fc
    .record({
      eventId: fc.string({ minLength: 1, maxLength: 4 }),
      odds: fc.bigInt({ min: MIN_ODDS, max: 20_000n }),
      outcome: fc.constantFrom(...OUTCOMES),
    })
    .map(({ eventId, odds, outcome }) => leg(eventId, odds, outcome));
  const stakeArb = fc.bigInt({ min: 1n, max: 10n ** 9n });

  it('property: a void leg anywhere changes nothing', () => {
    fc.assert(
      fc.property(
        stakeArb,
        fc.array(settledLegArb, { maxLength: 8 }),
        fc.bigInt({ min: MIN_ODDS, max: MAX_ODDS }),
        fc.nat(),
        (stake, rest, odds, at) => {
          const i = at % (rest.length + 1);
          const withVoid = [...rest.slice(0, i), leg('void', odds, 'void'), ...rest.slice(i)];
          expect(settleParlay(stake, withVoid)).toBe(settleParlay(stake, rest));
        },
      ),
    );
  });

  it('property: the order of the legs does not matter, and the return is between 0 and the potential return', () => {
    fc.assert(
      fc.property(stakeArb, fc.array(settledLegArb, { minLength: 1, maxLength: 8 }), (stake, legs) => {
        const payout = settleParlay(stake, legs);
        expect(settleParlay(stake, [...legs].reverse())).toBe(payout);
        expect(payout >= 0n && payout <= parlayPotentialReturn(stake, legs)).toBe(true);
        const allWon = legs.map((l) => ({
          ...l,
          settlement: { outcome: 'won' as const, share: Fraction.one },
        }));
        expect(settleParlay(stake, allWon)).toBe(parlayPotentialReturn(stake, legs));
      }),
    );
  });
});
