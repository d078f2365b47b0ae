import { describe, expect, it } from 'vitest';
import { createRng } from '../fair/rng';
import { DEFAULT_FISH, resolveShots } from './shot';
import { simulateFishing } from './simulate';

describe('fishing simulation', () => {
  it('draws exactly what the server settles: the same kills as resolveShots batch by batch', () => {
    const school = DEFAULT_FISH;
    const run = simulateFishing(40, { rtpBasisPoints: 9_600, seed: 'sim' });
    let kills = 0;
    for (let nonce = 0; nonce < 2; nonce++) {
      const shots = Array.from({ length: 20 }, (_, k) => ({
        stake: 1n,
        multiplier: school[(nonce * 20 + k) % school.length]!.multiplier,
      }));
      const batch = resolveShots(
        createRng({ serverSeed: 'sim', clientSeed: 'simulation', nonce }),
        shots,
        9_600,
      );
      kills += batch.outcomes.filter((o) => o.killed).length;
    }
    expect(run.perFish.reduce((sum, f) => sum + f.kills, 0)).toBe(kills);
  });

  it('realises the RTP within five standard errors over 100,000 shots', { timeout: 30_000 }, () => {
    const run = simulateFishing(100_000, { rtpBasisPoints: 9_600, seed: 'ci' });
    expect(run.deviations).toBeLessThan(5);
    expect(run.perFish.reduce((sum, f) => sum + f.shots, 0)).toBe(100_000);
  });
});
