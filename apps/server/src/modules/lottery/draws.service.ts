import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import {
  PROVINCES,
  commitSeed,
  createRng,
  drawClientSeed,
  drawSea,
  drawVnResult,
  fastDrawAt,
  nextVnDraw,
  resultProblem,
  zoneOffsetMinutes,
  type DrawTimes,
  type SeaInterval,
  type VnResult,
} from '@swerte/games';
import { writeAudit } from '../../platform/audit.js';
import type { Db } from '../../platform/db/client.js';
import { AppError } from '../../platform/errors.js';
import type { EventOutbox } from '../../platform/events/index.js';
import type { BetBulkService, BetService } from '../wallet/bets/index.js';
import * as repo from './lottery.repository.js';
import { settleTicket, type DrawOutcome } from './rules.js';

export interface DrawDeps {
  db: Db;
  bets: Pick<BetService, 'voidBet'>;
  betSettlement: Pick<BetBulkService, 'settleMany'>;
  events: Pick<EventOutbox, 'publish'>;
  timeZone: string;
  log?: Pick<FastifyBaseLogger, 'error'>;
  /**
   * Tickets per settlement transaction. Part of a settlement's identity: a run resumed after a crash
   * must use the same size (every node runs the same build).
   */
  settleBatchSize?: number;
}

export type DrawService = ReturnType<typeof createDrawService>;

/** A ticket's bet in the wallet: the vendor is the game's, the vendor bet id the ticket's. */
export const ticketBetId = (ticketId: number) => `lt-${ticketId}`;

/** Tickets written per statement when a draw's settlement is recorded on them. */
const MARK_CHUNK = 5_000;

/** The draw of a game that takes bets at `now` (pure: the calendar of packages/games). */
export function drawTimesOf(game: repo.GameRow, now: number, timeZone: string): DrawTimes {
  if (game.kind === 'sea') {
    const interval = (game.intervalMinutes ?? 1) as SeaInterval;
    return fastDrawAt(now, interval, zoneOffsetMinutes(timeZone, now), game.lockSeconds);
  }
  const province = PROVINCES.find((p) => p.code === game.gameCode);
  if (!province) throw new Error(`lottery game ${game.gameCode} has no province`);
  return nextVnDraw(province, now, game.lockSeconds);
}

/** The outcome stored on a draw (null until drawn). */
export function outcomeOf(game: Pick<repo.GameRow, 'kind'>, result: unknown): DrawOutcome | null {
  if (!result || typeof result !== 'object') return null;
  if (game.kind === 'sea') return { kind: 'sea', digits: (result as { digits: number[] }).digits };
  return {
    kind: 'vn',
    result: { region: game.kind, prizes: (result as { prizes: VnResult['prizes'] }).prizes },
  };
}

/** The house draw from the draw's own server seed and public seed `${gameCode}:${numero}`, nonce 0. */
export function houseOutcome(game: repo.GameRow, draw: Pick<repo.DrawRow, 'serverSeed' | 'numero'>) {
  const rng = createRng({
    serverSeed: draw.serverSeed!,
    clientSeed: drawClientSeed(game.gameCode, draw.numero),
    nonce: 0,
  });
  return game.kind === 'sea' ? { digits: drawSea(rng) } : { prizes: drawVnResult(rng, game.kind).prizes };
}

/**
 * The draws' life: a game's current draw is created open with a fresh server seed (its SHA-256 the
 * public commitment), locks at its lock time, is drawn at its draw time (or when a second operator
 * confirms an official result), and its tickets are settled through the wallet's bulk settlement. Every
 * step is a conditional state move, so two runners racing a draw do each step once, and the bulk
 * settlement is keyed by the draw, so a run killed half way resumes and pays each ticket once.
 */
