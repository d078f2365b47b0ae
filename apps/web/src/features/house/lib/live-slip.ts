import { LIVE_MAX_BETS, LIVE_MAX_BET_CENTS, formatCents } from '@swerte/contracts';
import type { LiveBetWire } from '@swerte/contracts';

/** A bet on the layout without its stake: what a spot stands for. */
export type LiveSpot = Omit<LiveBetWire, 'amount'>;

/** One chip laid on a spot; the slip is their sum per spot, and Undo lifts the last one. */
export interface LivePlacement {
  key: string;
  spot: LiveSpot;
  cents: bigint;
}

/** A spot's identity on the layout: kind plus what it names, the same however the numbers were listed. */
export function spotKey(spot: LiveSpot): string {
  const sorted = (list: readonly number[] | undefined) => [...(list ?? [])].sort((a, b) => a - b).join('-');
  return [spot.kind, sorted(spot.numbers), spot.which ?? '', sorted(spot.faces), spot.total ?? ''].join(':');
}

export function liveSlipTotals(placements: readonly LivePlacement[]): Map<string, bigint> {
  const totals = new Map<string, bigint>();
  for (const { key, cents } of placements) totals.set(key, (totals.get(key) ?? 0n) + cents);
  return totals;
}

export type PlaceRefusal = 'maxBet' | 'maxBets';

/** Lays a chip unless the spot would pass the largest stake or the slip the number of bets a slip takes. */
export function placeLiveChip(
  placements: readonly LivePlacement[],
  spot: LiveSpot,
  cents: bigint,
): LivePlacement[] | PlaceRefusal {
  const key = spotKey(spot);
  const totals = liveSlipTotals(placements);
  if ((totals.get(key) ?? 0n) + cents > BigInt(LIVE_MAX_BET_CENTS)) return 'maxBet';
  if (!totals.has(key) && totals.size >= LIVE_MAX_BETS) return 'maxBets';
  return [...placements, { key, spot, cents }];
}

/** The bet call's list: one entry per spot with its summed stake, in the order the spots were first laid. */
export function liveSlipBets(placements: readonly LivePlacement[]): LiveBetWire[] {
  const totals = liveSlipTotals(placements);
  const seen = new Set<string>();
  const bets: LiveBetWire[] = [];
  for (const { key, spot } of placements) {
    if (seen.has(key)) continue;
    seen.add(key);
    bets.push({ ...spot, amount: formatCents(totals.get(key) ?? 0n) });
  }
  return bets;
}
