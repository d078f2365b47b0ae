import type { Rng } from '../../fair/rng';
import { Fraction } from '../../maths/fraction';
import type { Score } from '../markets';

/**
 * Virtual football: each side's goals follow a Poisson law whose mean comes from the teams' ratings,
 * written as integer weights out of GOALS_SCALE so that the model is exact, the same in every browser
 * (no floating-point exp), and drawn with the fair RNG by one `int(GOALS_SCALE)` per side.
 */

/** A team's ratings in thousandths of an average side: attack 1200 scores 20% more; defence 800 concedes 20% less. */
export interface TeamRatings {
  attack: number;
  defence: number;
}

/** Goals a side scores against an average team, in thousandths: at home 1.450, away 1.150. */
export const HOME_GOALS = 1450;
export const AWAY_GOALS = 1150;
/** Goals are counted 0 to MAX_GOALS; the last count holds the whole tail (MAX_GOALS or more). */
export const MAX_GOALS = 10;
export const GOALS_SCALE = 1_000_000_000;
/** Means are kept between 0.050 and 6.000 goals (ratings beyond that change nothing). */
const MIN_MEAN = new Fraction(50, 1000);
const MAX_MEAN = new Fraction(6);
const RATING_MIN = 100;
const RATING_MAX = 5000;

const FIXED = 10n ** 40n;

function assertRatings(team: TeamRatings): void {
  for (const value of [team.attack, team.defence]) {
    if (!Number.isInteger(value) || value < RATING_MIN || value > RATING_MAX) {
      throw new RangeError(`ratings are whole thousandths from ${RATING_MIN} to ${RATING_MAX}`);
    }
  }
}

/** The expected goals of each side: base × attack × the other side's defence, clamped. */
export function goalMeans(home: TeamRatings, away: TeamRatings): { home: Fraction; away: Fraction } {
  assertRatings(home);
  assertRatings(away);
  const clamp = (f: Fraction) =>
    f.compare(MIN_MEAN) < 0 ? MIN_MEAN : f.compare(MAX_MEAN) > 0 ? MAX_MEAN : f;
  const mean = (base: number, attack: number, defence: number) =>
    clamp(new Fraction(BigInt(base) * BigInt(attack) * BigInt(defence), 1_000_000_000n));
  return {
    home: mean(HOME_GOALS, home.attack, away.defence),
    away: mean(AWAY_GOALS, away.attack, home.defence),
  };
}

/**
 * Poisson weights of 0..MAX_GOALS goals for a mean λ, summing to GOALS_SCALE exactly: each count's
 * e^−λ λ^k / k! rounded down to 10⁻⁹ (computed in 40-digit integer fixed point), the last count
 * taking what is left (the tail, and the few units the rounding left).
 */
export function poissonWeights(mean: Fraction): number[] {
  // e^λ and λ^k / k! in fixed point; the series' terms fall below one unit well before it is cut.
  const terms: bigint[] = [FIXED];
  let term = FIXED;
  let expLambda = FIXED;
  for (let k = 1; term > 0n; k++) {
    term = (term * mean.n) / (mean.d * BigInt(k));
    expLambda += term;
    if (k < MAX_GOALS) terms.push(term);
  }
  const scale = BigInt(GOALS_SCALE);
  // Rounded down, so the counts never pass the scale and the tail keeps what they leave (never negative).
  const weights = terms.map((t) => Number((t * scale) / expLambda));
  const used = weights.reduce((a, b) => a + b, 0);
  weights.push(GOALS_SCALE - used);
  return weights;
}

/** The exact model of a match: each side's goal weights (independent). */
export interface FootballModel {
  home: number[];
  away: number[];
}

export function footballModel(home: TeamRatings, away: TeamRatings): FootballModel {
  const means = goalMeans(home, away);
  return { home: poissonWeights(means.home), away: poissonWeights(means.away) };
}

/** Every score the model can give, with its exact probability (weights over GOALS_SCALE²). */
export function scoreDistribution(model: FootballModel): { score: Score; probability: Fraction }[] {
  const denominator = BigInt(GOALS_SCALE) * BigInt(GOALS_SCALE);
  return model.home.flatMap((wh, h) =>
    model.away.map((wa, a) => ({
      score: { home: h, away: a },
      probability: new Fraction(BigInt(wh) * BigInt(wa), denominator),
    })),
  );
}

/** A count drawn from integer weights summing to GOALS_SCALE: one `int(GOALS_SCALE)`, read cumulatively. */
function drawCount(rng: Rng, weights: readonly number[]): number {
  let x = rng.int(GOALS_SCALE);
  for (let k = 0; k < weights.length; k++) {
    x -= weights[k]!;
    if (x < 0) return k;
  }
  throw new Error('weights do not sum to GOALS_SCALE');
}

/** Draw order (verification follows it): the home side's goals, then the away side's. */
export function drawFootball(rng: Rng, model: FootballModel): Score {
  const home = drawCount(rng, model.home);
  const away = drawCount(rng, model.away);
  return { home, away };
}
