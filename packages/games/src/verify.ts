import { dealRound } from './baccarat/deal';
import type { BaccaratRound } from './baccarat/rules';
import { settle } from './baccarat/settle';
import type { BaccaratBet, BaccaratSettlement } from './baccarat/settle';
import { createRng, verifySeedCommitment } from './fair/rng';
import type { RoundSeeds } from './fair/rng';
import { playSlotRound, swerteFiesta } from './slot/spin';
import type { SlotBet, SlotRound } from './slot/spin';
import type { CompiledSlot } from './slot/engine';

/** A past round's seeds as revealed after rotation, with the commitment shown before it was played. */
export interface RevealedSeeds extends RoundSeeds {
  /** SHA-256 hex of the server seed, as published before play. */
  commitment: string;
}

export interface Verified<T> {
  /** The revealed server seed hashes to the published commitment. */
  commitmentMatches: boolean;
  /** The round recomputed from the seeds: compare it with the one in the betting record. */
  round: T;
}

/** Recomputes a slot round (base spin and free spins) from its revealed seeds and bet. */
export function verifySlotRound(
  seeds: RevealedSeeds,
  bet: SlotBet,
  slot: CompiledSlot = swerteFiesta,
): Verified<SlotRound> {
  return {
    commitmentMatches: verifySeedCommitment(seeds.serverSeed, seeds.commitment),
    round: playSlotRound(createRng(seeds), bet, slot),
  };
}

/** Recomputes a baccarat coup from its revealed seeds, and settles the bets placed on it when given. */
export function verifyBaccaratRound(
  seeds: RevealedSeeds,
  bets: readonly BaccaratBet[] = [],
): Verified<BaccaratRound> & { settlement: BaccaratSettlement } {
  const round = dealRound(createRng(seeds));
  return {
    commitmentMatches: verifySeedCommitment(seeds.serverSeed, seeds.commitment),
    round,
    settlement: settle(bets, round),
  };
}
