import { and, desc, eq, getTableColumns, gte, lt, sql, type SQL } from 'drizzle-orm';
import { bets } from '../../../db/wallet-schema.js';
import type { Db, Tx } from '../../../platform/db/client.js';

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

/**
 * insertBet for a bet just placed (the hot path of every vendor debit), as a named prepared statement:
 * planned once per connection. `guarded` comes with it from the same statement (one primary-key probe
 * of member_protection): whether the member has a limit or a block that the protection area must judge.
 */
export async function insertOpenBet(
  tx: Tx,
  row: Pick<
    NewBet,
    'memberId' | 'vendor' | 'vendorBetId' | 'gameType' | 'gameCode' | 'gameName' | 'stake'
  > & {
    placedAt?: Date | undefined;
  },
): Promise<(BetRow & { guarded: boolean }) | null> {
  const param = (name: string) => sql.placeholder(name);
  const [inserted] = await tx
    .insert(bets)
    .values({
      memberId: sql`${param('memberId')}::bigint`,
      vendor: sql`${param('vendor')}::text`,
      vendorBetId: sql`${param('vendorBetId')}::text`,
      gameType: sql`${param('gameType')}::text`,
      gameCode: sql`${param('gameCode')}::text`,
      gameName: sql`${param('gameName')}::text`,
      stake: sql`${param('stake')}::bigint`,
      status: 'open',
      placedAt: sql`coalesce(${param('placedAt')}::timestamptz, now())`,
    })
    .onConflictDoNothing({ target: [bets.vendor, bets.vendorBetId] })
    .returning({
      ...getTableColumns(bets),
      guarded: sql<boolean>`EXISTS (SELECT 1 FROM member_protection mp WHERE mp.member_id = ${bets.memberId}
        AND (mp.has_limits OR mp.block_kind IS NOT NULL))`.mapWith(Boolean),
    })
    .prepare('bet_insert_open')
    .execute({
      memberId: String(row.memberId),
      vendor: row.vendor,
      vendorBetId: row.vendorBetId,
      gameType: row.gameType,
      gameCode: row.gameCode,
      gameName: row.gameName ?? '',
      stake: String(row.stake),
      placedAt: row.placedAt ? row.placedAt.toISOString() : null,
    });
  return inserted ?? null;
}

export async function findBet(db: Db | Tx, vendor: string, vendorBetId: string): Promise<BetRow | null> {
  const [row] = await db
    .select()
    .from(bets)
    .where(and(eq(bets.vendor, vendor), eq(bets.vendorBetId, vendorBetId)));
  return row ?? null;
}

/**
 * Closes the member's open bet in one statement: the row lock, the check that it is still open and
 * the write are the UPDATE's own. A valid bet left out counts the whole stake. Null when no open bet
 * of that member has that id (the caller reads the row to tell a repeat from a conflict).
 */
export async function closeOpenBet(
  tx: Tx,
  bet: { vendor: string; vendorBetId: string; memberId?: number | undefined },
  change: { status: 'settled' | 'void'; payout: bigint; validBet: bigint | null },
): Promise<BetRow | null> {
  const param = (name: string) => sql.placeholder(name);
  const [row] = await tx
    .update(bets)
    .set({
      status: sql`${param('status')}::text`,
      payout: sql`${param('payout')}::bigint`,
      validBet: sql`coalesce(${param('validBet')}::bigint, ${bets.stake})`,
      settledAt: sql`now()`,
    })
    .where(
      and(
        eq(bets.vendor, sql`${param('vendor')}::text`),
        eq(bets.vendorBetId, sql`${param('vendorBetId')}::text`),
        eq(bets.status, 'open'),
        // A null member id matches every member: one statement, one name, for both callers.
        sql`(${param('memberId')}::bigint IS NULL OR ${bets.memberId} = ${param('memberId')}::bigint)`,
      ),
    )
    .returning()
    .prepare('bet_close_open')
    .execute({
      status: change.status,
      payout: change.payout.toString(),
      validBet: change.validBet === null ? null : change.validBet.toString(),
      vendor: bet.vendor,
      vendorBetId: bet.vendorBetId,
      memberId: bet.memberId === undefined ? null : String(bet.memberId),
    });
  return row ?? null;
}

/** Takes back a bet inserted by this transaction whose stake the ledger refused. */
export async function deleteBet(tx: Tx, id: number): Promise<void> {
  await tx.delete(bets).where(eq(bets.id, id));
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

/** Sets a settled bet's payout (under its row lock) and answers the payout it had. */
export async function correctPayout(
  tx: Tx,
  vendor: string,
  vendorBetId: string,
  payout: bigint,
): Promise<{ id: number; memberId: number; before: bigint } | null> {
  const result = await tx.execute(sql`
    UPDATE bets b SET payout = ${payout.toString()}::bigint
    FROM (SELECT id, payout FROM bets WHERE vendor = ${vendor} AND vendor_bet_id = ${vendorBetId}
          AND status = 'settled' FOR UPDATE) old
    WHERE b.id = old.id
    RETURNING b.id, b.member_id, old.payout AS before`);
  const [row] = (result as { rows: { id: string; member_id: string; before: string }[] }).rows;
  return row ? { id: Number(row.id), memberId: Number(row.member_id), before: BigInt(row.before) } : null;
}
