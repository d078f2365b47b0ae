import { describe, expect, it } from 'vitest';
import { slotReturn } from './maths';
import { simulateSlot } from './simulate';
import { swerteFiesta } from './spin';

// 20 million paid spins: with a standard deviation of 3.11 total bets per spin the standard error of
// the measured return is 0.07 percentage points, so the ±0.2 pp bound is about three standard errors.
const SPINS = 20_000_000;

describe('slot simulation', () => {
  it(`measures the exact return within ±0.2 pp over ${SPINS.toLocaleString('en')} spins`, () => {
    const exact = slotReturn(swerteFiesta);
    const started = performance.now();
    const result = simulateSlot(swerteFiesta, { spins: SPINS, seed: 96 });
    const seconds = (performance.now() - started) / 1000;
    console.info(
      `simulated ${SPINS} spins in ${seconds.toFixed(1)} s: RTP ${(result.rtp * 100).toFixed(3)}% ` +
        `(exact ${exact.rtp.mul(100).toFixed(3)}%), ${result.freeSpins} free spins`,
    );
    expect(Math.abs(result.rtp - exact.rtp.toNumber())).toBeLessThanOrEqual(0.002);
    expect(Math.abs(result.triggers / SPINS - exact.trigger.toNumber())).toBeLessThan(0.0002);

    // Exact hit frequency and standard deviation, from statistics.test.ts's enumeration.
    expect(Math.abs(result.hits / SPINS - 0.4488)).toBeLessThan(0.001);
    expect(result.standardDeviation / 3.108).toBeCloseTo(1, 1);
    const freeSpinsPerSpin = exact.trigger.mul(exact.freeSpinsPerFeature).toNumber();
    expect(Math.abs(result.freeSpins / SPINS - freeSpinsPerSpin) / freeSpinsPerSpin).toBeLessThan(0.01);
  }, 120_000);
});
