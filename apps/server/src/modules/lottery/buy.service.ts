import { createHash } from 'node:crypto';
import {
  formatCents,
  type BuySlipBody,
  type ErrorCode,
  type Language,
  type Slip,
  type SlipRoom,
} from '@swerte/contracts';
import { eq, sql } from 'drizzle-orm';
import { lotterySlips, lotteryTickets } from '../../db/schema.js';
import type { Db, Tx } from '../../platform/db/client.js';
import { AppError } from '../../platform/errors.js';
import type { BetService } from '../wallet/bets/index.js';
import type { DrawService } from './draws.service.js';
import { ticketBetId } from './draws.service.js';
import * as repo from './lottery.repository.js';
import { checkSlipBet, effectiveSettings, type CheckedTicket } from './rules.js';
import { gameName, toTicketWire } from './views.js';

export interface BuyDeps {
  db: Db;
  bets: Pick<BetService, 'placeBet'>;
  draws: Pick<DrawService, 'ensureCurrent'>;
  balanceOf: (memberId: number) => Promise<string>;
}

/** The ticket checks' codes that are not catalogue keys of their own. */
const CHECK_CODES: Record<string, ErrorCode> = { error_bet_closed: 'error_lottery_locked' };

/** What a slip buys, without its requestId: the same id with other content is a conflict. */
export function slipFingerprint(body: BuySlipBody): string {
  const canonical = JSON.stringify({ draws: body.draws, bets: body.bets });
  return createHash('sha256').update(canonical).digest('hex');
}

/**
 * Buying a slip, in one transaction: every draw's row is locked for sale (shared) and must still be open
 * by the database's clock; each bet is checked by packages/games with the game's settings (the stake is
 * computed here, never taken from the client); each number's liability is added under the game's limit;
 * the tickets are written and each paid through the wallet's bet path (vendor bet id `lt-<ticket>`).
 * A refusal anywhere rolls all of it back: nothing is charged. The member's requestId makes a retry
 * answer the first purchase.
 */
export function createBuyService(deps: BuyDeps) {
  const { db } = deps;

  async function buy(memberId: number, body: BuySlipBody, language: Language): Promise<Slip> {
    const slipId = `ls-${memberId.toString(36)}-${body.requestId}`;
    const fingerprint = slipFingerprint(body);
    const known = await replay(db, memberId, body.requestId, fingerprint, language);
    if (known) return answer(known, await deps.balanceOf(memberId));

    const games = await repo.listGames(db);
    const now = await repo.dbNow(db);
    const planned: { game: repo.GameRow; numero: string; tickets: CheckedTicket[] }[] = [];
    for (const wanted of body.draws) {
      const game = games.find((g) => g.gameCode === wanted.gameCode);
      if (!game) throw new AppError('error_not_found');
      if (!game.enabled) throw new AppError('game_maintenance');
      if (planned.some((p) => p.game.gameCode === game.gameCode)) throw new AppError('error_invalid_request');
      const settings = effectiveSettings(game.kind, game.betSettings);
      const tickets: CheckedTicket[] = [];
      for (const bet of body.bets) {
        const checked = checkSlipBet(game.kind, settings, bet);
        if (!checked.ok)
          throw new AppError(CHECK_CODES[checked.code] ?? checked.code, {
            detail: checked.detail,
          });
        tickets.push(...checked.tickets);
      }
      // The game's current draw exists (and is committed) before anyone can buy it.
      await deps.draws.ensureCurrent(game, now);
      planned.push({ game, numero: wanted.numero, tickets });
    }

    const stake = planned.reduce((sum, p) => sum + p.tickets.reduce((s, t) => s + t.stake, 0n), 0n);
    let balance: bigint | null = null;
    const bought = await db.transaction(async (tx) => {
      const inserted = await tx
        .insert(lotterySlips)
        .values({ slipId, memberId, requestId: body.requestId, fingerprint, stake })
        .onConflictDoNothing()
        .returning({ slipId: lotterySlips.slipId });
      // A concurrent purchase with the same requestId committed first: answer it.
      if (inserted.length === 0) return null;
      const rows: repo.TicketRow[] = [];
      for (const { game, numero, tickets } of planned) {
        const draw = await repo.lockDrawForSale(tx, game.gameCode, numero);
        if (!draw || !['open', 'locked'].includes(draw.state))
          throw new AppError('error_lottery_draw_closed');
        if (draw.state === 'locked' || !draw.open) throw new AppError('error_lottery_locked');
        for (const ticket of tickets)
          for (const { number, amount } of ticket.liabilities) {
            const added = await repo.addLiability(
              tx,
              draw.id,
              ticket.betType,
              number,
              amount,
              game.liabilityLimit,
            );
            if (!added.ok)
              throw new AppError('error_lottery_liability', {
                detail: number,
                room: formatCents(added.room),
              });
          }
        const written = await insertTickets(tx, memberId, slipId, draw.id, game.gameCode, numero, tickets);
        for (const row of written) {
          const placed = await deps.bets.placeBet(tx, {
            memberId,
            vendor: game.vendor,
            vendorBetId: ticketBetId(row.id),
            gameType: 'ELOTT',
            gameCode: game.gameCode,
            gameName: game.nameEn,
            stake: row.stake,
          });
          balance = placed.balance;
          row.betId = placed.bet.id;
        }
        await linkBets(tx, written);
        rows.push(...written);
      }
      return rows;
    });
    if (!bought) {
      const again = await replay(db, memberId, body.requestId, fingerprint, language);
      if (!again) throw new AppError('error_idempotency_conflict');
      return answer(again, await deps.balanceOf(memberId));
    }
    const names = new Map(games.map((g) => [g.gameCode, gameName(g, language)]));
    return {
      slipId,
      requestId: body.requestId,
      stake: formatCents(stake),
      tickets: bought.map((row) => toTicketWire(row, names.get(row.gameCode) ?? row.gameCode)),
      balance: balance === null ? await deps.balanceOf(memberId) : formatCents(balance),
    };
  }

  /**
   * The room each number of one slip bet has left in a draw under the game's liability limit, and what
   * the bet would add: the slip shows it before buying. Read without locks, so it guides; the purchase
   * checks again under its lock. A bet the purchase would refuse is refused here with the same key.
   */
  async function room(
    gameCode: string,
    query: {
      numero: string;
      betType: string;
      numbers: string[];
      points: number;
      position?: number | undefined;
    },
  ): Promise<SlipRoom> {
    const game = (await repo.listGames(db)).find((g) => g.gameCode === gameCode);
    if (!game) throw new AppError('error_not_found');
    const settings = effectiveSettings(game.kind, game.betSettings);
    const checked = checkSlipBet(game.kind, settings, {
      betType: query.betType,
      numbers: query.numbers,
      points: query.points,
      ...(query.position === undefined ? {} : { position: query.position }),
    });
    if (!checked.ok)
      throw new AppError(CHECK_CODES[checked.code] ?? checked.code, { detail: checked.detail });
    const needs = checked.tickets.flatMap((ticket) =>
      ticket.liabilities.map((liability) => ({
        shown: ticket.numbers.length === 1 ? ticket.numbers[0]! : liability.number,
        ...liability,
      })),
    );
    const draw = await repo.findDraw(db, gameCode, query.numero);
    const held = draw
      ? await repo.liabilitiesOf(
          db,
          draw.id,
          checked.tickets[0]!.betType,
          needs.map((need) => need.number),
        )
      : new Map<string, bigint>();
    return {
      gameCode,
      numero: query.numero,
      limit: formatCents(game.liabilityLimit),
      list: needs.map((need) => {
        const left = game.liabilityLimit - (held.get(need.number) ?? 0n);
        const room = left > 0n ? left : 0n;
        return {
          number: need.shown,
          room: formatCents(room),
          needed: formatCents(need.amount),
          fits: need.amount <= room,
        };
      }),
    };
  }

  return { buy, room };
}

