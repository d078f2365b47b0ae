import type { LotteryGroup, LotteryKind } from '@swerte/contracts';
import { and, asc, desc, eq, gt, inArray, lt, lte, sql } from 'drizzle-orm';
import { games, lotteryDraws, lotteryGames, lotteryLiabilities, lotteryTickets } from '../../db/schema.js';
import type { Db, Tx } from '../../platform/db/client.js';

type Conn = Db | Tx;
const rows = <T>(result: unknown) => (result as { rows: T[] }).rows;

export interface GameRow {
  gameId: number;
  gameCode: string;
  vendor: string;
  kind: LotteryKind;
  group: LotteryGroup;
  intervalMinutes: number | null;
  lockSeconds: number;
  resultSource: 'house' | 'official';
  liabilityLimit: bigint;
  /** The lottery game and its catalogue row are both switched on. */
  enabled: boolean;
  betSettings: unknown;
  sortOrder: number;
  nameEn: string;
  nameTy: string;
}

/** Every lottery game with its catalogue names, in menu order. */
export async function listGames(db: Conn): Promise<GameRow[]> {
  const found = await db
    .select({
      gameId: lotteryGames.gameId,
      gameCode: lotteryGames.gameCode,
      vendor: lotteryGames.vendor,
      kind: lotteryGames.kind,
      group: lotteryGames.groupCode,
      intervalMinutes: lotteryGames.intervalMinutes,
      lockSeconds: lotteryGames.lockSeconds,
      resultSource: lotteryGames.resultSource,
      liabilityLimit: lotteryGames.liabilityLimit,
      lotteryEnabled: lotteryGames.enabled,
      gameEnabled: games.enabled,
      betSettings: lotteryGames.betSettings,
      sortOrder: lotteryGames.sortOrder,
      nameEn: games.nameEn,
      nameTy: games.nameTy,
    })
    .from(lotteryGames)
    .innerJoin(games, eq(games.id, lotteryGames.gameId))
    .orderBy(asc(lotteryGames.sortOrder), asc(lotteryGames.gameId));
  return found.map(({ lotteryEnabled, gameEnabled, ...row }) => ({
    ...row,
    kind: row.kind as LotteryKind,
    group: row.group as LotteryGroup,
    resultSource: row.resultSource as 'house' | 'official',
    enabled: lotteryEnabled && gameEnabled,
  }));
}

export async function updateGame(
  tx: Tx,
  gameCode: string,
  patch: Partial<
    Pick<
      typeof lotteryGames.$inferInsert,
      'enabled' | 'lockSeconds' | 'resultSource' | 'liabilityLimit' | 'betSettings'
    >
  >,
) {
  await tx
    .update(lotteryGames)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(eq(lotteryGames.gameCode, gameCode));
}

/** The database's clock: lock times are judged by it, never by a node's or a browser's. */
export async function dbNow(db: Conn): Promise<Date> {
  const [row] = rows<{ now: string | Date }>(await db.execute(sql`SELECT now() AS now`));
  return new Date(row!.now);
}

export type DrawRow = typeof lotteryDraws.$inferSelect;

/**
 * Draws of a game still open for betting take the game's new result source: to official, their house
 * seed and commitment go (no house draw will happen); to house, each gets a fresh seed whose commitment
 * is published before betting closes.
 */
export async function resourceOpenDraws(
  tx: Tx,
  gameCode: string,
  source: 'house' | 'official',
  newSeed: () => { serverSeed: string; commitment: string },
): Promise<void> {
  const open = await tx
    .select({ id: lotteryDraws.id })
    .from(lotteryDraws)
    .where(
      and(
        eq(lotteryDraws.gameCode, gameCode),
        inArray(lotteryDraws.state, ['scheduled', 'open']),
        sql`${lotteryDraws.source} <> ${source}`,
      ),
    )
    .for('update');
  for (const { id } of open) {
    const seed = source === 'house' ? newSeed() : { serverSeed: null, commitment: null };
    await tx.update(lotteryDraws).set({ source, ...seed }).where(eq(lotteryDraws.id, id));
  }
}

