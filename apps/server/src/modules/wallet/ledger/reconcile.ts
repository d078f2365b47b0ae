import { sql } from 'drizzle-orm';
import { journalEntries, ledgerAccounts, postings } from '../../../db/wallet-schema.js';
import type { Db, Tx } from '../../../platform/db/client.js';
import { houseBalances } from './ledger.repository.js';

/** An account whose stored balance disagrees with its postings. */
export interface AccountMismatch {
  accountId: number;
  key: string;
  stored: bigint;
  /** The sum of the account's postings. */
  posted: bigint;
  /** balance_after of its latest posting (null without postings). */
  lastBalanceAfter: bigint | null;
}

export interface ReconcileReport {
  ok: boolean;
  accounts: number;
  entries: number;
  postings: number;
  /** Sum of every stored balance: zero in a double-entry ledger. */
  total: bigint;
  mismatches: AccountMismatch[];
  /** Entries whose postings do not sum to zero, or that have none. */
  unbalancedEntries: { entryId: number; idempotencyKey: string; sum: bigint }[];
  /** Each house account's balance, its sub-accounts summed, by code. */
  house: { code: string; balance: bigint }[];
}

/** Rows reported at most; a ledger with more broken accounts needs a person, not a longer table. */
const REPORT_LIMIT = 1000;
const big = (value: string | null) => (value === null ? null : BigInt(value));

/** Reads the whole ledger in one snapshot, so entries committing meanwhile cannot look like errors. */
export function reconcileLedger(db: Db): Promise<ReconcileReport> {
  return db.transaction(
    async (tx) => {
      const [totals] = await tx
        .select({
          accounts: sql<string>`count(*)::text`,
          total: sql<string>`coalesce(sum(${ledgerAccounts.balance}), 0)::text`,
          entries: sql<string>`(select count(*) from ${journalEntries})::text`,
          postings: sql<string>`(select count(*) from ${postings})::text`,
        })
        .from(ledgerAccounts);
      const mismatches = await accountMismatches(tx);
      const unbalancedEntries = await unbalanced(tx);
      const house = [...(await houseBalances(tx))].map(([code, balance]) => ({ code, balance }));
      const total = BigInt(totals?.total ?? '0');
      return {
        ok: total === 0n && mismatches.length === 0 && unbalancedEntries.length === 0,
        accounts: Number(totals?.accounts ?? 0),
        entries: Number(totals?.entries ?? 0),
        postings: Number(totals?.postings ?? 0),
        total,
        mismatches,
        unbalancedEntries,
        house,
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

async function accountMismatches(tx: Tx): Promise<AccountMismatch[]> {
  const posted = sql`coalesce(s.posted, 0)`;
  const rows = await tx
    .select({
      accountId: ledgerAccounts.id,
      key: ledgerAccounts.key,
      stored: sql<string>`${ledgerAccounts.balance}::text`,
      posted: sql<string>`${posted}::text`,
      lastBalanceAfter: sql<string | null>`l.balance_after::text`,
    })
    .from(ledgerAccounts)
    .leftJoin(
      sql`(select account_id, sum(amount) as posted, max(id) as last_id from ${postings} group by account_id) s`,
      sql`s.account_id = ${ledgerAccounts.id}`,
    )
    .leftJoin(sql`${postings} l`, sql`l.id = s.last_id`)
    .where(sql`${ledgerAccounts.balance} <> ${posted} or l.balance_after <> ${ledgerAccounts.balance}`)
    .orderBy(ledgerAccounts.id)
    .limit(REPORT_LIMIT);
  return rows.map((row) => ({
    accountId: row.accountId,
    key: row.key,
    stored: BigInt(row.stored),
    posted: BigInt(row.posted),
    lastBalanceAfter: big(row.lastBalanceAfter),
  }));
}

async function unbalanced(tx: Tx) {
  const sum = sql`coalesce(s.total, 0)`;
  const rows = await tx
    .select({
      entryId: journalEntries.id,
      idempotencyKey: journalEntries.idempotencyKey,
      sum: sql<string>`${sum}::text`,
    })
    .from(journalEntries)
    .leftJoin(
      sql`(select entry_id, sum(amount) as total from ${postings} group by entry_id) s`,
      sql`s.entry_id = ${journalEntries.id}`,
    )
    .where(sql`s.entry_id is null or s.total <> 0`)
    .orderBy(journalEntries.id)
    .limit(REPORT_LIMIT);
  return rows.map((row) => ({
    entryId: row.entryId,
    idempotencyKey: row.idempotencyKey,
    sum: BigInt(row.sum),
  }));
}
