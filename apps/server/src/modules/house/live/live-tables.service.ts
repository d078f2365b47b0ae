import { randomBytes } from 'node:crypto';
import {
  HOUSE_GAMES,
  LIVE_BET_WINDOW_SECONDS,
  LIVE_HISTORY_LENGTH,
  LIVE_MAX_BET_CENTS,
  LIVE_TABLE_GAMES,
  formatCents,
  parseCents,
  type LiveBetWire,
  type LiveOutcome,
  type LiveRoundDetail,
  type LiveSlip,
  type LiveTable,
  type LiveTableGame,
} from '@swerte/contracts';
import { commitSeed, createRng } from '@swerte/games';
import type { Broadcast } from '../../../platform/broadcast.js';
import { AppError } from '../../../platform/errors.js';
import type { BetBulkService } from '../../wallet/bets/index.js';
import type { HouseContext, Player } from '../house-context.js';
import { TABLE_RULES } from './live-rules.js';
import * as repo from './live-tables.repository.js';

export interface LiveTablesDeps {
  house: HouseContext;
  betSettlement: Pick<BetBulkService, 'settleMany'>;
  broadcast: Broadcast;
}

export type LiveTablesService = ReturnType<typeof createLiveTablesService>;

/** The topic a table's state is broadcast on: every node's open streams of the table listen to it. */
export const tableTopic = (game: LiveTableGame) => `live-table:${game}`;

/** The betting record's round id of a member's slip: the table, the round and the member. */
const PREFIX: Readonly<Record<LiveTableGame, string>> = { roulette: 'rou', sicbo: 'sic', dragonTiger: 'dt' };
const slipBetId = (game: LiveTableGame, roundNo: number, memberId: number) =>
  `${PREFIX[game]}-${roundNo.toString(36)}-${memberId.toString(36)}`;

/** A round's fair inputs: its own server seed, the table's game code as client seed, its number as nonce. */
const roundSeeds = (game: LiveTableGame, round: repo.LiveRoundRow) => ({
  serverSeed: round.serverSeed,
  clientSeed: HOUSE_GAMES[game].gameCode,
  nonce: round.roundNo,
});

/**
 * The shared tables. `advance` moves a table on, one conditional step at a time, so any node may run
 * it and a node killed between steps leaves a state the next run finishes: no round → open one;
 * betting past its close → draw and close it; drawn → pay its slips in bulk (resumable, once per slip),
 * mark it settled, open the next. Every change is broadcast to every node's open streams of the table.
 */
