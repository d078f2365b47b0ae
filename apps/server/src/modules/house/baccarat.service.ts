import { randomBytes } from 'node:crypto';
import {
  BACCARAT_BET_WINDOW_SECONDS,
  BACCARAT_MAX_BET_CENTS,
  BACCARAT_ROAD_LENGTH,
  HOUSE_GAMES,
  parseCents,
  type BaccaratBetWire,
  type BaccaratTable,
  type Language,
} from '@swerte/contracts';
import { createRng, dealRound, settle } from '@swerte/games';
import type { Tx } from '../../platform/db/client.js';
import { AppError } from '../../platform/errors.js';
import type { CallingVendor } from '../vendor-wallet/vendor-wallet.service.js';
import type { HouseContext, Player } from './house-context.js';
import * as repo from './house.repository.js';
import { toHouseRound, toResultsWire, type BaccaratOutcome } from './round-view.js';
import { toFairnessState } from './seeds.service.js';

/** A staked round the player left is dealt by the sweep this long after its timer ended. */
export const SWEEP_GRACE_MS = 10_000;

/**
 * The baccarat table: each member has their own table whose rounds take bets for
 * BACCARAT_BET_WINDOW_SECONDS, then are dealt from the member's seed pair at the next nonce. A bet slip
 * is one debit; the deal credits the payout in the transaction that records the coup.
 */
