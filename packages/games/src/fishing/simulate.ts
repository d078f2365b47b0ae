import { createRng } from '../fair/rng';
import { DEFAULT_FISH } from './shot';
import type { FishKind } from './shot';

/** Shots a batch takes on the server: one nonce of the fair stream per batch, one draw per shot. */
const BATCH = 20;
const BASIS = 10_000;

export interface FishingSimulation {
  shots: number;
  /** Paid ÷ staked over every shot (stake 1 each). */
  measured: number;
  exact: number;
  standardError: number;
  /** |measured − exact| in standard errors. */
  deviations: number;
  /** Kills per fish kind, with the shots at it. */
  perFish: { code: string; multiplier: number; shots: number; kills: number }[];
}

/**
 * Fires `shots` shots the way the server settles them: batches of 20 on one nonce each, from a fixed
 * server seed, every shot at the next fish of the school in turn, each killing when a draw below
 * 10,000 × m falls under the RTP. Counts instead of storing outcomes, so 10⁸ shots need no memory.
 */
export function simulateFishing(
  shots: number,
  options: { rtpBasisPoints: number; seed: string; school?: readonly FishKind[] },
): FishingSimulation {
  const school = options.school ?? DEFAULT_FISH;
  const r = options.rtpBasisPoints / BASIS;
  const kills = school.map(() => 0);
  const fired = school.map(() => 0);
  let fish = 0;
  for (let nonce = 0, done = 0; done < shots; nonce++) {
    const rng = createRng({ serverSeed: options.seed, clientSeed: 'simulation', nonce });
    for (let k = 0; k < BATCH && done < shots; k++, done++) {
      const kind = school[fish]!;
      fired[fish]! += 1;
      if (rng.int(BASIS * kind.multiplier) < options.rtpBasisPoints) kills[fish]! += 1;
      fish = (fish + 1) % school.length;
    }
  }
  let paid = 0;
  let variance = 0;
  school.forEach((kind, i) => {
    paid += kills[i]! * kind.multiplier;
    variance += fired[i]! * (kind.multiplier * r - r * r);
  });
  const measured = paid / shots;
  const standardError = Math.sqrt(variance) / shots;
  return {
    shots,
    measured,
    exact: r,
    standardError,
    deviations: Math.abs(measured - r) / standardError,
    perFish: school.map((kind, i) => ({
      code: kind.code,
      multiplier: kind.multiplier,
      shots: fired[i]!,
      kills: kills[i]!,
    })),
  };
}
