import { and, asc, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { bets, deposits } from '../../../db/wallet-schema.js';
import type { Db, Tx } from '../../../platform/db/client.js';

/** A time window; either end open. `from` inclusive, `to` exclusive. */
export interface Window {
  from: Date | null;
  to: Date | null;
}

const within = (column: typeof deposits.decidedAt | typeof bets.placedAt, window: Window): SQL[] => [
  ...(window.from ? [gte(column, window.from)] : []),
  ...(window.to ? [lt(column, window.to)] : []),
];
const approved = (memberId: number) => and(eq(deposits.memberId, memberId), eq(deposits.status, 'approved'));

/** The largest deposit approved in the window (deposits_member_idx narrows to the member). */
export async function largestDeposit(db: Db | Tx, memberId: number, window: Window) {
  const [row] = await db
    .select({ id: deposits.id, amount: deposits.amount, decidedAt: deposits.decidedAt })
    .from(deposits)
    .where(and(approved(memberId), ...within(deposits.decidedAt, window)))
    .orderBy(desc(deposits.amount), asc(deposits.id))
    .limit(1);
  return row ?? null;
}

/** The member's first approved deposit ever. */
export async function firstDeposit(db: Db | Tx, memberId: number) {
  const [row] = await db
    .select({ id: deposits.id, amount: deposits.amount, decidedAt: deposits.decidedAt })
    .from(deposits)
    .where(approved(memberId))
    .orderBy(asc(deposits.decidedAt), asc(deposits.id))
    .limit(1);
  return row ?? null;
}

/** Approved deposits in total, ever. */
export async function totalDeposits(db: Db | Tx, memberId: number): Promise<bigint> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${deposits.amount}), 0)::text` })
    .from(deposits)
    .where(approved(memberId));
  return BigInt(row?.total ?? '0');
}

/** Valid bets of the member's settled bets placed in the window (bets_member_placed_idx). */
export async function validBets(db: Db | Tx, memberId: number, window: Window): Promise<bigint> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${bets.validBet}), 0)::text` })
    .from(bets)
    .where(and(eq(bets.memberId, memberId), eq(bets.status, 'settled'), ...within(bets.placedAt, window)));
  return BigInt(row?.total ?? '0');
}

/** The same for many members at once (a raffle's draw), per member; members without bets are left out. */
export async function validBetsByMember(
  db: Db | Tx,
  memberIds: readonly number[],
  window: Window,
): Promise<Map<number, bigint>> {
  if (memberIds.length === 0) return new Map();
  const rows = await db
    .select({ memberId: bets.memberId, total: sql<string>`coalesce(sum(${bets.validBet}), 0)::text` })
    .from(bets)
    .where(
      and(
        inArray(bets.memberId, [...memberIds]),
        eq(bets.status, 'settled'),
        ...within(bets.placedAt, window),
      ),
    )
    .groupBy(bets.memberId);
  return new Map(rows.map((row) => [row.memberId, BigInt(row.total)]));
}
