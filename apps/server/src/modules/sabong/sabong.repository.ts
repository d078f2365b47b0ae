import { and, desc, eq, inArray, isNotNull, lt, ne, sql } from 'drizzle-orm';
import { sabongBets, sabongCards, sabongFights, sabongSettings } from '../../db/schema.js';
import type { Db, Tx } from '../../platform/db/client.js';

type Conn = Db | Tx;
const rows = <T>(result: unknown) => (result as { rows: T[] }).rows;

export type SettingsRow = typeof sabongSettings.$inferSelect;
export type CardRow = typeof sabongCards.$inferSelect;
export type FightRow = typeof sabongFights.$inferSelect;
export type BetRow = typeof sabongBets.$inferSelect;
export type FightStatus = FightRow['status'];

/** The settings row, made with the defaults the first time it is asked for. */
export async function settings(db: Conn): Promise<SettingsRow> {
  const [row] = await db.select().from(sabongSettings).where(eq(sabongSettings.id, 1));
  if (row) return row;
  await db.insert(sabongSettings).values({ id: 1 }).onConflictDoNothing();
  return (await db.select().from(sabongSettings).where(eq(sabongSettings.id, 1)))[0]!;
}

export async function saveSettings(tx: Tx, patch: Omit<SettingsRow, 'id'>): Promise<void> {
  await settings(tx);
  await tx.update(sabongSettings).set(patch).where(eq(sabongSettings.id, 1));
}

/** The database's clock: betting windows are judged by it, never by a node's or a browser's. */
export async function dbNow(db: Conn): Promise<Date> {
  const [row] = rows<{ now: string | Date }>(await db.execute(sql`SELECT now() AS now`));
  return new Date(row!.now);
}

export async function ensureCard(db: Conn, name: string, cardDate: string): Promise<CardRow> {
  await db.insert(sabongCards).values({ name, cardDate }).onConflictDoNothing();
  const [row] = await db
    .select()
    .from(sabongCards)
    .where(and(eq(sabongCards.name, name), eq(sabongCards.cardDate, cardDate)));
  return row!;
}

export async function cardById(db: Conn, id: number): Promise<CardRow | null> {
  const [row] = await db.select().from(sabongCards).where(eq(sabongCards.id, id));
  return row ?? null;
}

export async function fightById(db: Conn, id: number): Promise<FightRow | null> {
  const [row] = await db.select().from(sabongFights).where(eq(sabongFights.id, id));
  return row ?? null;
}

/** Inserts a fight unless its number is taken on the card; null when it was. */
export async function insertFight(
  db: Conn,
  fight: typeof sabongFights.$inferInsert,
): Promise<FightRow | null> {
  const [row] = await db.insert(sabongFights).values(fight).onConflictDoNothing().returning();
  return row ?? null;
}

export async function nextFightNo(db: Conn, cardId: number): Promise<number> {
  const [row] = rows<{ next: number | string }>(
    await db.execute(
      sql`SELECT coalesce(max(fight_no), 0) + 1 AS next FROM sabong_fights WHERE card_id = ${cardId}`,
    ),
  );
  return Number(row!.next);
}

/**
 * Moves a fight between statuses only from the ones named, in one conditional update: two nodes or
 * operators racing a move make it once; null when it was not in one of them.
 */
export async function moveFight(
  db: Conn,
  id: number,
  from: readonly FightStatus[],
  patch: Partial<typeof sabongFights.$inferInsert>,
  extra?: ReturnType<typeof sql>,
): Promise<FightRow | null> {
  const [row] = await db
    .update(sabongFights)
    .set(patch)
    .where(and(eq(sabongFights.id, id), inArray(sabongFights.status, [...from]), extra))
    .returning();
  return row ?? null;
}

/**
 * The fight a bet is for, held shared while the bet is written, so a close (an update of the row) waits
 * for bets in flight and no bet lands after it. Null unless open and before its scheduled close.
 */
export async function lockOpenFight(tx: Tx, id: number): Promise<FightRow | null> {
  const [row] = await tx
    .select()
    .from(sabongFights)
    .where(
      and(
        eq(sabongFights.id, id),
        eq(sabongFights.status, 'open'),
        sql`(${sabongFights.closesAt} IS NULL OR ${sabongFights.closesAt} > now())`,
      ),
    )
    .for('share');
  return row ?? null;
}

/** Open fights whose scheduled close has passed (the database's clock). */
export async function fightsPastClose(db: Conn): Promise<FightRow[]> {
  return db
    .select()
    .from(sabongFights)
    .where(and(eq(sabongFights.status, 'open'), sql`${sabongFights.closesAt} <= now()`));
}

/** Fights with a result (confirmed, drawn or a cancellation) not yet paid. */
export async function fightsToSettle(db: Conn): Promise<FightRow[]> {
  return db
    .select()
    .from(sabongFights)
    .where(and(eq(sabongFights.status, 'closed'), isNotNull(sabongFights.result)))
    .limit(50);
}

/** Demo fights closed for at least `seconds` without a result: the fight is over. */
export async function demoFightsDone(db: Conn, seconds: number): Promise<FightRow[]> {
  return db
    .select()
    .from(sabongFights)
    .where(
      and(
        eq(sabongFights.demo, true),
        eq(sabongFights.status, 'closed'),
        sql`${sabongFights.result} IS NULL`,
        sql`${sabongFights.closedAt} <= now() - ${seconds} * interval '1 second'`,
      ),
    );
}

