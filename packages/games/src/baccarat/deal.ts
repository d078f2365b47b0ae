import type { Rng } from '../fair/rng';
import { SHOE_SIZE, shoeCard } from './cards';
import type { Card } from './cards';
import { playCoup } from './rules';
import type { BaccaratRound } from './rules';

/**
 * Draws cards one at a time from a freshly shuffled 8-deck shoe: the k-th card (k = 0, 1, …) is
 * position k + rng.int(416 − k) of the shoe after the previous swaps, swapped into place (a Fisher–Yates
 * shuffle stopped after the cards used). Every round gets a new full shoe, so a round is fixed by its
 * own seeds alone and the odds never depend on earlier rounds.
 */
export function shoeDraw(rng: Rng): () => Card {
  const shoe = Array.from({ length: SHOE_SIZE }, (_, i) => i);
  let dealt = 0;
  return () => {
    if (dealt === SHOE_SIZE) throw new Error('shoe exhausted');
    const pick = dealt + rng.int(SHOE_SIZE - dealt);
    [shoe[dealt], shoe[pick]] = [shoe[pick]!, shoe[dealt]!];
    return shoeCard(shoe[dealt++]!);
  };
}

/** Deals one provably fair coup: cards from `shoeDraw(rng)`, in the order `playCoup` takes them. */
export function dealRound(rng: Rng): BaccaratRound {
  return playCoup(shoeDraw(rng));
}
