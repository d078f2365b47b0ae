import {
  FISHING_MAX_BET_CENTS,
  FISHING_RTP_BASIS_POINTS,
  HOUSE_GAMES,
  formatCents,
  parseCents,
  type FairnessState,
  type FishingRoundWire,
  type HouseRound,
  type Language,
} from '@swerte/contracts';
import { DEFAULT_FISH, createRng, resolveShots } from '@swerte/games';
import { AppError } from '../../platform/errors.js';
import type { HouseContext, Player } from './house-context.js';
import * as repo from './house.repository.js';
import { toHouseRound } from './round-view.js';
import { toFairnessState } from './seeds.service.js';

export interface ShotsInput {
  requestId: string;
  shots: { fish: string; bet: string }[];
}

const MULTIPLIER: ReadonlyMap<string, number> = new Map(
  DEFAULT_FISH.map((fish) => [fish.code, fish.multiplier]),
);

/**
 * Fishing, server-authoritative: the page renders the sea and sends the shots fired since its last batch
 * (about one a second) with the fish each hit; the server draws every kill from the member's seed pair
 * (one nonce a batch, a draw a shot) and settles the batch as one round: its bets debited and its wins
 * credited through the wallet in one transaction, so ten shots a second cost the ledger one round. A kill
 * chance of RTP ÷ multiplier makes every shot return the RTP whichever fish the player claims to hit.
 */
export function createFishingService(house: HouseContext) {
  async function shoot(player: Player, input: ShotsInput, language: Language) {
    const game = await house.gameRow('fishing');
    if (!game.playable) throw new AppError('game_maintenance');
    const shots = input.shots.map(({ fish, bet }, index) => {
      const multiplier = MULTIPLIER.get(fish);
      if (!multiplier)
        throw new AppError('error_invalid_request', { fields: { [`shots.${index}.fish`]: 'no such fish' } });
      const stake = parseCents(bet);
      if (stake < BigInt(game.minBetCents)) throw new AppError('error_bet_below_min');
      if (stake > BigInt(FISHING_MAX_BET_CENTS)) throw new AppError('error_bet_above_max');
      return { fish, stake, multiplier };
    });
    const vendor = await house.callingVendor('fishing');
    const roundId = `fish-${player.memberId.toString(36)}-${input.requestId}`;

    const played = await house.db.transaction(async (tx) => {
      const seed = await house.seeds.lockActive(tx, player.memberId);
      const existing = await repo.findRound(tx, roundId);
      if (existing) {
        // The same batch sent again (a retry): its round as first played, nothing moves.
        if (existing.memberId !== player.memberId || existing.game !== 'fishing')
          throw new AppError('error_idempotency_conflict');
        const seeds = await repo.findSeeds(tx, [existing.seedId ?? seed.id]);
        return {
          row: existing,
          seed: seeds.get(existing.seedId ?? seed.id) ?? seed,
          active: seed,
          balance: null,
        };
      }
      const seeds = await house.seeds.takeRoundSeeds(tx, seed);
      const batch = resolveShots(createRng(seeds), shots, FISHING_RTP_BASIS_POINTS);
      const gameName = house.gameName(game, 'EN');
      const staked = await house.debit(tx, vendor, player, roundId, batch.stake, gameName);
      const balance = await house.credit(tx, vendor, player, roundId, batch.payout, staked.wallet);
      const outcome: FishingRoundWire = {
        shots: batch.outcomes.map((shot, index) => ({
          fish: shots[index]!.fish,
          multiplier: shot.multiplier,
          bet: formatCents(shot.stake),
          killed: shot.killed,
          win: formatCents(shot.payout),
        })),
      };
      const at = house.now();
      const row = await repo.insertRound(tx, {
        roundId,
        memberId: player.memberId,
        game: 'fishing',
        gameCode: HOUSE_GAMES.fishing.gameCode,
        status: 'settled',
        seedId: seed.id,
        nonce: seeds.nonce,
        stake: batch.stake,
        payout: batch.payout,
        bet: input.shots,
        outcome,
        createdAt: at,
        settledAt: at,
      });
      return { row, seed, active: seed, balance: formatCents(balance) };
    });
    return {
      round: toHouseRound(played.row, played.seed, game, language),
      // Read after commit: a read beside an open transaction would wait for it on the embedded database.
      balance: played.balance ?? (await house.balance(player)),
      fairness: toFairnessState(played.active),
    } satisfies { round: HouseRound; balance: string; fairness: FairnessState };
  }

  return { shoot };
}
