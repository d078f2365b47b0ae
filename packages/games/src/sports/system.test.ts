import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Fraction } from '../maths/fraction';
import { settleParlay } from './parlay';
import type { SettledLeg } from './parlay';
import { OUTCOMES } from './settle';
import type { Outcome } from './settle';
import {
  NAMED_SYSTEMS,
  NAMED_SYSTEM_KINDS,
  settleSystem,
  systemBetCount,
  systemLines,
  systemPotentialReturn,
  systemProblem,
  systemStake,
} from './system';

const leg = (eventId: string, odds: bigint, outcome: Outcome = 'won'): SettledLeg => ({
  eventId,
  odds,
  settlement: { outcome, share: Fraction.one },
});

const choose = (n: number, k: number): number => {
  let c = 1;
  for (let i = 1; i <= k; i++) c = (c * (n - k + i)) / i;
  return c;
};

describe('system bets', () => {
  it('holds the usual number of bets', () => {
    const counts = Object.fromEntries(NAMED_SYSTEM_KINDS.map((name) => [name, systemBetCount({ name })]));
    expect(counts).toEqual({
      trixie: 4,
      patent: 7,
      yankee: 11,
      lucky15: 15,
      superYankee: 26,
      lucky31: 31,
      heinz: 57,
      lucky63: 63,
      superHeinz: 120,
      goliath: 247,
    });
    expect(systemBetCount({ size: 2, of: 3 })).toBe(3);
    expect(systemStake({ name: 'yankee' }, 100n)).toBe(1100n);
    expect(() => systemBetCount({ size: 4, of: 3 })).toThrow(RangeError);
    expect(() => systemBetCount({ size: 2, of: 13 })).toThrow(RangeError);
  });

  it('property: a system holds Σ C(n, k) distinct lines over its sizes', () => {
    const kindArb = fc.oneof(
      fc.constantFrom(...NAMED_SYSTEM_KINDS).map((name) => ({ name })),
      fc
        .integer({ min: 1, max: 12 })
        .chain((of) => fc.integer({ min: 1, max: of }).map((size) => ({ size, of }))),
    );
    fc.assert(
      fc.property(kindArb, (kind) => {
        const { selections, sizes } =
          'name' in kind ? NAMED_SYSTEMS[kind.name] : { selections: kind.of, sizes: [kind.size] };
        const lines = systemLines(kind);
        expect(lines.length).toBe(sizes.reduce((sum, k) => sum + choose(selections, k), 0));
        expect(new Set(lines.map((l) => l.join(','))).size).toBe(lines.length);
        for (const line of lines) {
          expect(sizes).toContain(line.length);
          expect(line.every((i, j) => i >= 0 && i < selections && (j === 0 || i > line[j - 1]!))).toBe(true);
        }
      }),
    );
  });

  it('settles a trixie and a lucky 15 line by line', () => {
    const abc = [leg('a', 2000n), leg('b', 3000n), leg('c', 1500n)];
    // AB 6 + AC 3 + BC 4.5 + ABC 9 = 22.5 units of 1.00.
    expect(settleSystem({ name: 'trixie' }, 100n, abc)).toBe(2250n);
    expect(systemPotentialReturn({ name: 'trixie' }, 100n, abc)).toBe(2250n);
    // A lucky 15 with its fourth selection lost pays what a patent on the other three pays.
    const withLoser = [...abc, leg('d', 4000n, 'lost')];
    expect(settleSystem({ name: 'lucky15' }, 100n, withLoser)).toBe(
      settleSystem({ name: 'patent' }, 100n, abc),
    );
    expect(settleSystem({ name: 'lucky15' }, 100n, withLoser, 500n)).toBe(500n);
    expect(() => settleSystem({ name: 'yankee' }, 100n, abc)).toThrow(RangeError);
  });

  it('checks the selections of a system', () => {
    const abc = [leg('a', 2000n), leg('b', 3000n), leg('c', 1500n)];
    expect(systemProblem({ name: 'trixie' }, abc, 'forbid')).toBeNull();
    expect(systemProblem({ name: 'yankee' }, abc, 'forbid')).toBe('error_sports_system_selections');
    const twice = [leg('a', 2000n), leg('a', 3000n), leg('c', 1500n)];
    expect(systemProblem({ name: 'trixie' }, twice, 'forbid')).toBe('error_sports_same_event');
    expect(systemProblem({ name: 'trixie' }, twice, 'allow')).toBeNull();
  });

  it('property: a system settles as the sum of its parlays (counted over subsets by bit mask)', () => {
    const legArb = fc
      .record({ odds: fc.bigInt({ min: 1001n, max: 20_000n }), outcome: fc.constantFrom(...OUTCOMES) })
      .map(({ odds, outcome }) => leg('x', odds, outcome));
    fc.assert(
      fc.property(
        fc.constantFrom(...NAMED_SYSTEM_KINDS),
        fc.array(legArb, { minLength: 8, maxLength: 8 }),
        fc.bigInt({ min: 1n, max: 100_000n }),
        (name, pool, unit) => {
          const { selections, sizes } = NAMED_SYSTEMS[name];
          const legs = pool.slice(0, selections);
          let expected = 0n;
          for (let mask = 1; mask < 1 << selections; mask++) {
            const subset = legs.filter((_, i) => mask & (1 << i));
            if ((sizes as readonly number[]).includes(subset.length)) expected += settleParlay(unit, subset);
          }
          expect(settleSystem({ name }, unit, legs)).toBe(expected);
        },
      ),
      { numRuns: 50 },
    );
  });
});
