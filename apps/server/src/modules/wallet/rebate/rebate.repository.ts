import { and, desc, eq, like, lt, sql } from 'drizzle-orm';
import { bets, rebateClaims } from '../../../db/wallet-schema.js';
import type { Db, Tx } from '../../../platform/db/client.js';
import type { CoveredBets } from './rebate-maths.js';
import { rawRows } from '../../../platform/db/raw-rows.js';

export type RebateClaimRow = typeof rebateClaims.$inferSelect;

const unclaimed = (memberId: number) =>
  and(eq(bets.memberId, memberId), eq(bets.status, 'settled'), sql`${bets.rebateClaimId} IS NULL`);

/** What a claim would cover now, per game type; served by bets_rebate_unclaimed_idx. */
export async function sumUnclaimed(db: Db | Tx, memberId: number): Promise<CoveredBets[]> {
  const rows = await db
    .select({
      gameType: bets.gameType,
      bets: sql<number>`count(*)::int`,
      validBet: sql<string>`coalesce(sum(${bets.validBet}), 0)::text`,
    })
    .from(bets)
    .where(unclaimed(memberId))
    .groupBy(bets.gameType);
  return rows.map((row) => ({
    gameType: row.gameType,
    bets: Number(row.bets),
    validBet: BigInt(row.validBet),
  }));
}

/**
 * Marks every settled bet not yet covered as covered by `claimId` and sums them per game type, in one
 * statement. Row locks make it exact: a bet being settled meanwhile is either seen settled (and
 * covered) or left for the next claim, and two claims never cover the same bet.
 */
export async function coverUnclaimed(tx: Tx, memberId: number, claimId: number): Promise<CoveredBets[]> {
  const rows = await rawRows<{ game_type: string; bets: number; valid_bet: string }>(
    tx,
    sql`
    WITH covered AS (
      UPDATE bets SET rebate_claim_id = ${claimId}
      WHERE member_id = ${memberId} AND status = 'settled' AND rebate_claim_id IS NULL
      RETURNING game_type, valid_bet
    )
    SELECT game_type, count(*)::int AS bets, coalesce(sum(valid_bet), 0)::text AS valid_bet
    FROM covered GROUP BY game_type`,
  );
  return rows.map((row) => ({
    gameType: row.game_type,
    bets: Number(row.bets),
    validBet: BigInt(row.valid_bet),
  }));
}

/** Claims the member made on one site day ('20260122'), to number the next one. */
export async function countClaimsOfDay(db: Db | Tx, memberId: number, ymd: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(rebateClaims)
    .where(and(eq(rebateClaims.memberId, memberId), like(rebateClaims.period, `${ymd}-%`)));
  return Number(row?.n ?? 0);
}

/**
 * Opens a claim for (member, period); null when that period is taken. A concurrent claim of the same
 * period waits here for the first to commit or roll back, so only one of them goes on.
 */
export async function insertClaim(tx: Tx, memberId: number, period: string): Promise<number | null> {
  const rows = await tx
    .insert(rebateClaims)
    .values({ memberId, period, validBet: 0n, amount: 0n })
    .onConflictDoNothing({ target: [rebateClaims.memberId, rebateClaims.period] })
    .returning({ id: rebateClaims.id });
  return rows[0]?.id ?? null;
}

export async function finishClaim(
  tx: Tx,
  id: number,
  change: Pick<RebateClaimRow, 'validBet' | 'amount' | 'detail'>,
): Promise<RebateClaimRow> {
  const [row] = await tx.update(rebateClaims).set(change).where(eq(rebateClaims.id, id)).returning();
  if (!row) throw new Error(`rebate claim ${id} vanished`);
  return row;
}

/** A page of the member's claims, newest first, by keyset on id. */
export function listClaims(
  db: Db | Tx,
  memberId: number,
  page: { cursor?: number | undefined; pageSize: number },
): Promise<RebateClaimRow[]> {
  return db
    .select()
    .from(rebateClaims)
    .where(
      and(
        eq(rebateClaims.memberId, memberId),
        page.cursor === undefined ? undefined : lt(rebateClaims.id, page.cursor),
      ),
    )
    .orderBy(desc(rebateClaims.id))
    .limit(page.pageSize);
}

export async function lastClaimAt(db: Db | Tx, memberId: number): Promise<Date | null> {
  const [row] = await db
    .select({ at: rebateClaims.createdAt })
    .from(rebateClaims)
    .where(eq(rebateClaims.memberId, memberId))
    .orderBy(desc(rebateClaims.id))
    .limit(1);
  return row?.at ?? null;
}
