import type { EventResult, Selection } from './markets';
import type { Odds } from './odds';
import { settleSelection, settleSingle } from './settle';

/** A single staked on a selection, as the liability sees it. */
export interface Exposure {
  selection: Selection;
  odds: Odds;
  /** Cents. */
  stake: bigint;
}

/**
 * What the house pays out net of the stakes it took, in cents, if the event ends in each of the given
 * results (negative: the house wins). Settled with the book's own rules, so quarter lines, voids and
 * overlapping selections count exactly. Scores from 0–0 to n–n cover a football market in practice.
 */
export function liabilityByResult(exposures: readonly Exposure[], results: readonly EventResult[]): bigint[] {
  const staked = exposures.reduce((sum, e) => sum + e.stake, 0n);
  return results.map(
    (result) =>
      exposures.reduce(
        (sum, e) => sum + settleSingle(e.stake, e.odds, settleSelection(e.selection, result)),
        0n,
      ) - staked,
  );
}

/** The worst case over the results (0 with no exposure): what an operator's cap is compared with. */
export function worstLiability(exposures: readonly Exposure[], results: readonly EventResult[]): bigint {
  return liabilityByResult(exposures, results).reduce((worst, x) => (x > worst ? x : worst), 0n);
}

/** Every final score from 0–0 to max–max, as results (football's liability scenarios). */
export function scoresUpTo(max: number): EventResult[] {
  return Array.from({ length: (max + 1) ** 2 }, (_, i) => ({
    kind: 'score' as const,
    score: { home: Math.floor(i / (max + 1)), away: i % (max + 1) },
  }));
}

/** A market is suspended once its worst case passes the operator's cap (cents). */
export function isOverLiabilityCap(
  exposures: readonly Exposure[],
  results: readonly EventResult[],
  cap: bigint,
): boolean {
  return worstLiability(exposures, results) > cap;
}
