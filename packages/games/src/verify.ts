import { dealRound } from './baccarat/deal';
import type { BaccaratRound } from './baccarat/rules';
import { settle } from './baccarat/settle';
import type { BaccaratBet, BaccaratSettlement } from './baccarat/settle';
import { createRng, verifySeedCommitment } from './fair/rng';
import type { RoundSeeds } from './fair/rng';
import { playSlotRound, swerteFiesta } from './slot/spin';
import type { SlotBet, SlotRound } from './slot/spin';
import type { CompiledSlot } from './slot/engine';
import { drawVnResult } from './lottery/regions';
import type { VnRegion, VnResult } from './lottery/regions';
import { drawSea } from './lottery/sea';
import type { Score } from './sports/markets';
import { drawFootball, footballModel } from './sports/virtual/football';
import type { TeamRatings } from './sports/virtual/football';
import { drawRace } from './sports/virtual/racing';
import { spinRoulette } from './live/roulette';
import { rollSicBo } from './live/sicbo';
import type { Dice } from './live/sicbo';
import { dealDragonTiger } from './live/dragon-tiger';
import type { DragonTigerRound } from './live/dragon-tiger';

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

/**
 * Recomputes a lottery draw from its revealed seeds: the full prize table of a Vietnamese regional
 * draw (the house's own draws; official results entered by operators have no seeds).
 */
export function verifyVnDraw(seeds: RevealedSeeds, region: VnRegion): Verified<VnResult> {
  return {
    commitmentMatches: verifySeedCommitment(seeds.serverSeed, seeds.commitment),
    round: drawVnResult(createRng(seeds), region),
  };
}

/** Recomputes a fast SEA draw (five digits, positions 1 to 5) from its revealed seeds. */
export function verifySeaDraw(seeds: RevealedSeeds): Verified<number[]> {
  return {
    commitmentMatches: verifySeedCommitment(seeds.serverSeed, seeds.commitment),
    round: drawSea(createRng(seeds)),
  };
}

/**
 * Recomputes a virtual football match from its revealed seeds and the two teams' ratings published with
 * the event: the home side's goals, then the away side's.
 */
export function verifyVirtualFootball(
  seeds: RevealedSeeds,
  home: TeamRatings,
  away: TeamRatings,
): Verified<Score> {
  return {
    commitmentMatches: verifySeedCommitment(seeds.serverSeed, seeds.commitment),
    round: drawFootball(createRng(seeds), footballModel(home, away)),
  };
}

/** Recomputes a virtual race's finishing order (runner indices, first to last) from its revealed seeds. */
export function verifyVirtualRace(seeds: RevealedSeeds, strengths: readonly number[]): Verified<number[]> {
  return {
    commitmentMatches: verifySeedCommitment(seeds.serverSeed, seeds.commitment),
    round: drawRace(createRng(seeds), strengths),
  };
}

/** A shared live table's round as drawn: a roulette pocket, three sic bo dice or dragon tiger's cards. */
export type LiveTableDraw =
  | { game: 'roulette'; pocket: number }
  | { game: 'sicbo'; dice: Dice }
  | { game: 'dragonTiger'; round: DragonTigerRound };

/**
 * Recomputes a live table round from its revealed seeds (client seed the table's game code, nonce the
 * round number): the same draw the server made when betting closed.
 */
export function verifyLiveTableRound(
  seeds: RevealedSeeds,
  game: LiveTableDraw['game'],
): Verified<LiveTableDraw> {
  const rng = createRng(seeds);
  const round: LiveTableDraw =
    game === 'roulette'
      ? { game, pocket: spinRoulette(rng) }
      : game === 'sicbo'
        ? { game, dice: rollSicBo(rng) }
        : { game, round: dealDragonTiger(rng) };
  return { commitmentMatches: verifySeedCommitment(seeds.serverSeed, seeds.commitment), round };
}
