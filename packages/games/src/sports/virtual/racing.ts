import type { Rng } from '../../fair/rng';
import { Fraction } from '../../maths/fraction';
import type { Placings } from '../markets';

/**
 * Virtual racing: runners with whole strengths finish in a Plackett–Luce order. The winner is runner i
 * with probability s_i / Σ s; second is drawn the same way among the rest, and so on. Exact, and drawn
 * by the fair RNG with one `int(strength left)` per position.
 */

export const MIN_RUNNERS = 2;
export const MAX_RUNNERS = 16;
export const MAX_STRENGTH = 1_000_000;
/** Place markets pay the first 1 to 4 (the exact sum runs over every ordered prefix of that many runners). */
export const MAX_PLACES = 4;

function assertStrengths(strengths: readonly number[]): void {
  if (strengths.length < MIN_RUNNERS || strengths.length > MAX_RUNNERS) {
    throw new RangeError(`a race has ${MIN_RUNNERS} to ${MAX_RUNNERS} runners`);
  }
  if (!strengths.every((s) => Number.isInteger(s) && s >= 1 && s <= MAX_STRENGTH)) {
    throw new RangeError(`strengths are whole numbers from 1 to ${MAX_STRENGTH}`);
  }
}

export interface RaceModel {
  /** P(runner i finishes in the first k), exactly, for each runner. */
  placeProbabilities(k: number): Fraction[];
}

export function raceModel(strengths: readonly number[]): RaceModel {
  assertStrengths(strengths);
  return {
    placeProbabilities(k) {
      if (!Number.isInteger(k) || k < 1 || k > Math.min(MAX_PLACES, strengths.length)) {
        throw new RangeError(`places from 1 to ${MAX_PLACES} (and at most the runners)`);
      }
      const sums = strengths.map(() => Fraction.zero);
      // Every ordered prefix of k runners and its probability; each runner in it gets that probability.
      const walk = (used: number[], left: number, probability: Fraction) => {
        if (used.length === k) {
          for (const i of used) sums[i] = sums[i]!.add(probability);
          return;
        }
        strengths.forEach((s, i) => {
          if (used.includes(i)) return;
          walk([...used, i], left - s, probability.mul(new Fraction(s, left)));
        });
      };
      walk(
        [],
        strengths.reduce((a, b) => a + b, 0),
        Fraction.one,
      );
      return sums;
    },
  };
}

/**
 * Draw order (verification follows it): positions first to last, each one `int(Σ strengths left)`,
 * read cumulatively over the runners left in their listed order. Answers the runners' indices.
 */
export function drawRace(rng: Rng, strengths: readonly number[]): number[] {
  assertStrengths(strengths);
  const left = strengths.map((_, i) => i);
  const order: number[] = [];
  while (left.length > 0) {
    let x = rng.int(left.reduce((sum, i) => sum + strengths[i]!, 0));
    const at = left.findIndex((i) => {
      x -= strengths[i]!;
      return x < 0;
    });
    order.push(left[at]!);
    left.splice(at, 1);
  }
  return order;
}

/** A drawn order as the placings an outright settles on (no ties in a virtual race). */
export function racePlacings(order: readonly number[], ids: readonly string[]): Placings {
  return { order: order.map((i) => [ids[i]!]) };
}