export function createBaccaratService(house: HouseContext) {
  const { db, now } = house;

  async function prepare() {
    const game = await house.gameRow('baccarat');
    return { game, vendor: await house.callingVendor('baccarat') };
  }

  async function dealLocked(
    tx: Tx,
    seed: repo.SeedRow,
    row: repo.RoundRow,
    vendor: CallingVendor,
    player: Player,
  ) {
    const seeds = await house.seeds.takeRoundSeeds(tx, seed);
    const coup = dealRound(createRng(seeds));
    const bets = ((row.bet ?? []) as BaccaratBetWire[]).map((bet) => ({
      kind: bet.kind,
      stake: parseCents(bet.amount),
    }));
    const settlement = settle(bets, coup);
    if (row.status === 'open') {
      await house.credit(
        tx,
        vendor,
        player,
        row.roundId,
        settlement.payout,
        undefined,
        settlement.validStake,
      );
    }
    const outcome: BaccaratOutcome = { coup, results: toResultsWire(settlement.results) };
    return repo.updateRound(tx, row.id, {
      status: 'settled',
      seedId: seed.id,
      nonce: seeds.nonce,
      payout: settlement.payout,
      outcome,
      settledAt: now(),
    });
  }

  /** The table as the player sees it, opening a new round when none takes bets; `tx` holds the seed lock. */
  async function tableIn(tx: Tx, seed: repo.SeedRow, vendor: CallingVendor, player: Player) {
    let live = await repo.findLiveTableRound(tx, player.memberId);
    if (live?.closesAt && live.closesAt <= now()) {
      // The timer ran out while nobody dealt: a staked round is dealt now, an empty one is dropped.
      if (live.status === 'open') await dealLocked(tx, seed, live, vendor, player);
      else await repo.deleteRound(tx, live.id);
      live = null;
    }
    live ??= await repo.insertRound(tx, {
      roundId: `bac-${player.memberId.toString(36)}-${randomBytes(9).toString('base64url')}`,
      memberId: player.memberId,
      game: 'baccarat',
      gameCode: HOUSE_GAMES.baccarat.gameCode,
      status: 'betting',
      closesAt: new Date(now().getTime() + BACCARAT_BET_WINDOW_SECONDS * 1000),
    });
    const dealt = await repo.listDealtTableRounds(tx, player.memberId, BACCARAT_ROAD_LENGTH);
    const seeds = await repo.findSeeds(tx, dealt[0]?.seedId ? [dealt[0].seedId] : []);
    return { live, seed, dealt, previousSeed: seeds.get(dealt[0]?.seedId ?? -1) ?? seed };
  }

  async function table(player: Player, language: Language): Promise<BaccaratTable> {
    const { game, vendor } = await prepare();
    return view(
      await db.transaction(async (tx) =>
        tableIn(tx, await house.seeds.lockActive(tx, player.memberId), vendor, player),
      ),
      player,
      game,
      language,
    );
  }

  async function view(
    state: Awaited<ReturnType<typeof tableIn>>,
    player: Player,
    game: repo.HouseGameRow,
    language: Language,
  ): Promise<BaccaratTable> {
    const { live, seed, dealt, previousSeed } = state;
    const previous = dealt[0];
    return {
      round: {
        ...toHouseRound(live, seed, game, language),
        closesAt: (live.closesAt ?? now()).toISOString(),
      },
      previous: previous ? toHouseRound(previous, previousSeed, game, language) : null,
      road: dealt
        .map((row) => (row.outcome as BaccaratOutcome).coup)
        .reverse()
        .map(({ winner, playerPair, bankerPair }) => ({ winner, playerPair, bankerPair })),
      // Read after commit: a read beside an open transaction would wait for it on the embedded database.
      balance: await house.balance(player),
      fairness: toFairnessState(seed),
      serverTime: now().toISOString(),
    };
  }

  type RoundWork = (
    tx: Tx,
    seed: repo.SeedRow,
    row: repo.RoundRow,
    vendor: CallingVendor,
    game: repo.HouseGameRow,
  ) => Promise<unknown>;

  /** Runs `work` on the member's locked round; with `answer`, returns the table as it is afterwards. */
  async function onRound(player: Player, roundId: string, work: RoundWork, language: Language | null) {
    const { game, vendor } = await prepare();
    const state = await db.transaction(async (tx) => {
      const seed = await house.seeds.lockActive(tx, player.memberId);
      const row = await repo.findRound(tx, roundId, true);
      if (row?.memberId !== player.memberId || row.game !== 'baccarat')
        throw new AppError('error_round_not_found');
      await work(tx, seed, row, vendor, game);
      return language ? tableIn(tx, seed, vendor, player) : null;
    });
    return state && language ? view(state, player, game, language) : null;
  }

  async function answering(player: Player, roundId: string, language: Language, work: RoundWork) {
    const table = await onRound(player, roundId, work, language);
    if (!table) throw new Error('baccarat table missing');
    return table;
  }

  function checkLimits(bets: readonly BaccaratBetWire[], minBetCents: number): bigint {
    let total = 0n;
    for (const bet of bets) {
      const stake = parseCents(bet.amount);
      if (stake < BigInt(minBetCents)) throw new AppError('error_bet_below_min');
      if (stake > BigInt(BACCARAT_MAX_BET_CENTS[bet.kind])) throw new AppError('error_bet_above_max');
      total += stake;
    }
    return total;
  }

  return {
    table,
    /** Stakes the bet slip on the round while it takes bets: once per round. */
    bet: (player: Player, roundId: string, bets: BaccaratBetWire[], language: Language) =>
      answering(player, roundId, language, async (tx, _seed, row, vendor, game) => {
        if (!game.playable) throw new AppError('game_maintenance');
        const total = checkLimits(bets, game.minBetCents);
        if (row.status === 'open') throw new AppError('error_round_exists');
        if (row.status !== 'betting' || !row.closesAt || row.closesAt <= now())
          throw new AppError('error_round_closed');
        await house.debit(tx, vendor, player, roundId, total, house.gameName(game, 'EN'));
        await repo.updateRound(tx, row.id, { status: 'open', stake: total, bet: bets });
      }),
    /** Deals the round once its timer is over; a dealt round answers as it was dealt. */
    deal: (player: Player, roundId: string, language: Language) =>
      answering(player, roundId, language, async (tx, seed, row, vendor) => {
        if (row.status === 'settled' || row.status === 'void') return;
        if (row.closesAt && row.closesAt > now()) throw new AppError('error_round_betting');
        await dealLocked(tx, seed, row, vendor, player);
      }),
    /** Deals staked rounds whose players left before the timer ended; returns how many it dealt. */
    async sweep(limit = 20): Promise<number> {
      const overdue = await repo.listOverdueRounds(db, new Date(now().getTime() - SWEEP_GRACE_MS), limit);
      for (const { roundId, memberId } of overdue) {
        const player: Player = {
          memberId,
          playerId: house.playerIdFor(memberId, 'baccarat'),
          game: 'baccarat',
        };
        await onRound(
          player,
          roundId,
          async (tx, seed, row, vendor) => {
            if (row.status === 'open') await dealLocked(tx, seed, row, vendor, player);
          },
          null,
        );
      }
      return overdue.length;
    },
  };
}
