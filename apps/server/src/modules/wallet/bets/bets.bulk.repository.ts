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
 * Locks the named bets in id order (the order every settlement takes bet locks in, so two never
 * wait on each other in a cycle) and reads them with their member's account type. Bets that do not
 * exist are simply absent.
 */
export async function lockBets(
  tx: Tx,
  refs: readonly { vendor: string; vendorBetId: string }[],
): Promise<LockedBet[]> {
  const result = await tx.execute(sql`
    SELECT b.id::text AS id, b.member_id::text AS member_id, b.vendor, b.vendor_bet_id, b.status,
           b.stake::text AS stake, b.payout::text AS payout, b.valid_bet::text AS valid_bet, m.is_agent
    FROM unnest(${pgArray(refs.map((r) => r.vendor))}::text[], ${pgArray(refs.map((r) => r.vendorBetId))}::text[])
      AS x(vendor, vendor_bet_id)
    JOIN bets b ON b.vendor = x.vendor AND b.vendor_bet_id = x.vendor_bet_id
    JOIN members m ON m.id = b.member_id
    ORDER BY b.id
    FOR UPDATE OF b`);
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
  };
  return rows<Row>(result).map((row) => ({
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

/** Closes the locked open bets as settled, as closeBet does one by one (settled_at: the database's clock). */
export async function settleBets(
  tx: Tx,
  settled: readonly { id: number; payout: bigint; validBet: bigint }[],
): Promise<void> {
  if (settled.length === 0) return;
  await tx.execute(sql`
    UPDATE bets AS b SET status = 'settled', payout = x.payout, valid_bet = x.valid_bet, settled_at = now()
    FROM unnest(
      ${pgArray(settled.map((s) => s.id))}::bigint[],
      ${pgArray(settled.map((s) => s.payout))}::bigint[],
      ${pgArray(settled.map((s) => s.validBet))}::bigint[]
    ) AS x(id, payout, valid_bet)
    WHERE b.id = x.id`);
}

/** Of the members given, those with a bonus grant still locked (bonus_grants_active_idx). */
export async function membersWithActiveGrants(tx: Tx, memberIds: readonly number[]): Promise<Set<number>> {
  if (memberIds.length === 0) return new Set();
  const result = await tx.execute(sql`
    SELECT DISTINCT member_id::text AS member_id FROM bonus_grants
    WHERE status = 'active' AND member_id = ANY(${pgArray(memberIds)}::bigint[])`);
  return new Set(rows<{ member_id: string }>(result).map((row) => Number(row.member_id)));
}
