import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Fraction } from '../maths/fraction';
import { scriptedRng } from '../testing/scripted-rng';
import { DEFAULT_FISH, killChance, realisedRtp, resolveShot, resolveShots } from './shot';

const RTP = 9_600;

describe('fishing shots', () => {
  it('returns the RTP exactly on every fish: kill chance × multiplier', () => {
    for (const fish of DEFAULT_FISH)
      expect(killChance(fish.multiplier, RTP).mul(fish.multiplier)).toEqual(new Fraction(96, 100));
  });

  it('kills exactly when the draw falls under the RTP in basis points', () => {
    // A draw below 9,600 of 10,000 × m kills; 9,600 itself does not.
    expect(resolveShot(scriptedRng([9_599]), { stake: 100n, multiplier: 5 }, RTP)).toMatchObject({
      killed: true,
      payout: 500n,
    });
    expect(resolveShot(scriptedRng([9_600]), { stake: 100n, multiplier: 5 }, RTP)).toMatchObject({
      killed: false,
      payout: 0n,
    });
  });

  it('counts the kills of every draw: P(kill) is 9,600 of 10,000 × m', () => {
    const multiplier = 3;
    let kills = 0;
    for (let draw = 0; draw < 10_000 * multiplier; draw++)
      if (resolveShot(scriptedRng([draw]), { stake: 1n, multiplier }, RTP).killed) kills++;
    expect(kills).toBe(RTP);
  });

  it('refuses a fish paying less than the RTP, a zero stake or an RTP above 100%', () => {
    expect(() => resolveShot(scriptedRng([0]), { stake: 100n, multiplier: 0 }, RTP)).toThrow(RangeError);
    expect(() => resolveShot(scriptedRng([0]), { stake: 0n, multiplier: 2 }, RTP)).toThrow(RangeError);
    expect(() => resolveShot(scriptedRng([0]), { stake: 1n, multiplier: 2 }, 10_001)).toThrow(RangeError);
    expect(() => resolveShot(scriptedRng([0]), { stake: 1n, multiplier: 1.5 }, RTP)).toThrow(RangeError);
  });

  it('settles a batch as its shots: stakes and payouts summed, replayed the same from its seeds', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            stake: fc.bigInt({ min: 1n, max: 100_000n }),
            multiplier: fc.constantFrom(...DEFAULT_FISH.map((f) => f.multiplier)),
          }),
          { minLength: 1, maxLength: 20 },
        ),
        fc.nat(1_000_000),
        (shots, firstNonce) => {
          const seeds = { serverSeed: 'server', clientSeed: 'client' };
          const batch = resolveShots(seeds, firstNonce, shots, RTP);
          expect(batch.stake).toBe(shots.reduce((sum, s) => sum + s.stake, 0n));
          expect(batch.payout).toBe(batch.outcomes.reduce((sum, o) => sum + o.payout, 0n));
          for (const o of batch.outcomes)
            expect(o.payout).toBe(o.killed ? o.stake * BigInt(o.multiplier) : 0n);
          expect(resolveShots(seeds, firstNonce, shots, RTP)).toEqual(batch);
        },
      ),
      { numRuns: 50 },
    );
  });

  it('realises the RTP within four standard errors over 20,000 shots at every fish', () => {
    const shots = Array.from({ length: 20_000 }, (_, k) => ({
      stake: 100n,
      multiplier: DEFAULT_FISH[k % DEFAULT_FISH.length]!.multiplier,
    }));
    const batch = resolveShots({ serverSeed: 'simulation', clientSeed: 'fishing' }, 0, shots, RTP);
    const { rtp, standardError } = realisedRtp(batch.outcomes, RTP);
    expect(Math.abs(rtp - 0.96)).toBeLessThan(4 * standardError);
  });
});
