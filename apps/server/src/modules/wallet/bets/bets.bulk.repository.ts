import { TRIAL_ACCOUNT_TYPE } from '@swerte/contracts';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../../platform/db/client.js';
import { pgArray } from '../../../platform/db/pg-array.js';
import { accountKeySql, type SelectedPosting } from '../ledger/index.js';

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

/** A bet's result, as a bulk settlement names it. */
export interface BetResult {
  vendor: string;
  vendorBetId: string;
  payout: bigint;
  validBet: bigint;
}

/**
 * One statement that settles a batch (with the ledger's half, see ledger.postSelected): locks the named
 * bets in id order (the order every settlement takes bet locks in, so two never wait on each other in a
 * cycle; all of them before any ledger account), settles those still open with their result, and posts
 * a winning one's payout as settleBet does (bets.service payoutEntry: the same key, accounts and
 * reference, so a bet settled both ways is paid once), built here from the locked rows. Answers every
 * bet found as it was before (`status` is the state before this statement); bets that do not exist are
 * absent, and the caller tells a replay from a conflict by the state read.
 */
export function settlementPosting(items: readonly BetResult[], houseShards: number): SelectedPosting {
  const memberId = sql`member_id`;
  const trial = sql`is_agent = ${TRIAL_ACCOUNT_TYPE}`;
  return {
    source: sql`x AS (
      SELECT * FROM unnest(
        ${pgArray(items.map((r) => r.vendor))}::text[],
        ${pgArray(items.map((r) => r.vendorBetId))}::text[],
        ${pgArray(items.map((r) => r.payout))}::bigint[],
        ${pgArray(items.map((r) => r.validBet))}::bigint[]
      ) WITH ORDINALITY AS x(vendor, vendor_bet_id, payout, valid_bet, n)
    ), locked AS MATERIALIZED (
      SELECT b.id, b.member_id, b.vendor, b.vendor_bet_id, b.status, b.stake, b.payout, b.valid_bet,
             m.is_agent, x.payout AS new_payout, x.valid_bet AS new_valid_bet, x.n
      FROM x
      JOIN bets b ON b.vendor = x.vendor AND b.vendor_bet_id = x.vendor_bet_id
      JOIN members m ON m.id = b.member_id
      ORDER BY b.id
      FOR UPDATE OF b
    ), paid AS MATERIALIZED (
      SELECT id, member_id, vendor, vendor_bet_id, is_agent, new_payout,
             row_number() OVER (ORDER BY n)::int AS entry_n
      FROM locked WHERE status = 'open' AND new_payout > 0
    ), ledger_entries AS (
      SELECT entry_n, 'payout:' || vendor || ':' || vendor_bet_id AS idempotency_key, 'payout'::text AS kind,
             member_id, 'vendor:' || vendor AS actor,
             jsonb_build_object('betId', id, 'vendor', vendor, 'vendorBetId', vendor_bet_id) AS reference,
             ''::text AS remark
      FROM paid
    ), ledger_lines AS (
      SELECT entry_n * 2 - 1 AS seq, entry_n, -new_payout AS amount,
             CASE WHEN ${trial} THEN ${accountKeySql.houseShard('play_money', memberId, houseShards)}
                  ELSE ${accountKeySql.houseShard('game_revenue', memberId, houseShards)} END AS account_key
      FROM paid
      UNION ALL
      SELECT entry_n * 2, entry_n, new_payout, ${accountKeySql.wallet(trial, memberId)} FROM paid
    )`,
    alongside: sql`settled AS (
      UPDATE bets AS b SET status = 'settled', payout = l.new_payout, valid_bet = l.new_valid_bet,
        settled_at = now()
      FROM locked l
      WHERE b.id = l.id AND l.status = 'open' AND (SELECT go FROM ledger_go)
      RETURNING 1
    )`,
    rows: sql`
      SELECT l.id::text AS id, l.member_id::text AS member_id, l.vendor, l.vendor_bet_id, l.status,
             l.stake::text AS stake, l.payout::text AS payout, l.valid_bet::text AS valid_bet, l.is_agent,
             (SELECT count(*) FROM settled)::int AS settled
      FROM locked l`,
  };
}

/** The rows settlementPosting answers. */
export interface LockedBetRow {
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
}

export function lockedBets(found: readonly LockedBetRow[]): LockedBet[] {
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