async function insertTickets(
  tx: Tx,
  memberId: number,
  slipId: string,
  drawId: number,
  gameCode: string,
  numero: string,
  tickets: readonly CheckedTicket[],
) {
  return tx
    .insert(lotteryTickets)
    .values(
      tickets.map((t) => ({
        slipId,
        drawId,
        memberId,
        gameCode,
        numero,
        betType: t.betType,
        numbers: t.numbers,
        position: t.position,
        points: t.points,
        odds: {
          price: t.odds.price.toString(),
          pays: t.odds.pays.toString(),
          maxPayout: t.odds.maxPayout.toString(),
        },
        stake: t.stake,
      })),
    )
    .returning();
}

async function linkBets(tx: Tx, rows: readonly repo.TicketRow[]) {
  const json = JSON.stringify(rows.map((r) => ({ id: r.id, bet: r.betId })));
  await tx.execute(sql`
    UPDATE lottery_tickets t SET bet_id = x.bet FROM jsonb_to_recordset(${json}::jsonb) AS x(id bigint, bet bigint)
    WHERE t.id = x.id`);
}

interface KnownSlip {
  slip: typeof lotterySlips.$inferSelect;
  tickets: { row: repo.TicketRow; gameName: string }[];
}

/** The slip already bought under this requestId (error_idempotency_conflict when it bought other things). */
async function replay(
  db: Db,
  memberId: number,
  requestId: string,
  fingerprint: string,
  language: Language,
): Promise<KnownSlip | null> {
  const [slip] = await db
    .select()
    .from(lotterySlips)
    .where(sql`${lotterySlips.memberId} = ${memberId} AND ${lotterySlips.requestId} = ${requestId}`);
  if (!slip) return null;
  if (slip.fingerprint !== fingerprint) throw new AppError('error_idempotency_conflict');
  const rows = await db.select().from(lotteryTickets).where(eq(lotteryTickets.slipId, slip.slipId));
  const names = new Map((await repo.listGames(db)).map((g) => [g.gameCode, gameName(g, language)]));
  return {
    slip,
    tickets: rows
      .sort((a, b) => a.id - b.id)
      .map((row) => ({ row, gameName: names.get(row.gameCode) ?? row.gameCode })),
  };
}

function answer(known: KnownSlip, balance: string): Slip {
  return {
    slipId: known.slip.slipId,
    requestId: known.slip.requestId,
    stake: formatCents(known.slip.stake),
    tickets: known.tickets.map(({ row, gameName }) => toTicketWire(row, gameName)),
    balance,
  };
}