/** Fights not finished (scheduled, open or closed), oldest first. */
export async function liveFights(db: Conn, demo?: boolean): Promise<FightRow[]> {
  return db
    .select()
    .from(sabongFights)
    .where(
      and(
        inArray(sabongFights.status, ['scheduled', 'open', 'closed']),
        demo === undefined ? undefined : eq(sabongFights.demo, demo),
      ),
    )
    .orderBy(sabongFights.id)
    .limit(20);
}

export async function fightsOfCard(
  db: Conn,
  cardId: number,
  around: number,
  before: number,
  after: number,
): Promise<FightRow[]> {
  const [earlier, later] = await Promise.all([
    db
      .select()
      .from(sabongFights)
      .where(and(eq(sabongFights.cardId, cardId), lt(sabongFights.fightNo, around)))
      .orderBy(desc(sabongFights.fightNo))
      .limit(before),
    db
      .select()
      .from(sabongFights)
      .where(and(eq(sabongFights.cardId, cardId), sql`${sabongFights.fightNo} >= ${around}`))
      .orderBy(sabongFights.fightNo)
      .limit(after + 1),
  ]);
  return [...earlier.reverse(), ...later];
}

/** The last fight settled or cancelled: the card shown when nothing is running. */
export async function lastFinishedFight(db: Conn): Promise<FightRow | null> {
  const [row] = await db
    .select()
    .from(sabongFights)
    .where(inArray(sabongFights.status, ['settled', 'cancelled']))
    .orderBy(desc(sabongFights.id))
    .limit(1);
  return row ?? null;
}

export async function adminFights(db: Conn, status: FightStatus | undefined, limit: number) {
  return db
    .select({ fight: sabongFights, card: sabongCards })
    .from(sabongFights)
    .innerJoin(sabongCards, eq(sabongCards.id, sabongFights.cardId))
    .where(status ? eq(sabongFights.status, status) : undefined)
    .orderBy(desc(sabongFights.id))
    .limit(limit);
}

export interface PoolRow {
  fightId: number;
  side: 'meron' | 'wala' | 'draw';
  stake: bigint;
  bets: number;
}

/** Each fight's stakes per side (through sabong_bets_fight_idx). */
export async function poolsOf(db: Conn, fightIds: readonly number[]): Promise<PoolRow[]> {
  if (fightIds.length === 0) return [];
  const found = await db
    .select({
      fightId: sabongBets.fightId,
      side: sabongBets.side,
      stake: sql<string>`sum(${sabongBets.stake})`,
      bets: sql<string>`count(*)`,
    })
    .from(sabongBets)
    .where(inArray(sabongBets.fightId, [...fightIds]))
    .groupBy(sabongBets.fightId, sabongBets.side);
  return found.map((r) => ({ ...r, stake: BigInt(r.stake), bets: Number(r.bets) }));
}

export async function insertBet(tx: Tx, bet: typeof sabongBets.$inferInsert): Promise<BetRow | null> {
  const [row] = await tx.insert(sabongBets).values(bet).onConflictDoNothing().returning();
  return row ?? null;
}

export async function betByRequest(db: Conn, memberId: number, requestId: string): Promise<BetRow | null> {
  const [row] = await db
    .select()
    .from(sabongBets)
    .where(and(eq(sabongBets.memberId, memberId), eq(sabongBets.requestId, requestId)));
  return row ?? null;
}

export async function betsOfFight(db: Conn, fightId: number): Promise<BetRow[]> {
  return db.select().from(sabongBets).where(eq(sabongBets.fightId, fightId)).orderBy(sabongBets.id);
}

/** A member's bets, newest first, below the keyset cursor. */
export async function memberBets(
  db: Conn,
  memberId: number,
  query: { status: 'open' | 'settled' | 'all'; cursor?: number | undefined; pageSize: number },
) {
  return db
    .select({ bet: sabongBets, fightNo: sabongFights.fightNo })
    .from(sabongBets)
    .innerJoin(sabongFights, eq(sabongFights.id, sabongBets.fightId))
    .where(
      and(
        eq(sabongBets.memberId, memberId),
        query.cursor ? lt(sabongBets.id, query.cursor) : undefined,
        query.status === 'open' ? eq(sabongBets.status, 'open') : undefined,
        query.status === 'settled' ? ne(sabongBets.status, 'open') : undefined,
      ),
    )
    .orderBy(desc(sabongBets.id))
    .limit(query.pageSize + 1);
}

const MARK_CHUNK = 5_000;

/** Writes each bet's return and outcome (only bets still open: a second run changes nothing). */
export async function markBets(
  tx: Tx,
  marks: readonly { id: number; payout: bigint; status: BetRow['status'] }[],
): Promise<void> {
  for (let i = 0; i < marks.length; i += MARK_CHUNK) {
    const chunk = marks.slice(i, i + MARK_CHUNK);
    const values = sql.join(
      chunk.map((m) => sql`(${m.id}::bigint, ${m.payout}::bigint, ${m.status}::text)`),
      sql`, `,
    );
    await tx.execute(sql`
      UPDATE sabong_bets b SET payout = v.payout, status = v.status, settled_at = now()
      FROM (VALUES ${values}) AS v(id, payout, status)
      WHERE b.id = v.id AND b.status = 'open'`);
  }
}
