import { describe, expect, it } from 'vitest';
import { simulateLottery } from './simulate';

// CI's share of the lottery simulation: 100,000 fast draws and 25,000 of each Vietnamese region (a draw
// settles all 19 bet types, about 50 µs), every bet type settled once a draw. A type's measured return
// must lie within 5 standard errors of its exact return (for 63 checks a false alarm is about 1 in
// 30,000 runs). `npm run simulate:lottery` runs 10,000,000 draws of each game.
const DRAWS = { north: 25_000, south: 25_000, central: 25_000, sea: 100_000 } as const;

describe('lottery simulation', () => {
  for (const game of ['north', 'south', 'central', 'sea'] as const)
    it(`measures every bet type's exact return on ${DRAWS[game].toLocaleString('en')} ${game} draws`, () => {
      const simulation = simulateLottery(game, { draws: DRAWS[game], seed: 17 });
      expect(simulation.types.length).toBeGreaterThanOrEqual(6);
      for (const type of simulation.types) {
        expect(type.standardError, type.betType).toBeGreaterThan(0);
        expect(type.deviations, `${type.betType}: ${type.measured} vs ${type.exact}`).toBeLessThan(5);
      }
    }, 120_000);

  it('would catch a wrong exact figure: lô 2 số paid once a draw instead of every occurrence', () => {
    const simulation = simulateLottery('north', { draws: DRAWS.north, seed: 5 });
    const lo = simulation.types.find((type) => type.betType === 'lo2')!;
    // P(the number ends at least one of 27 prizes) × 95 / 27, where the rule pays 27/100 × 95 / 27.
    const wrong = ((1 - 0.99 ** 27) * 95) / 27;
    expect(Math.abs(lo.measured - wrong) / lo.standardError).toBeGreaterThan(5);
    expect(lo.deviations).toBeLessThan(5);
  }, 120_000);
});
