import { BACCARAT_BET_KINDS, BACCARAT_MAX_BET_CENTS } from '@swerte/contracts';
import type { BaccaratBetKindWire, BaccaratBetWire } from '@swerte/contracts';
import { formatCents } from '@swerte/contracts';

/** One chip laid on a spot; the slip is their sum per spot, and Undo lifts the last one. */
export interface Placement {
  kind: BaccaratBetKindWire;
  cents: bigint;
}

export type SlipTotals = Record<BaccaratBetKindWire, bigint>;

export function slipTotals(placements: readonly Placement[]): SlipTotals {
  const totals = Object.fromEntries(BACCARAT_BET_KINDS.map((kind) => [kind, 0n])) as SlipTotals;
  for (const { kind, cents } of placements) totals[kind] += cents;
  return totals;
}

/** Lays a chip unless the spot would go over the table's maximum for that bet. */
export function placeChip(
  placements: readonly Placement[],
  kind: BaccaratBetKindWire,
  cents: bigint,
): Placement[] | null {
  const after = slipTotals(placements)[kind] + cents;
  return after > BigInt(BACCARAT_MAX_BET_CENTS[kind]) ? null : [...placements, { kind, cents }];
}

/** The bet call's list: one entry per spot with a stake, in the table's order. */
export function slipBets(placements: readonly Placement[]): BaccaratBetWire[] {
  const totals = slipTotals(placements);
  return BACCARAT_BET_KINDS.filter((kind) => totals[kind] > 0n).map((kind) => ({
    kind,
    amount: formatCents(totals[kind]),
  }));
}

export function slipTotal(placements: readonly Placement[]): bigint {
  return placements.reduce((sum, placement) => sum + placement.cents, 0n);
}