/** Creates a draw unless it exists; answers the stored one either way. */
/**
 * The draw, created when missing. Read first: every sweep and every purchase asks for each game's current
 * draw, which almost always exists (an insert that conflicts would still spend an id and a write).
 */
export async function ensureDraw(db: Conn, draw: typeof lotteryDraws.$inferInsert): Promise<DrawRow> {
  const found = await findDraw(db, draw.gameCode, draw.numero);
  if (found) return found;
  await db.insert(lotteryDraws).values(draw).onConflictDoNothing();
  return (await findDraw(db, draw.gameCode, draw.numero))!;
}

/** Draws of several games in one statement; those that exist already are left as they are. */
export async function insertDraws(db: Conn, draws: (typeof lotteryDraws.$inferInsert)[]): Promise<void> {
  if (draws.length > 0) await db.insert(lotteryDraws).values(draws).onConflictDoNothing();
}

export async function findDraw(db: Conn, gameCode: string, numero: string): Promise<DrawRow | null> {
  const [row] = await db
    .select()
    .from(lotteryDraws)
    .where(and(eq(lotteryDraws.gameCode, gameCode), eq(lotteryDraws.numero, numero)));
  return row ?? null;
}

export async function drawById(db: Conn, id: number): Promise<DrawRow | null> {
  const [row] = await db.select().from(lotteryDraws).where(eq(lotteryDraws.id, id));
  return row ?? null;
}

/** Locks an open draw's row for a purchase: a draw being locked waits for purchases under way. */
export async function lockDrawForSale(tx: Tx, gameCode: string, numero: string) {
  const found = rows<{ id: string; state: string; open: boolean }>(
    await tx.execute(sql`
      SELECT id, state, lock_at > now() AS open FROM lottery_draws
      WHERE game_code = ${gameCode} AND numero = ${numero} FOR SHARE`),
  );
  const row = found[0];
  return row ? { id: Number(row.id), state: row.state, open: row.open } : null;
}

/** Draws whose betting has locked and that are not settled or void, oldest first. */
export async function dueDraws(db: Conn, limit: number): Promise<DrawRow[]> {
  return db
    .select()
    .from(lotteryDraws)
    .where(
      and(
        inArray(lotteryDraws.state, ['scheduled', 'open', 'locked', 'drawn']),
        lte(lotteryDraws.lockAt, sql`now()`),
      ),
    )
    .orderBy(asc(lotteryDraws.drawAt), asc(lotteryDraws.id))
    .limit(limit);
}

/** Moves a draw from one of `from` to `to` with the given columns; null when another run moved it first. */
export async function moveDraw(
  db: Conn,
  id: number,
  from: readonly string[],
  to: string,
  set: Partial<typeof lotteryDraws.$inferInsert> = {},
): Promise<DrawRow | null> {
  const [row] = await db
    .update(lotteryDraws)
    .set({ ...set, state: to })
    .where(and(eq(lotteryDraws.id, id), inArray(lotteryDraws.state, [...from])))
    .returning();
  return row ?? null;
}

export type TicketRow = typeof lotteryTickets.$inferSelect;

export async function ticketsOfDraw(db: Conn, drawId: number): Promise<TicketRow[]> {
  return db
    .select()
    .from(lotteryTickets)
    .where(eq(lotteryTickets.drawId, drawId))
    .orderBy(asc(lotteryTickets.id));
}

/** Writes the settled tickets of a draw in one statement per chunk (set-based, from a JSON list). */
export async function markSettled(
  tx: Tx,
  settled: readonly { id: number; payout: bigint; status: string; wins: unknown }[],
) {
  const json = JSON.stringify(
    settled.map((t) => ({ id: t.id, payout: t.payout.toString(), status: t.status, wins: t.wins })),
  );
  await tx.execute(sql`
    UPDATE lottery_tickets t SET payout = x.payout::bigint, status = x.status, wins = x.wins, settled_at = now()
    FROM jsonb_to_recordset(${json}::jsonb) AS x(id bigint, payout text, status text, wins jsonb)
    WHERE t.id = x.id AND t.status = 'open'`);
}

