import { and, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import { bets } from '../../db/wallet-schema.js';
import type { Db, Tx } from '../../platform/db/client.js';

export type BetRow = typeof bets.$inferSelect;
export type NewBet = typeof bets.$inferInsert;

/** Inserts the bet unless the vendor already reported it; null when it did (the caller reads that one). */
export async function insertBet(tx: Tx, row: NewBet): Promise<BetRow | null> {
  const [inserted] = await tx
    .insert(bets)
    .values(row)
    .onConflictDoNothing({ target: [bets.vendor, bets.vendorBetId] })
    .returning();
  return inserted ?? null;
}

export async function findBet(db: Db | Tx, vendor: string, vendorBetId: string): Promise<BetRow | null> {
  const [row] = await db
    .select()
    .from(bets)
    .where(and(eq(bets.vendor, vendor), eq(bets.vendorBetId, vendorBetId)));
  return row ?? null;
}

/** The bet, locked until the transaction ends, so a settlement and a void cannot both pass. */
export async function lockBet(tx: Tx, vendor: string, vendorBetId: string): Promise<BetRow | null> {
  const [row] = await tx
    .select()
    .from(bets)
    .where(and(eq(bets.vendor, vendor), eq(bets.vendorBetId, vendorBetId)))
    .for('update');
  return row ?? null;
}

/** Closes an open bet; settled_at is the database's clock, like every other stored time. */
export async function closeBet(
  tx: Tx,
  id: number,
  change: Pick<BetRow, 'status' | 'payout' | 'validBet'>,
): Promise<BetRow> {
  const [row] = await tx
    .update(bets)
    .set({ ...change, settledAt: sql`now()` })
    .where(eq(bets.id, id))
    .returning();
  if (!row) throw new Error(`bet ${id} vanished while locked`);
  return row;
}

export async function findMemberBet(db: Db | Tx, memberId: number, id: number): Promise<BetRow | null> {
  const [row] = await db
    .select()
    .from(bets)
    .where(and(eq(bets.id, id), eq(bets.memberId, memberId)));
  return row ?? null;
}

export interface BetFilter {
  memberId: number;
  from: Date;
  to: Date;
  gameType?: string | undefined;
  vendor?: string | undefined;
  status?: BetRow['status'] | undefined;
}

/** The member's bets placed in [from, to): a range of bets_member_placed_idx, then the other filters. */
function betConditions(filter: BetFilter): SQL | undefined {
  return and(
    eq(bets.memberId, filter.memberId),
    gte(bets.placedAt, filter.from),
    lt(bets.placedAt, filter.to),
    filter.gameType === undefined ? undefined : eq(bets.gameType, filter.gameType),
    filter.vendor === undefined ? undefined : eq(bets.vendor, filter.vendor),
    filter.status === undefined ? undefined : eq(bets.status, filter.status),
  );
}

/**
 * A page, newest placed first, by keyset on (placed_at, id). The cursor is a bet id; its placed_at is
 * read in the same statement, at the database's full precision.
 */
export function listBets(
  db: Db | Tx,
  filter: BetFilter,
  page: { cursor?: number | undefined; pageSize: number },
): Promise<BetRow[]> {
  const after =
    page.cursor === undefined
      ? undefined
      : sql`(${bets.placedAt}, ${bets.id}) < ((SELECT b.placed_at FROM bets b WHERE b.id = ${page.cursor}), ${page.cursor})`;
  return db
    .select()
    .from(bets)
    .where(and(betConditions(filter), after))
    .orderBy(desc(bets.placedAt), desc(bets.id))
    .limit(page.pageSize);
}

export interface BetSums {
  count: number;
  stake: bigint;
  validBet: bigint;
  payout: bigint;
  /** payout − stake over settled bets only. */
  winLoss: bigint;
}

const settled = sql`${bets.status} = 'settled'`;
const sumText = (expression: SQL) => sql<string>`coalesce(sum(${expression}), 0)::text`;

export async function sumBets(db: Db | Tx, filter: BetFilter): Promise<BetSums> {
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      stake: sumText(sql`${bets.stake}`),
      validBet: sumText(sql`${bets.validBet}`),
      payout: sumText(sql`${bets.payout}`),
      winLoss: sql<string>`coalesce(sum(${bets.payout} - ${bets.stake}) FILTER (WHERE ${settled}), 0)::text`,
    })
    .from(bets)
    .where(betConditions(filter));
  return toSums(row);
}

/** Settled bets placed in the range, summed per game type (personal profit and loss). */
export async function sumSettledByGameType(
  db: Db | Tx,
  filter: Pick<BetFilter, 'memberId' | 'from' | 'to'>,
): Promise<Map<string, BetSums>> {
  const rows = await db
    .select({
      gameType: bets.gameType,
      count: sql<number>`count(*)::int`,
      stake: sumText(sql`${bets.stake}`),
      validBet: sumText(sql`${bets.validBet}`),
      payout: sumText(sql`${bets.payout}`),
      winLoss: sumText(sql`${bets.payout} - ${bets.stake}`),
    })
    .from(bets)
    .where(and(betConditions(filter), settled))
    .groupBy(bets.gameType);
  return new Map(rows.map((row) => [row.gameType, toSums(row)]));
}

function toSums(
  row: { count: number; stake: string; validBet: string; payout: string; winLoss: string } | undefined,
): BetSums {
  return {
    count: Number(row?.count ?? 0),
    stake: BigInt(row?.stake ?? '0'),
    validBet: BigInt(row?.validBet ?? '0'),
    payout: BigInt(row?.payout ?? '0'),
    winLoss: BigInt(row?.winLoss ?? '0'),
  };
}
