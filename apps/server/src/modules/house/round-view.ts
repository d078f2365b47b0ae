import {
  formatCents,
  type BaccaratRoundWire,
  type FishingRoundWire,
  type HouseRound,
  type Language,
  type SlotRoundWire,
  type SlotSpinWire,
} from '@swerte/contracts';
import type { BaccaratBetResult, BaccaratRound, SlotRound, SpinResult } from '@swerte/games';
import type * as repo from './house.repository.js';

export function toSpinWire(spin: SpinResult): SlotSpinWire {
  return {
    mode: spin.mode,
    stops: spin.stops,
    grid: spin.grid,
    lineWins: spin.lineWins.map((win) => ({ ...win, payout: formatCents(win.payout) })),
    scatter: { ...spin.scatter, payout: formatCents(spin.scatter.payout) },
    multiplier: spin.multiplier,
    payout: formatCents(spin.payout),
  };
}

export function toSlotWire(round: SlotRound): SlotRoundWire {
  return {
    lines: round.bet.lines,
    betPerLine: formatCents(round.bet.betPerLine),
    base: toSpinWire(round.base),
    freeSpins: round.freeSpins.map(toSpinWire),
  };
}

/** What a dealt table round keeps: the coup and each bet's result (the bets are in `bet`). */
export interface BaccaratOutcome {
  coup: BaccaratRound;
  results: BaccaratRoundWire['results'];
}

export function toResultsWire(
  results: readonly BaccaratBetResult[],
): NonNullable<BaccaratRoundWire['results']> {
  return results.map((result) => ({
    kind: result.kind,
    amount: formatCents(result.stake),
    outcome: result.outcome,
    payout: formatCents(result.payout),
  }));
}

/**
 * A stored round as the player sees it. `seed` is the pair it was dealt on, or for a round not dealt
 * yet the active pair it will be dealt on; its server seed shows only once revealed.
 */
export function toHouseRound(
  row: repo.RoundRow,
  seed: repo.SeedRow,
  names: { nameEn: string; nameTy: string },
  language: Language,
): HouseRound {
  const baccaratBets = (row.bet ?? []) as BaccaratRoundWire['bets'];
  const outcome = row.outcome as (SlotRoundWire & BaccaratOutcome) | null;
  return {
    roundId: row.roundId,
    game: row.game,
    gameCode: row.gameCode,
    gameName: language === 'EN' ? names.nameEn : names.nameTy,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    settledAt: row.settledAt?.toISOString() ?? null,
    stake: formatCents(row.stake),
    payout: formatCents(row.payout),
    commitment: seed.commitment,
    clientSeed: seed.clientSeed,
    nonce: row.nonce,
    serverSeed: seed.revealedAt ? seed.serverSeed : null,
    slot: row.game === 'slot' && outcome ? outcome : null,
    baccarat:
      row.game === 'baccarat'
        ? { bets: baccaratBets, coup: outcome?.coup ?? null, results: outcome?.results ?? null }
        : null,
    fishing: row.game === 'fishing' ? (row.outcome as FishingRoundWire) : null,
  };
}