/** A voided draw's open tickets: refunded, their payout the stake back. */
export async function markVoid(tx: Tx, drawId: number) {
  await tx.execute(sql`
    UPDATE lottery_tickets SET status = 'void', payout = stake, settled_at = now()
    WHERE draw_id = ${drawId} AND status = 'open'`);
}

/**
 * Adds to the liability of one number, under the limit; when it would pass it, nothing is added and the
 * answer is the room left (the caller refuses the slip and its transaction rolls back).
 */
export async function addLiability(
  tx: Tx,
  drawId: number,
  betType: string,
  number: string,
  amount: bigint,
  limit: bigint,
): Promise<{ ok: true } | { ok: false; room: bigint }> {
  const found = rows<{ amount: string }>(
    await tx.execute(sql`
      INSERT INTO lottery_liabilities (draw_id, bet_type, number, amount)
      SELECT ${drawId}, ${betType}, ${number}, ${amount.toString()}::bigint WHERE ${amount.toString()}::bigint <= ${limit.toString()}::bigint
      ON CONFLICT (draw_id, bet_type, number) DO UPDATE SET amount = lottery_liabilities.amount + excluded.amount
      WHERE lottery_liabilities.amount + excluded.amount <= ${limit.toString()}::bigint
      RETURNING amount`),
  );
  if (found.length === 1) return { ok: true };
  const [held] = rows<{ amount: string }>(
    await tx.execute(sql`
      SELECT amount FROM lottery_liabilities WHERE draw_id = ${drawId} AND bet_type = ${betType} AND number = ${number}`),
  );
  const room = limit - BigInt(held?.amount ?? 0);
  return { ok: false, room: room > 0n ? room : 0n };
}

/** What the tickets sold on these numbers of a bet type can pay in a draw (numbers with none left out). */
export async function liabilitiesOf(
  db: Conn,
  drawId: number,
  betType: string,
  numbers: readonly string[],
): Promise<Map<string, bigint>> {
  const found = await db
    .select({ number: lotteryLiabilities.number, amount: lotteryLiabilities.amount })
    .from(lotteryLiabilities)
    .where(
      and(
        eq(lotteryLiabilities.drawId, drawId),
        eq(lotteryLiabilities.betType, betType),
        inArray(lotteryLiabilities.number, [...numbers]),
      ),
    );
  return new Map(found.map((row) => [row.number, BigInt(row.amount)]));
}

/** Member's tickets, newest first, by keyset. */
export async function memberTickets(
  db: Conn,
  memberId: number,
  filter: { status: 'open' | 'settled' | 'all'; gameCode?: string; cursor?: number; limit: number },
): Promise<TicketRow[]> {
  const conditions = [eq(lotteryTickets.memberId, memberId)];
  if (filter.status === 'open') conditions.push(eq(lotteryTickets.status, 'open'));
  if (filter.status === 'settled') conditions.push(inArray(lotteryTickets.status, ['won', 'lost', 'void']));
  if (filter.gameCode) conditions.push(eq(lotteryTickets.gameCode, filter.gameCode));
  if (filter.cursor) conditions.push(lt(lotteryTickets.id, filter.cursor));
  return db
    .select()
    .from(lotteryTickets)
    .where(and(...conditions))
    .orderBy(desc(lotteryTickets.id))
    .limit(filter.limit);
}

