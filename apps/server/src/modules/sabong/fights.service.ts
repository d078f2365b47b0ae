import { randomInt } from 'node:crypto';
import {
  formatCents,
  parseCents,
  type Language,
  type SabongBet,
  type SabongCard,
  type SabongFight,
} from '@swerte/contracts';
import {
  isOneSided,
  poolsOf as stakesBySide,
  sabongBetProblem,
  settleFight,
  type FightResult,
} from '@swerte/games';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Broadcast } from '../../platform/broadcast.js';
import type { Db, Tx } from '../../platform/db/client.js';
import { AppError } from '../../platform/errors.js';
import type { EventOutbox } from '../../platform/events/index.js';
import { siteDay } from '../../platform/site-day.js';
import type { BetBulkService, BetService } from '../wallet/bets/index.js';
import * as repo from './sabong.repository.js';
import {
  EMPTY_POOLS,
  SABONG_GAME_CODE,
  SABONG_VENDOR,
  poolsByFight,
  sabongBetId,
  settingsOf,
  toBet,
  toFight,
} from './views.js';

export interface FightDeps {
  db: Db;
  bets: Pick<BetService, 'placeBet'>;
  betSettlement: Pick<BetBulkService, 'settleMany'>;
  events: Pick<EventOutbox, 'publish'>;
  broadcast: Broadcast;
  /** The member's playable balance (cash, or play money for a trial account), as a wire amount. */
  balanceOf: (memberId: number) => Promise<string>;
  timeZone: string;
  log?: Pick<FastifyBaseLogger, 'error'>;
}

export type FightService = ReturnType<typeof createFightService>;

/** The topic the running card is broadcast on: every node's open streams listen to it. */
export const CARD_TOPIC = 'sabong:card';
/** The demo card's arena name. */
export const DEMO_CARD_NAME = 'Swerte Derby';
/** A demo fight lasts this long after its window closes, then the house enters its result. */
export const DEMO_FIGHT_SECONDS = 20;
/** Fights shown before and after the current one. */
const CARD_BEFORE = 10;
const CARD_AFTER = 5;
/** Bets close together are pushed to viewers as one update. */
const PUSH_DELAY_MS = 250;

const DEMO_ROOSTERS = [
  'Batangas Red',
  'Bulacan Hatch',
  'Cebu Kelso',
  'Pampanga Sweater',
  'Negros Roundhead',
  'Iloilo Grey',
  'Davao Lemon',
  'Laguna Claret',
  'Tarlac Radio',
  'Bohol Whitehackle',
  'Quezon Butcher',
  'Leyte Brown Red',
];

/** A demo fight's outcome, as a real derby's go: mostly a winner, now and then a draw or no contest. */
function demoResult(): FightResult {
  const roll = randomInt(0, 100);
  if (roll < 46) return 'meron';
  if (roll < 92) return 'wala';
  return roll < 97 ? 'draw' : 'cancelled';
}

/**
 * The fights' life: bets while open (each holds the fight's row shared, so a close waits for bets in
 * flight and none lands after it); the window closed by an operator or by its schedule; a result
 * (confirmed by a second operator, or the house's for a demo fight) settled in bulk through the wallet,
 * keyed by the fight, so racing or resumed runs pay each bet once. Every change is pushed to every
 * node's open streams.
 */