export function createDrawService(deps: DrawDeps) {
  const { db, timeZone } = deps;

  async function gameOf(gameCode: string): Promise<repo.GameRow> {
    const game = (await repo.listGames(db)).find((g) => g.gameCode === gameCode);
    if (!game) throw new AppError('error_not_found');
    return game;
  }

  /** A new draw's row: open; a house draw with a fresh server seed and its commitment. */
  function newDraw(game: repo.GameRow, times: Pick<DrawTimes, 'numero' | 'drawAt' | 'lockAt'>) {
    const serverSeed = game.resultSource === 'house' ? randomBytes(32).toString('hex') : null;
    return {
      gameCode: game.gameCode,
      numero: times.numero,
      state: 'open',
      source: game.resultSource,
      drawAt: new Date(times.drawAt),
      lockAt: new Date(times.lockAt),
      serverSeed,
      commitment: serverSeed ? commitSeed(serverSeed) : null,
    };
  }

  /** Creates a draw unless it exists. */
  async function createDraw(game: repo.GameRow, times: Pick<DrawTimes, 'numero' | 'drawAt' | 'lockAt'>) {
    return repo.ensureDraw(db, newDraw(game, times));
  }

  /**
   * The current draw of each game this node has seen exist: a draw row is never deleted, so the sweep
   * writes (one statement for every game whose draw is new) only when a game's period turns.
   */
  const ensured = new Map<string, string>();

  async function ensureCurrentDraws(games: readonly repo.GameRow[], now: Date): Promise<void> {
    const due = games
      .map((game) => ({ game, times: drawTimesOf(game, now.getTime(), timeZone) }))
      .filter(({ game, times }) => ensured.get(game.gameCode) !== times.numero);
    if (due.length === 0) return;
    await repo.insertDraws(
      db,
      due.map(({ game, times }) => newDraw(game, times)),
    );
    for (const { game, times } of due) ensured.set(game.gameCode, times.numero);
  }

  /** The game's draw taking bets at `now`, created when it does not exist yet. */
  async function ensureCurrent(game: repo.GameRow, now: Date): Promise<repo.DrawRow> {
    return createDraw(game, drawTimesOf(game, now.getTime(), timeZone));
  }

  /** Settles a drawn draw's tickets in bulk, records each ticket's outcome, marks the draw settled. */
  async function settle(
    game: repo.GameRow,
    draw: repo.DrawRow,
    onBatch?: (progress: { batchNo: number }) => void | Promise<void>,
  ): Promise<void> {
    const outcome = outcomeOf(game, draw.result);
    if (!outcome) throw new Error(`draw ${draw.id} has no result`);
    const tickets = (await repo.ticketsOfDraw(db, draw.id)).filter((t) => t.status !== 'void');
    const settled = tickets.map((ticket) => {
      const odds = {
        price: BigInt(ticket.odds.price),
        pays: BigInt(ticket.odds.pays),
        maxPayout: BigInt(ticket.odds.maxPayout),
      };
      return { ticket, ...settleTicket({ ...ticket, odds }, outcome) };
    });
    if (settled.length > 0) {
      const report = await deps.betSettlement.settleMany({
        settlementKey: `lottery:${draw.gameCode}:${draw.numero}`,
        items: settled.map(({ ticket, payout }) => ({
          vendor: game.vendor,
          vendorBetId: ticketBetId(ticket.id),
          payout,
          validBet: ticket.stake,
        })),
        ...(deps.settleBatchSize ? { batchSize: deps.settleBatchSize } : {}),
        ...(onBatch ? { onBatch } : {}),
      });
      if (report.refused.length > 0)
        throw new Error(`draw ${draw.id}: ${report.refused.length} tickets refused by the wallet`);
    }
    await db.transaction(async (tx) => {
      for (let i = 0; i < settled.length; i += MARK_CHUNK)
        await repo.markSettled(
          tx,
          settled.slice(i, i + MARK_CHUNK).map(({ ticket, payout, wins }) => ({
            id: ticket.id,
            payout,
            status: payout > 0n ? 'won' : 'lost',
            wins,
          })),
        );
      const moved = await repo.moveDraw(tx, draw.id, ['drawn'], 'settled', { settledAt: new Date() });
      // Told once, by the runner that moved the draw; a racing runner finds it settled and says nothing.
      if (moved)
        await deps.events.publish(tx, 'draw.settled', {
          drawId: draw.id,
          gameCode: draw.gameCode,
          numero: draw.numero,
          tickets: settled.length,
          winners: settled.filter(({ payout }) => payout > 0n).length,
          stakeCents: String(settled.reduce((sum, { ticket }) => sum + ticket.stake, 0n)),
          payoutCents: String(settled.reduce((sum, { payout }) => sum + payout, 0n)),
        });
    });
  }

  /** Takes one draw as far as it can go now: lock, draw (house results), settle. */
  async function advance(draw: repo.DrawRow, now: Date, onBatch?: Parameters<typeof settle>[2]) {
    const game = await gameOf(draw.gameCode);
    let current: repo.DrawRow | null = draw;
    if (['scheduled', 'open'].includes(current.state) && current.lockAt <= now)
      current =
        (await repo.moveDraw(db, draw.id, ['scheduled', 'open'], 'locked')) ?? (await reread(draw.id));
    if (current.state === 'locked' && current.source === 'house' && current.drawAt <= now)
      current =
        (await repo.moveDraw(db, draw.id, ['locked'], 'drawn', {
          result: houseOutcome(game, current),
          drawnAt: now,
        })) ?? (await reread(draw.id));
    if (current.state === 'drawn') await settle(game, current, onBatch);
  }

  async function reread(id: number): Promise<repo.DrawRow> {
    return (await repo.drawById(db, id))!;
  }

  /**
   * The job's run: every enabled game gets its current draw (so its commitment is public before
   * betting), then every draw past its lock time moves on. Draws missed while the site was down are
   * simply due, so they run here on recovery.
   */
  async function sweep(options: { onBatch?: Parameters<typeof settle>[2] } = {}) {
    const now = await repo.dbNow(db);
    await ensureCurrentDraws(
      (await repo.listGames(db)).filter((game) => game.enabled),
      now,
    );
    const failures: unknown[] = [];
    for (const draw of await repo.dueDraws(db, 200)) {
      try {
        await advance(draw, now, options.onBatch);
      } catch (error) {
        deps.log?.error({ err: error, draw: draw.id }, 'lottery draw failed');
        failures.push(error);
      }
    }
    if (failures.length > 0) throw failures[0];
  }

  /** Voids a draw not yet drawn: every open ticket refunded through the wallet, audited. */
  async function voidDraw(drawId: number, reason: string, actor: string, ip: string | null) {
    const game = await gameOf((await drawOrThrow(drawId)).gameCode);
    await db.transaction(async (tx) => {
      const draw = await repo.moveDraw(tx, drawId, ['scheduled', 'open', 'locked'], 'void', {
        voidReason: reason,
        settledAt: new Date(),
      });
      if (!draw) throw new AppError('error_lottery_draw_state');
      const tickets = (await repo.ticketsOfDraw(tx, drawId)).filter((t) => t.status === 'open');
      for (const ticket of tickets)
        await deps.bets.voidBet(tx, { vendor: game.vendor, vendorBetId: ticketBetId(ticket.id) });
      await repo.markVoid(tx, drawId);
      await writeAudit(tx, {
        actor,
        action: 'lottery.draw.void',
        before: { drawId, gameCode: draw.gameCode, numero: draw.numero },
        after: { reason, refunded: tickets.length },
        ip,
      });
    });
  }

  async function drawOrThrow(drawId: number): Promise<repo.DrawRow> {
    const draw = await repo.drawById(db, drawId);
    if (!draw) throw new AppError('error_not_found');
    return draw;
  }

  /** An operator enters a draw's official result; it waits for a second operator. */
  async function enterResult(
    drawId: number,
    prizes: Record<string, string[]>,
    actor: string,
    ip: string | null,
  ) {
    const draw = await drawOrThrow(drawId);
    const game = await gameOf(draw.gameCode);
    const now = await repo.dbNow(db);
    if (game.kind === 'sea' || draw.source !== 'official' || draw.state !== 'locked' || draw.drawAt > now)
      throw new AppError('error_lottery_draw_state');
    const problem = resultProblem({ region: game.kind, prizes });
    if (problem) throw new AppError('error_lottery_result_invalid', { detail: problem });
    await db.transaction(async (tx) => {
      const moved = await repo.moveDraw(tx, drawId, ['locked'], 'locked', {
        pendingResult: { prizes },
        enteredBy: actor,
        enteredAt: now,
      });
      if (!moved) throw new AppError('error_lottery_draw_state');
      await writeAudit(tx, {
        actor,
        action: 'lottery.result.enter',
        before: null,
        after: { drawId, prizes },
        ip,
      });
    });
  }

  /** A second operator confirms the entered result: the draw is drawn and settled at once. */
  async function confirmResult(drawId: number, actor: string, ip: string | null) {
    const draw = await drawOrThrow(drawId);
    if (draw.state !== 'locked' || !draw.pendingResult) throw new AppError('error_lottery_draw_state');
    if (draw.enteredBy === actor) throw new AppError('error_lottery_same_operator');
    const drawn = await db.transaction(async (tx) => {
      const moved = await repo.moveDraw(tx, drawId, ['locked'], 'drawn', {
        result: draw.pendingResult,
        confirmedBy: actor,
        drawnAt: new Date(),
      });
      if (!moved) throw new AppError('error_lottery_draw_state');
      await writeAudit(tx, {
        actor,
        action: 'lottery.result.confirm',
        before: { enteredBy: draw.enteredBy },
        after: { drawId, result: draw.pendingResult },
        ip,
      });
      return moved;
    });
    await settle(await gameOf(draw.gameCode), drawn);
  }

  return {
    gameOf,
    createDraw,
    ensureCurrent,
    advance,
    settle,
    sweep,
    voidDraw,
    enterResult,
    confirmResult,
    drawOrThrow,
  };
}
