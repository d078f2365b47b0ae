import { createRng, type RoundSeeds, type Rng } from '../fair/rng';
import { Fraction } from '../maths/fraction';

/** A kind of fish: what it pays, as a whole multiple of the shot's bet. */
export interface FishKind {
  code: string;
  multiplier: number;
}

/** The school a room swims, from small fry to the boss. */
export const DEFAULT_FISH: readonly FishKind[] = [
  { code: 'clownfish', multiplier: 2 },
  { code: 'puffer', multiplier: 3 },
  { code: 'angelfish', multiplier: 5 },
  { code: 'lionfish', multiplier: 8 },
  { code: 'turtle', multiplier: 10 },
  { code: 'ray', multiplier: 15 },
  { code: 'octopus', multiplier: 20 },
  { code: 'swordfish', multiplier: 30 },
  { code: 'shark', multiplier: 50 },
  { code: 'whale', multiplier: 100 },
  { code: 'golden-dragon', multiplier: 300 },
];

/** RTP in basis points of the bet (9,600 = 96%); the chance that a shot kills is RTP ÷ multiplier. */
const BASIS = 10_000;
const MAX_DRAW = 0x1_0000_0000;

export interface Shot {
  /** Cents staked on the shot. */
  stake: bigint;
  /** The multiplier of the fish the shot hit. */
  multiplier: number;
}

export interface ShotOutcome extends Shot {
  killed: boolean;
  /** Cents returned: stake × multiplier on a kill, else 0. */
  payout: bigint;
}

function assertShot(shot: Shot, rtpBasisPoints: number): void {
  if (shot.stake <= 0n) throw new RangeError('a shot stakes a positive number of cents');
  if (!Number.isInteger(rtpBasisPoints) || rtpBasisPoints < 1 || rtpBasisPoints > BASIS)
    throw new RangeError('RTP is 1 to 10,000 basis points');
  const { multiplier } = shot;
  if (!Number.isInteger(multiplier) || multiplier * BASIS < rtpBasisPoints || multiplier * BASIS > MAX_DRAW)
    throw new RangeError(`a fish pays a whole multiple of at least the RTP, got ${multiplier}`);
}

/** The exact chance that a shot at a fish of this multiplier kills it. */
export const killChance = (multiplier: number, rtpBasisPoints: number): Fraction =>
  new Fraction(rtpBasisPoints, BASIS * multiplier);

/**
 * One shot, server-side: it kills when a uniform draw below BASIS × multiplier falls under the RTP in
 * basis points, so P(kill) × multiplier is the RTP exactly, whatever fish the player aims at. The draw is
 * the fair stream's first, so a revealed seed replays the shot.
 */
export function resolveShot(rng: Rng, shot: Shot, rtpBasisPoints: number): ShotOutcome {
  assertShot(shot, rtpBasisPoints);
  const killed = rng.int(BASIS * shot.multiplier) < rtpBasisPoints;
  return { ...shot, killed, payout: killed ? shot.stake * BigInt(shot.multiplier) : 0n };
}

/** A batch of shots settled as one round of the wallet: what it staked and what it paid, in cents. */
export interface ShotBatch {
  outcomes: ShotOutcome[];
  stake: bigint;
  payout: bigint;
}

/**
 * Resolves shots fired on one seed pair, shot k (0-based) with nonce `firstNonce + k`: the batch a
 * session settles each second through the wallet, all or nothing.
 */
export function resolveShots(
  seeds: Omit<RoundSeeds, 'nonce'>,
  firstNonce: number,
  shots: readonly Shot[],
  rtpBasisPoints: number,
): ShotBatch {
  const outcomes = shots.map((shot, k) =>
    resolveShot(createRng({ ...seeds, nonce: firstNonce + k }), shot, rtpBasisPoints),
  );
  return {
    outcomes,
    stake: outcomes.reduce((sum, o) => sum + o.stake, 0n),
    payout: outcomes.reduce((sum, o) => sum + o.payout, 0n),
  };
}

/**
 * The RTP a run of shots realised, with its standard error: a shot at multiplier m pays m with chance
 * r ÷ m, so its variance is m·r − r² (stake 1). What the simulation compares with the configured RTP.
 */
export function realisedRtp(
  outcomes: readonly ShotOutcome[],
  rtpBasisPoints: number,
): { rtp: number; standardError: number } {
  const r = rtpBasisPoints / BASIS;
  let staked = 0;
  let paid = 0;
  let variance = 0;
  for (const o of outcomes) {
    const stake = Number(o.stake);
    staked += stake;
    paid += Number(o.payout);
    variance += stake * stake * (o.multiplier * r - r * r);
  }
  return { rtp: paid / staked, standardError: Math.sqrt(variance) / staked };
}
