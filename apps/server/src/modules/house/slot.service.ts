import {
  HOUSE_GAMES,
  SLOT_MAX_BET_PER_LINE_CENTS,
  formatCents,
  parseCents,
  type FairnessState,
  type HouseRound,
  type Language,
} from '@swerte/contracts';
import { createRng, playSlotRound } from '@swerte/games';
import { AppError } from '../../platform/errors.js';
import type { HouseContext, Player } from './house-context.js';
import * as repo from './house.repository.js';
import { toHouseRound, toSlotWire } from './round-view.js';
import { toFairnessState } from './seeds.service.js';

export interface SpinInput {
  requestId: string;
  lines: number;
  betPerLine: string;
}

export interface SpinOutcome {
  round: HouseRound;
  balance: string;
  fairness: FairnessState;
}

/**
 * Swerte Fiesta. A spin is one transaction: the member's seed pair is locked and its next nonce taken,
 * the round (paid spin and its free spins) is played from those seeds, the stake is debited and the
 * payout credited through the wallet (in process, in cents), and the round is stored. A crash leaves all of it or none.
 */
export function createSlotService(house: HouseContext) {
  async function spin(player: Player, input: SpinInput, language: Language): Promise<SpinOutcome> {
    const game = await house.gameRow('slot');
    if (!game.playable) throw new AppError('game_maintenance');
    const betPerLine = parseCents(input.betPerLine);
    if (betPerLine < BigInt(game.minBetCents)) throw new AppError('error_bet_below_min');
    if (betPerLine > BigInt(SLOT_MAX_BET_PER_LINE_CENTS)) throw new AppError('error_bet_above_max');
    const vendor = await house.callingVendor('slot');
    const roundId = `slot-${player.memberId.toString(36)}-${input.requestId}`;
    const gameName = house.gameName(game, 'EN');

    const played = await house.db.transaction(async (tx) => {
      const seed = await house.seeds.lockActive(tx, player.memberId);
      const existing = await repo.findRound(tx, roundId);
      if (existing) {
        // The same spin asked again (a retry): its round as first played, nothing moves.
        if (existing.memberId !== player.memberId || existing.game !== 'slot')
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
      const round = playSlotRound(createRng(seeds), { betPerLine, lines: input.lines });
      const staked = await house.debit(tx, vendor, player, roundId, round.stake, gameName);
      const balance = await house.credit(tx, vendor, player, roundId, round.payout, staked.wallet);
      const at = house.now();
      const row = await repo.insertRound(tx, {
        roundId,
        memberId: player.memberId,
        game: 'slot',
        gameCode: HOUSE_GAMES.slot.gameCode,
        status: 'settled',
        seedId: seed.id,
        nonce: seeds.nonce,
        stake: round.stake,
        payout: round.payout,
        bet: { lines: input.lines, betPerLine: input.betPerLine },
        outcome: toSlotWire(round),
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
    };
  }

  return { spin };
}