export function createFightService(deps: FightDeps) {
  const { db } = deps;

  async function fightView(fight: repo.FightRow, now?: Date): Promise<SabongFight> {
    const pools = poolsByFight(await repo.poolsOf(db, [fight.id])).get(fight.id) ?? EMPTY_POOLS;
    return toFight(fight, pools, now ?? (await repo.dbNow(db)));
  }

  async function fight(fightId: number): Promise<SabongFight> {
    const row = await repo.fightById(db, fightId);
    if (!row) throw new AppError('error_not_found');
    return fightView(row);
  }

  /** The running card around its current fight (open, else closed, else next); the last one when idle. */
  async function card(): Promise<SabongCard | null> {
    const live = await repo.liveFights(db);
    const current =
      live.find((f) => f.status === 'open') ??
      live.find((f) => f.status === 'closed') ??
      live.find((f) => f.status === 'scheduled') ??
      null;
    const anchor = current ?? (await repo.lastFinishedFight(db));
    if (!anchor) return null;
    const [cardRow, fights, now] = await Promise.all([
      repo.cardById(db, anchor.cardId),
      repo.fightsOfCard(db, anchor.cardId, anchor.fightNo, CARD_BEFORE, CARD_AFTER),
      repo.dbNow(db),
    ]);
    const pools = poolsByFight(
      await repo.poolsOf(
        db,
        fights.map((f) => f.id),
      ),
    );
    return {
      cardId: anchor.cardId,
      name: cardRow?.name ?? '',
      date: cardRow?.cardDate ?? '',
      currentFightId: current?.id ?? null,
      fights: fights.map((f) => toFight(f, pools.get(f.id) ?? EMPTY_POOLS, now)),
    };
  }

  let pushTimer: NodeJS.Timeout | null = null;
  /** Pushes the card to every node's viewers, bets close together as one update. */
  function pushSoon(): void {
    if (pushTimer) return;
    pushTimer = setTimeout(() => {
      pushTimer = null;
      card()
        .then((value) => deps.broadcast.publish(CARD_TOPIC, JSON.stringify(value)))
        .catch((error: unknown) => deps.log?.error({ err: error }, 'sabong card not pushed'));
    }, PUSH_DELAY_MS);
    pushTimer.unref();
  }

  async function replay(found: repo.BetRow, body: { fightId: number; side: string; stake: bigint }) {
    if (found.fightId !== body.fightId || found.side !== body.side || found.stake !== body.stake)
      throw new AppError('error_idempotency_conflict');
    const row = (await repo.fightById(db, found.fightId))!;
    return {
      bet: toBet(found, row.fightNo),
      fight: await fightView(row),
      balance: await deps.balanceOf(found.memberId),
    };
  }

  /** A bet on Meron, Wala or Draw: one wallet bet, idempotent on the member's requestId. */
  async function bet(
    memberId: number,
    body: { requestId: string; fightId: number; side: SabongBet['side']; stake: string },
    language: Language,
  ): Promise<{ bet: SabongBet; fight: SabongFight; balance: string }> {
    const stake = parseCents(body.stake);
    const wanted = { fightId: body.fightId, side: body.side, stake };
    const known = await repo.betByRequest(db, memberId, body.requestId);
    if (known) return replay(known, wanted);
    const fightRow = await repo.fightById(db, body.fightId);
    if (!fightRow) throw new AppError('error_not_found');
    const now = await repo.dbNow(db);
    const problem = sabongBetProblem(
      { status: fightRow.status, closesAt: fightRow.closesAt?.getTime() ?? null },
      now.getTime(),
      { side: body.side, stake },
      { minStake: fightRow.minStake, maxStake: fightRow.maxStake },
    );
    if (problem) throw new AppError(problem.code, problemValue(problem.code, problem.limit));
    const placed = await db.transaction(async (tx) => {
      const open = await repo.lockOpenFight(tx, body.fightId);
      if (!open) throw new AppError('error_sabong_betting_closed');
      const row = await repo.insertBet(tx, {
        memberId,
        requestId: body.requestId,
        ...wanted,
        fightId: open.id,
      });
      // The same requestId committed by a concurrent call first: answered below.
      if (!row) return null;
      const charged = await deps.bets.placeBet(tx, {
        memberId,
        vendor: SABONG_VENDOR,
        vendorBetId: sabongBetId(row.id),
        gameType: 'COCKFIGHT',
        gameCode: SABONG_GAME_CODE,
        gameName: language === 'EN' ? `Sabong fight ${open.fightNo}` : `Sabong laban ${open.fightNo}`,
        stake,
      });
      return { row, open, balance: charged.balance };
    });
    if (!placed) return replay((await repo.betByRequest(db, memberId, body.requestId))!, wanted);
    pushSoon();
    return {
      bet: toBet(placed.row, placed.open.fightNo),
      fight: await fightView(placed.open),
      balance: formatCents(placed.balance),
    };
  }

  async function myBets(
    memberId: number,
    query: { status: 'open' | 'settled' | 'all'; cursor?: number | undefined; pageSize: number },
  ) {
    const found = await repo.memberBets(db, memberId, query);
    const page = found.slice(0, query.pageSize);
    return {
      list: page.map(({ bet, fightNo }) => toBet(bet, fightNo)),
      nextCursor: found.length > query.pageSize ? page[page.length - 1]!.bet.id : null,
    };
  }

  /**
   * Pays a fight with a result: the bulk settlement (keyed by the fight; resumable, each bet once), each
   * bet's outcome, then the fight settled (cancelled for a cancellation), announced once by the runner
   * that moved it.
   */
  async function settle(fightRow: repo.FightRow): Promise<void> {
    const result = fightRow.result;
    if (!result) throw new Error(`fight ${fightRow.id} has no result`);
    const bets = await repo.betsOfFight(db, fightRow.id);
    const settled = settleFight(bets, result, settingsOf(fightRow));
    // A pool with no bet on one side pays no winner: its Meron and Wala bets are refunded.
    const oneSided = isOneSided(stakesBySide(bets));
    const refunded = (b: repo.BetRow) =>
      result === 'cancelled' || (b.side !== 'draw' && (result === 'draw' || oneSided));
    const marks = bets.map((b, i) => {
      const payout = settled.payouts[i]!;
      const status: repo.BetRow['status'] = refunded(b) ? 'refunded' : payout > 0n ? 'won' : 'lost';
      return { bet: b, payout, status };
    });
    if (marks.length > 0) {
      const report = await deps.betSettlement.settleMany({
        settlementKey: `sabong:${fightRow.id}`,
        items: marks.map(({ bet, payout, status }) => ({
          vendor: SABONG_VENDOR,
          vendorBetId: sabongBetId(bet.id),
          memberId: bet.memberId,
          payout,
          // A refund is no turnover: it counts for neither rebates nor bonus wagering.
          validBet: status === 'refunded' ? 0n : bet.stake,
        })),
      });
      if (report.refused.length > 0)
        throw new Error(`fight ${fightRow.id}: ${report.refused.length} bets refused by the wallet`);
    }
    const houseResult = settled.plasada + settled.remainder + settled.drawStaked - settled.drawPaid;
    await db.transaction(async (tx) => {
      await repo.markBets(
        tx,
        marks.map(({ bet, payout, status }) => ({ id: bet.id, payout, status })),
      );
      const moved = await repo.moveFight(tx, fightRow.id, ['closed'], {
        status: result === 'cancelled' ? 'cancelled' : 'settled',
        houseResult,
        settledAt: sql`now()` as unknown as Date,
      });
      if (moved)
        await deps.events.publish(tx, 'sabong.fight.settled', {
          fightId: fightRow.id,
          result,
          bets: bets.length,
          stakeCents: String(bets.reduce((sum, b) => sum + b.stake, 0n)),
          payoutCents: String(marks.reduce((sum, m) => sum + m.payout, 0n)),
        });
    });
    pushSoon();
  }

  /** Closes an open fight's window: waits for bets holding its row, and none is taken after. */
  async function close(
    conn: Db | Tx,
    fightId: number,
    onlyPastSchedule: boolean,
  ): Promise<repo.FightRow | null> {
    const closed = await repo.moveFight(
      conn,
      fightId,
      ['open'],
      { status: 'closed', closedAt: sql`now()` as unknown as Date },
      onlyPastSchedule ? sql`closes_at <= now()` : undefined,
    );
    if (closed) pushSoon();
    return closed;
  }

  /** The demo card keeps one fight running: when none is, the next opens on today's card. */
  async function keepDemoFight(settings: repo.SettingsRow): Promise<void> {
    if ((await repo.liveFights(db, true)).length > 0) return;
    const now = await repo.dbNow(db);
    const ymd = siteDay(deps.timeZone, now).ymd;
    const cardRow = await repo.ensureCard(
      db,
      DEMO_CARD_NAME,
      `${ymd.slice(0, 4)}-${ymd.slice(4, 6)}-${ymd.slice(6)}`,
    );
    const fightNo = await repo.nextFightNo(db, cardRow.id);
    const meron = randomInt(0, DEMO_ROOSTERS.length);
    const wala = (meron + 1 + randomInt(0, DEMO_ROOSTERS.length - 1)) % DEMO_ROOSTERS.length;
    const inserted = await repo.insertFight(db, {
      cardId: cardRow.id,
      fightNo,
      meron: DEMO_ROOSTERS[meron]!,
      wala: DEMO_ROOSTERS[wala]!,
      status: 'open',
      demo: true,
      closesAt: sql`now() + ${settings.demoWindowSeconds} * interval '1 second'` as unknown as Date,
      plasadaBp: settings.plasadaBp,
      plasadaBase: settings.plasadaBase,
      drawMultiple: settings.drawMultiple,
      minStake: settings.minStake,
      maxStake: settings.maxStake,
    });
    if (inserted) pushSoon();
  }

  /**
   * The schedule's run (every few seconds, one node per period): windows past their close are closed,
   * finished demo fights get the house's result, fights with a result are paid, and the demo card's
   * next fight opens. Each step is a conditional move, so a run killed anywhere is finished by the next.
   */
  async function tick(): Promise<void> {
    for (const due of await repo.fightsPastClose(db)) await close(db, due.id, true);
    for (const done of await repo.demoFightsDone(db, DEMO_FIGHT_SECONDS))
      await repo.moveFight(
        db,
        done.id,
        ['closed'],
        { result: demoResult(), confirmedBy: 'house' },
        sql`result IS NULL`,
      );
    const failures: unknown[] = [];
    for (const due of await repo.fightsToSettle(db)) {
      try {
        await settle(due);
      } catch (error) {
        deps.log?.error({ err: error, fight: due.id }, 'sabong settlement failed');
        failures.push(error);
      }
    }
    const settings = await repo.settings(db);
    if (settings.demoCard) await keepDemoFight(settings);
    if (failures.length > 0) throw failures[0];
  }

  return {
    card,
    fight,
    fightView,
    bet,
    myBets,
    settle,
    close,
    tick,
    pushSoon,
    /** Runs `listener` with the card (JSON) whenever any node changes it. */
    watch: (listener: (card: string) => void) => deps.broadcast.subscribe(CARD_TOPIC, listener),
  };
}

/** The limit a refused stake crossed, where the message shows it. */
function problemValue(code: string, limit: bigint | null) {
  if (limit === null) return null;
  const shown = formatCents(limit);
  return code === 'error_bet_below_min' ? { min: shown } : { params: { limit: shown } };
}