export function createLiveTablesService({ house, betSettlement, broadcast }: LiveTablesDeps) {
  const { db, now } = house;

  async function open(game: LiveTableGame) {
    const serverSeed = randomBytes(32).toString('hex');
    await repo.openRound(
      db,
      game,
      { serverSeed, commitment: commitSeed(serverSeed) },
      LIVE_BET_WINDOW_SECONDS,
    );
  }

  async function pay(game: LiveTableGame, round: repo.LiveRoundRow) {
    const outcome = round.outcome as LiveOutcome;
    const slips = await repo.slipsOfRound(db, round.id);
    const payouts = slips.map((slip) => ({
      slip,
      payout: TABLE_RULES[game].payout(slip.bets as LiveBetWire[], outcome),
    }));
    if (payouts.length > 0) {
      const report = await betSettlement.settleMany({
        settlementKey: `live:${game}:${round.roundNo}`,
        items: payouts.map(({ slip, payout }) => ({
          vendor: HOUSE_GAMES[game].vendor,
          vendorBetId: slip.vendorBetId,
          memberId: slip.memberId,
          payout,
          validBet: slip.stake,
        })),
      });
      if (report.refused.length > 0)
        throw new Error(`live ${game} round ${round.roundNo}: ${report.refused.length} slips refused`);
    }
    await repo.recordPayouts(
      db,
      payouts.map(({ slip, payout }) => ({ id: slip.id, payout })),
    );
    await repo.markSettled(db, round.id);
  }

  /** Moves one table on as far as it can go now; answers whether anything changed. */
  async function advance(game: LiveTableGame): Promise<boolean> {
    const row = await house.gameRow(game).catch(() => null);
    // A table runs while its game is in the catalogue and switched on.
    if (!row?.playable) return false;
    let round = await repo.findCurrentRound(db, game);
    if (!round) {
      await open(game);
      return true;
    }
    if (round.state === 'betting') {
      if (round.closesAt > now()) return false;
      const outcome = TABLE_RULES[game].draw(createRng(roundSeeds(game, round)));
      // The database's clock decides; a round another node closed first is left to it.
      round = await db.transaction((tx) => repo.closeRound(tx, round!.id, outcome));
      if (!round) return false;
      await publish(game);
    }
    await pay(game, round);
    await open(game);
    return true;
  }

  async function publish(game: LiveTableGame) {
    broadcast.publish(tableTopic(game), JSON.stringify(await table(game)));
  }

  /** One run of the schedule over every table; a table that fails does not hold up the others. */
  async function tick(): Promise<void> {
    const failures: unknown[] = [];
    for (const game of LIVE_TABLE_GAMES) {
      try {
        if (await advance(game)) await publish(game);
      } catch (error) {
        failures.push(error);
      }
    }
    if (failures.length > 0) throw failures[0];
  }

  async function table(game: LiveTableGame): Promise<LiveTable> {
    const [round, settled] = await Promise.all([
      repo.findCurrentRound(db, game),
      repo.settledRounds(db, game, LIVE_HISTORY_LENGTH),
    ]);
    return {
      game,
      gameCode: HOUSE_GAMES[game].gameCode,
      round: round
        ? {
            roundNo: round.roundNo,
            state: round.state,
            commitment: round.commitment,
            closesAt: round.closesAt.toISOString(),
          }
        : null,
      history: settled.map((r) => ({ roundNo: r.roundNo, outcome: r.outcome as LiveOutcome })),
      serverTime: now().toISOString(),
    };
  }

  async function tables(): Promise<LiveTable[]> {
    const open: LiveTable[] = [];
    for (const game of LIVE_TABLE_GAMES) {
      const row = await house.gameRow(game).catch(() => null);
      if (row?.playable) open.push(await table(game));
    }
    return open;
  }

  /** A table players can see: its game is in the catalogue and switched on. */
  async function visibleTable(game: LiveTableGame): Promise<LiveTable> {
    const row = await house.gameRow(game);
    if (!row.playable) throw new AppError('game_maintenance');
    return table(game);
  }

  function checkLimits(bets: readonly LiveBetWire[], minBetCents: number): bigint {
    let total = 0n;
    for (const bet of bets) {
      const stake = parseCents(bet.amount);
      if (stake < BigInt(minBetCents)) throw new AppError('error_bet_below_min');
      if (stake > BigInt(LIVE_MAX_BET_CENTS)) throw new AppError('error_bet_above_max');
      total += stake;
    }
    return total;
  }

  /** Stakes a slip on the round taking bets: one per member and round, one wallet bet for its total. */
  async function bet(
    player: Player,
    game: LiveTableGame,
    body: { roundNo: number; bets: LiveBetWire[] },
    language: Parameters<HouseContext['gameName']>[1],
  ): Promise<{ slip: LiveSlip; balance: string }> {
    const row = await house.gameRow(game);
    TABLE_RULES[game].check(body.bets);
    const stake = checkLimits(body.bets, row.minBetCents);
    const vendor = await house.callingVendor(game);
    const balance = await db.transaction(async (tx) => {
      const round = await repo.lockBettingRound(tx, game, body.roundNo);
      if (!round) throw new AppError('error_round_closed');
      const vendorBetId = slipBetId(game, round.roundNo, player.memberId);
      const slip = await repo.insertSlip(tx, {
        roundId: round.id,
        memberId: player.memberId,
        vendorBetId,
        bets: body.bets,
        stake,
      });
      if (!slip) throw new AppError('error_round_exists');
      return (await house.debit(tx, vendor, player, vendorBetId, stake, house.gameName(row, language)))
        .balance;
    });
    return {
      slip: {
        game,
        roundNo: body.roundNo,
        bets: body.bets,
        stake: formatCents(stake),
        payout: null,
        outcome: null,
      },
      balance: formatCents(balance),
    };
  }

  async function mySlips(
    player: Player,
    game: LiveTableGame,
  ): Promise<{ slips: LiveSlip[]; balance: string }> {
    const rows = await repo.memberSlips(db, player.memberId, game, 20);
    return {
      slips: rows.map(({ slip, round }) => ({
        game,
        roundNo: round.roundNo,
        bets: slip.bets as LiveBetWire[],
        stake: formatCents(slip.stake),
        payout: slip.payout === null ? null : formatCents(slip.payout),
        outcome: round.state === 'settled' ? (round.outcome as LiveOutcome) : null,
      })),
      balance: await house.balance(player),
    };
  }

  /** A round for verification: the seed only once the round is settled. */
  async function round(game: LiveTableGame, roundNo: number): Promise<LiveRoundDetail> {
    const row = await repo.findRound(db, game, roundNo);
    if (!row) throw new AppError('error_round_not_found');
    const seeds = roundSeeds(game, row);
    const settled = row.state === 'settled';
    return {
      game,
      roundNo,
      state: row.state,
      commitment: row.commitment,
      serverSeed: settled ? seeds.serverSeed : null,
      clientSeed: seeds.clientSeed,
      nonce: seeds.nonce,
      outcome: row.state === 'betting' ? null : (row.outcome as LiveOutcome),
    };
  }

  return {
    tick,
    advance,
    table: visibleTable,
    tables,
    bet,
    mySlips,
    round,
    /** Runs `listener` with the table's state (JSON) whenever any node changes the table. */
    watch: (game: LiveTableGame, listener: (state: string) => void) =>
      broadcast.subscribe(tableTopic(game), listener),
  };
}
