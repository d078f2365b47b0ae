import { SLOT_MAX_BET_PER_LINE_CENTS } from '@swerte/contracts';

/** The bet-per-line ladder of the slot, in cents: 0.01 up to 100.00. */
const LADDER = [1, 2, 5, 10, 20, 50, 100, 200, 500, 1_000, 2_000, 5_000, 10_000].map(BigInt);

/**
 * The bets per line a player can pick: the ladder from the game's min bet up to the house maximum. A
 * min bet between two rungs becomes the first step, so the smallest bet allowed is always offered.
 */
export function slotBetSteps(minBetCents: bigint): bigint[] {
  const max = BigInt(SLOT_MAX_BET_PER_LINE_CENTS);
  const min = minBetCents > 0n ? minBetCents : 1n;
  const above = LADDER.filter((step) => step > min && step <= max);
  return min <= max ? [min, ...above] : [max];
}

/** Baccarat chips in cents (1 to 1,000), from the table's min bet up. */
const CHIPS = [1, 5, 10, 50, 100, 500, 1_000].map((pesos) => BigInt(pesos) * 100n);

export function baccaratChips(minBetCents: bigint): bigint[] {
  const chips = CHIPS.filter((chip) => chip >= minBetCents);
  return chips.length > 0 ? chips : [minBetCents];
}