/** Drawn (or settled) draws, newest first: of one game, or of many. */
export async function drawnDraws(
  db: Conn,
  filter: { gameCodes?: readonly string[]; limit: number; offset?: number; before?: number },
): Promise<DrawRow[]> {
  const conditions = [inArray(lotteryDraws.state, ['drawn', 'settled'])];
  if (filter.gameCodes) conditions.push(inArray(lotteryDraws.gameCode, [...filter.gameCodes]));
  // Keyset: the draws after `before` in this order (its draw time, then id), through the game's index.
  if (filter.before !== undefined)
    conditions.push(
      sql`(${lotteryDraws.drawAt}, ${lotteryDraws.id}) < (SELECT draw_at, id FROM lottery_draws WHERE id = ${filter.before})`,
    );
  return db
    .select()
    .from(lotteryDraws)
    .where(and(...conditions))
    .orderBy(desc(lotteryDraws.drawAt), desc(lotteryDraws.id))
    .limit(filter.limit)
    .offset(filter.offset ?? 0);
}

export async function countDrawn(db: Conn, gameCode: string): Promise<number> {
  const [row] = rows<{ n: string }>(
    await db.execute(sql`
      SELECT count(*) AS n FROM lottery_draws WHERE game_code = ${gameCode} AND state IN ('drawn', 'settled')`),
  );
  return Number(row?.n ?? 0);
}

/** Each game's last drawn draw. */
export async function lastDrawnPerGame(db: Conn): Promise<DrawRow[]> {
  const found = rows<{ id: string }>(
    await db.execute(sql`
      SELECT DISTINCT ON (game_code) id FROM lottery_draws
      WHERE state IN ('drawn', 'settled') ORDER BY game_code, draw_at DESC`),
  );
  if (found.length === 0) return [];
  return db
    .select()
    .from(lotteryDraws)
    .where(
      inArray(
        lotteryDraws.id,
        found.map((r) => Number(r.id)),
      ),
    );
}

/** Tickets bought per game since `since` (popularity). */
export async function ticketCounts(db: Conn, since: Date): Promise<Map<string, number>> {
  const found = await db
    .select({ gameCode: lotteryTickets.gameCode, n: sql<string>`count(*)` })
    .from(lotteryTickets)
    .where(gt(lotteryTickets.createdAt, since))
    .groupBy(lotteryTickets.gameCode);
  return new Map(found.map((r) => [r.gameCode, Number(r.n)]));
}

/** The member's lottery games, most recently bought first. */
export async function recentGames(db: Conn, memberId: number, limit: number): Promise<string[]> {
  const found = rows<{ game_code: string }>(
    await db.execute(sql`
      SELECT game_code FROM lottery_tickets WHERE member_id = ${memberId}
      GROUP BY game_code ORDER BY max(id) DESC LIMIT ${limit}`),
  );
  return found.map((r) => r.game_code);
}

/** Stakes, payouts and ticket counts of draws, per draw. */
export async function drawSums(db: Conn, drawIds: readonly number[]) {
  if (drawIds.length === 0) return new Map<number, { tickets: number; stakes: bigint; payouts: bigint }>();
  const found = rows<{ draw_id: string; n: string; stakes: string; payouts: string }>(
    await db.execute(sql`
      SELECT draw_id, count(*) AS n, coalesce(sum(stake), 0) AS stakes, coalesce(sum(payout), 0) AS payouts
      FROM lottery_tickets WHERE draw_id IN (${sql.join(
        drawIds.map((id) => sql`${id}`),
        sql`, `,
      )}) GROUP BY draw_id`),
  );
  return new Map(
    found.map((r) => [
      Number(r.draw_id),
      { tickets: Number(r.n), stakes: BigInt(r.stakes), payouts: BigInt(r.payouts) },
    ]),
  );
}

/** Per bet type sums of one draw (the operator's report). */
export async function drawSumsByType(db: Conn, drawId: number) {
  const found = rows<{ bet_type: string; n: string; stakes: string; payouts: string }>(
    await db.execute(sql`
      SELECT bet_type, count(*) AS n, sum(stake) AS stakes, sum(payout) AS payouts
      FROM lottery_tickets WHERE draw_id = ${drawId} GROUP BY bet_type ORDER BY bet_type`),
  );
  return found.map((r) => ({
    betType: r.bet_type,
    tickets: Number(r.n),
    stakes: BigInt(r.stakes),
    payouts: BigInt(r.payouts),
  }));
}
