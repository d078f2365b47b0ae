import { sql } from 'drizzle-orm';
import type { Tx } from '../../../platform/db/client.js';
import { pgArray } from '../../../platform/db/pg-array.js';

/** A bet of a bulk settlement as read under its lock, with what decides its wallet. */
export interface LockedBet {
  id: number;
  memberId: number;
  vendor: string;
  vendorBetId: string;
  status: 'open' | 'settled' | 'void';
  stake: bigint;
  payout: bigint;
  validBet: bigint;
  /** The member's account type (members.is_agent): a trial account plays with play money. */
  isAgent: number;
}

const rows = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * Locks the named bets in id order (the order every settlement takes bet locks in, so two never wait
 * on each other in a cycle), reads them as they were with their member's account type, and settles
 * those still open with their result, in one statement. Bets that do not exist are simply absent; the
 * caller tells a replay from a conflict by the state read (`status` is the state before this statement).
 */
export async function lockAndSettleOpen(
  tx: Tx,
  items: readonly { vendor: string; vendorBetId: string; payout: bigint; validBet: bigint }[],
): Promise<LockedBet[]> {
  const result = await tx.execute(sql`
    WITH locked AS MATERIALIZED (
      SELECT b.id, b.member_id, b.vendor, b.vendor_bet_id, b.status, b.stake, b.payout, b.valid_bet,
             m.is_agent, x.payout AS new_payout, x.valid_bet AS new_valid_bet
      FROM unnest(
        ${pgArray(items.map((r) => r.vendor))}::text[],
        ${pgArray(items.map((r) => r.vendorBetId))}::text[],
        ${pgArray(items.map((r) => r.payout))}::bigint[],
        ${pgArray(items.map((r) => r.validBet))}::bigint[]
      ) AS x(vendor, vendor_bet_id, payout, valid_bet)
      JOIN bets b ON b.vendor = x.vendor AND b.vendor_bet_id = x.vendor_bet_id
      JOIN members m ON m.id = b.member_id
      ORDER BY b.id
      FOR UPDATE OF b
    ), settled AS (
      UPDATE bets AS b SET status = 'settled', payout = l.new_payout, valid_bet = l.new_valid_bet,
        settled_at = now()
      FROM locked l
      WHERE b.id = l.id AND l.status = 'open'
      RETURNING 1
    )
    SELECT l.id::text AS id, l.member_id::text AS member_id, l.vendor, l.vendor_bet_id, l.status,
           l.stake::text AS stake, l.payout::text AS payout, l.valid_bet::text AS valid_bet, l.is_agent,
           (SELECT count(*) FROM settled)::int AS settled
    FROM locked l`);
  type Row = {
    id: string;
    member_id: string;
    vendor: string;
    vendor_bet_id: string;
    status: LockedBet['status'];
    stake: string;
    payout: string;
    valid_bet: string;
    is_agent: number;
    settled: number;
  };
  const found = rows<Row>(result);
  const open = found.filter((row) => row.status === 'open').length;
  if (found.length > 0 && Number(found[0]!.settled) !== open)
    throw new Error(`settled ${found[0]!.settled} of ${open} open bets`);
  return found.map((row) => ({
    id: Number(row.id),
    memberId: Number(row.member_id),
    vendor: row.vendor,
    vendorBetId: row.vendor_bet_id,
    status: row.status,
    stake: BigInt(row.stake),
    payout: BigInt(row.payout),
    validBet: BigInt(row.valid_bet),
    isAgent: Number(row.is_agent),
  }));
}

/** Of the members given, those with a bonus grant still locked (bonus_grants_active_idx). */
export async function membersWithActiveGrants(tx: Tx, memberIds: readonly number[]): Promise<Set<number>> {
  if (memberIds.length === 0) return new Set();
  const result = await tx.execute(sql`
    SELECT DISTINCT member_id::text AS member_id FROM bonus_grants
    WHERE status = 'active' AND member_id = ANY(${pgArray(memberIds)}::bigint[])`);
  return new Set(rows<{ member_id: string }>(result).map((row) => Number(row.member_id)));
}
