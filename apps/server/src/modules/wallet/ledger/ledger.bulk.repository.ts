import { sql } from 'drizzle-orm';
import type { Tx } from '../../../platform/db/client.js';
import { pgArray } from '../../../platform/db/pg-array.js';
import type { ParsedAccountKey } from './ledger.keys.js';

/** A journal entry as the bulk statements take it (one array element per column). */
export interface BulkEntryRow {
  idempotencyKey: string;
  kind: string;
  memberId: number | null;
  actor: string;
  reference: Record<string, unknown>;
  remark: string;
}

/** One posting of an entry, in the order the batch lists them. */
export interface BulkPostingRow {
  /** The entry's position in the batch (0-based). */
  entryIndex: number;
  accountKey: string;
  amount: bigint;
}

const rows = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** The postings of entries already posted, by key (account key and amount: what a replay compares). */
export async function postingsOfKeys(
  tx: Tx,
  keys: readonly string[],
): Promise<Map<string, { accountKey: string; amount: bigint }[]>> {
  const result = await tx.execute(sql`
    SELECT e.idempotency_key, a.key AS account_key, p.amount::text AS amount
    FROM unnest(${pgArray(keys)}::text[]) AS k(key)
    JOIN journal_entries e ON e.idempotency_key = k.key
    JOIN postings p ON p.entry_id = e.id
    JOIN ledger_accounts a ON a.id = p.account_id
    ORDER BY p.id`);
  const byKey = new Map<string, { accountKey: string; amount: bigint }[]>();
  for (const row of rows<{ idempotency_key: string; account_key: string; amount: string }>(result)) {
    const lines = byKey.get(row.idempotency_key) ?? [];
    lines.push({ accountKey: row.account_key, amount: BigInt(row.amount) });
    byKey.set(row.idempotency_key, lines);
  }
  return byKey;
}

/** createMissingAccounts for thousands of keys: one statement, in key order, existing keys untouched. */
export async function createMissingAccounts(tx: Tx, accounts: readonly ParsedAccountKey[]): Promise<void> {
  const sorted = [...accounts].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  await tx.execute(sql`
    INSERT INTO ledger_accounts (key, kind, member_id, vendor, allow_negative)
    SELECT v.key, v.kind, v.member_id, v.vendor, v.allow_negative
    FROM unnest(
      ${pgArray(sorted.map((a) => a.key))}::text[],
      ${pgArray(sorted.map((a) => a.kind))}::text[],
      ${pgArray(sorted.map((a) => a.memberId))}::bigint[],
      ${pgArray(sorted.map((a) => a.vendor))}::text[],
      ${pgArray(sorted.map((a) => a.allowNegative))}::boolean[]
    ) WITH ORDINALITY AS v(key, kind, member_id, vendor, allow_negative, n)
    WHERE NOT EXISTS (SELECT 1 FROM ledger_accounts a WHERE a.key = v.key)
    ORDER BY v.n
    ON CONFLICT (key) DO NOTHING`);
}

/** Locks the accounts in id order, as lockAccounts does, without sending them back. */
export async function lockAccounts(tx: Tx, keys: readonly string[]): Promise<void> {
  await tx.execute(sql`
    SELECT count(*) FROM (
      SELECT id FROM ledger_accounts WHERE key = ANY(${pgArray(keys)}::text[]) ORDER BY id FOR UPDATE
    ) locked`);
}

/**
 * Writes the batch in one statement, on accounts the caller has locked: the entries, with ids drawn
 * from their identity sequence in the same statement (keys none of which is posted yet: a key posted
 * meanwhile fails the statement with a unique violation), their postings and every balance. Each
 * posting's balance_after is the account's balance plus a running sum over its postings in batch order
 * (a window per account); postings get ids in batch order, so an account's last posting carries its
 * final balance. If a member account would dip below zero at any posting, nothing is written and the
 * answer is the 1-based position of the first such posting.
 */
export async function writeEntries(
  tx: Tx,
  entries: readonly BulkEntryRow[],
  lines: readonly BulkPostingRow[],
): Promise<number | null> {
  const result = await tx.execute(sql`
    WITH ids AS MATERIALIZED (
      -- One array, read by position: a join on the position would be planned blind on a CTE.
      SELECT array_agg(nextval(pg_get_serial_sequence('journal_entries', 'id')::regclass) ORDER BY n) AS id
      FROM generate_series(1, ${entries.length}::int) AS n
    ), p AS (
      SELECT x.seq, (SELECT id FROM ids)[x.entry_n] AS entry_id, a.id AS account_id, x.amount, a.balance,
             a.allow_negative
      FROM unnest(
        ${pgArray(lines.map((l) => l.entryIndex + 1))}::int[],
        ${pgArray(lines.map((l) => l.accountKey))}::text[],
        ${pgArray(lines.map((l) => l.amount))}::bigint[]
      ) WITH ORDINALITY AS x(entry_n, account_key, amount, seq)
      JOIN ledger_accounts a ON a.key = x.account_key
    ), calc AS (
      SELECT p.*, p.balance + sum(p.amount) OVER (PARTITION BY p.account_id ORDER BY p.seq) AS balance_after
      FROM p
    ), refused AS (
      SELECT min(seq) AS seq FROM calc WHERE NOT allow_negative AND balance_after < 0
    ), e AS (
      INSERT INTO journal_entries (id, idempotency_key, kind, member_id, actor, reference, remark)
      OVERRIDING SYSTEM VALUE
      SELECT (SELECT id FROM ids)[x.n], x.idempotency_key, x.kind, x.member_id, x.actor, x.reference, x.remark
      FROM unnest(
        ${pgArray(entries.map((e) => e.idempotencyKey))}::text[],
        ${pgArray(entries.map((e) => e.kind))}::text[],
        ${pgArray(entries.map((e) => e.memberId))}::bigint[],
        ${pgArray(entries.map((e) => e.actor))}::text[],
        ${pgArray(entries.map((e) => JSON.stringify(e.reference)))}::jsonb[],
        ${pgArray(entries.map((e) => e.remark))}::text[]
      ) WITH ORDINALITY AS x(idempotency_key, kind, member_id, actor, reference, remark, n)
      WHERE (SELECT seq FROM refused) IS NULL
      ORDER BY x.n
      RETURNING 1
    ), written AS (
      INSERT INTO postings (entry_id, account_id, amount, balance_after)
      SELECT entry_id, account_id, amount, balance_after FROM calc
      WHERE (SELECT seq FROM refused) IS NULL
      ORDER BY seq
      RETURNING 1
    ), balances AS (
      UPDATE ledger_accounts a SET balance = a.balance + s.delta
      FROM (SELECT account_id, sum(amount) AS delta FROM p GROUP BY account_id) s
      WHERE a.id = s.account_id AND (SELECT seq FROM refused) IS NULL
      RETURNING 1
    )
    SELECT (SELECT seq FROM refused)::int AS refused,
           (SELECT count(*) FROM e)::int AS entries,
           (SELECT count(*) FROM written)::int AS postings`);
  const [row] = rows<{ refused: number | null; entries: number; postings: number }>(result);
  if (!row) throw new Error('bulk posting answered no row');
  if (row.refused !== null) return Number(row.refused);
  if (Number(row.entries) !== entries.length || Number(row.postings) !== lines.length)
    throw new Error(
      `bulk posting wrote ${row.entries}/${row.postings} of ${entries.length}/${lines.length} rows`,
    );
  return null;
}
