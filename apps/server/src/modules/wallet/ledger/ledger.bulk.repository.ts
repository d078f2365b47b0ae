import { sql, type SQL } from 'drizzle-orm';
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

/**
 * A set-based posting as one statement: the caller's CTEs name the entries and their postings, the
 * ledger's CTEs after them lock the accounts (id order), number the entries from their identity
 * sequence, work out every balance_after (the account's balance plus a running sum over its postings
 * in `seq` order, a window per account), check each entry sums to zero and no member account dips
 * below zero, then write the entries, the postings and the balances. Nothing is written unless every
 * check passes; `ledger_go` says so, for the caller's own writes in the same statement.
 *
 * `source` (CTEs, without WITH) must define
 *   ledger_entries(entry_n int 1..N dense, idempotency_key, kind, member_id, actor, reference jsonb, remark)
 *   ledger_lines(seq bigint ascending in batch order, entry_n, account_key, amount bigint)
 * `alongside` (CTEs) may write the caller's rows, each guarded by `(SELECT go FROM ledger_go)`; `rows`
 * is a SELECT of what the caller wants back. The accounts are read as locked in this statement, so the
 * balances are the latest committed ones whatever the statement's snapshot.
 */
export interface SelectedPosting {
  source: SQL;
  alongside?: SQL;
  rows: SQL;
}

/** What the statement found and wrote; nothing is written when `missing`, `refusedKey` or `unbalanced`. */
export interface SelectedPostingResult<T> {
  /** Account keys the lines name that do not exist yet. */
  missing: string[];
  /** The key of the first entry that would take a member account below zero. */
  refusedKey: string | null;
  /** An entry whose postings do not sum to zero or that has fewer than two. */
  unbalanced: boolean;
  entries: number;
  postings: number;
  expectedEntries: number;
  expectedPostings: number;
  rows: T[];
}

export async function writeSelected<T extends object>(
  tx: Tx,
  posting: SelectedPosting,
): Promise<SelectedPostingResult<T>> {
  const result = await tx.execute(sql`
    WITH ${posting.source},
    ledger_acc AS MATERIALIZED (
      SELECT a.id, a.key, a.balance, a.allow_negative FROM ledger_accounts a
      WHERE a.key IN (SELECT account_key FROM ledger_lines)
      ORDER BY a.id
      FOR UPDATE
    ), ledger_missing AS (
      SELECT array_agg(DISTINCT l.account_key) AS keys FROM ledger_lines l
      WHERE NOT EXISTS (SELECT 1 FROM ledger_acc a WHERE a.key = l.account_key)
    ), ledger_unbalanced AS (
      SELECT count(*) AS n FROM (
        SELECT entry_n FROM ledger_lines GROUP BY entry_n HAVING sum(amount) <> 0 OR count(*) < 2
      ) u
    ), ledger_ids AS MATERIALIZED (
      -- One array, read by position: a join on the position would be planned blind on a CTE. The
      -- sequence is looked up once, not per row.
      SELECT array_agg(nextval(s.seq) ORDER BY n) AS id
      FROM (SELECT pg_get_serial_sequence('journal_entries', 'id')::regclass AS seq) s,
           generate_series(1, (SELECT count(*) FROM ledger_entries)::int) AS n
    ), ledger_p AS (
      SELECT l.seq, l.entry_n, (SELECT id FROM ledger_ids)[l.entry_n] AS entry_id, a.id AS account_id,
             l.amount, a.balance, a.allow_negative
      FROM ledger_lines l JOIN ledger_acc a ON a.key = l.account_key
    ), ledger_calc AS (
      SELECT p.*, p.balance + sum(p.amount) OVER (PARTITION BY p.account_id ORDER BY p.seq) AS balance_after
      FROM ledger_p p
    ), ledger_refused AS (
      SELECT (SELECT e.idempotency_key FROM ledger_entries e WHERE e.entry_n = c.entry_n) AS key
      FROM ledger_calc c WHERE NOT c.allow_negative AND c.balance_after < 0
      ORDER BY c.seq LIMIT 1
    ), ledger_go AS MATERIALIZED (
      SELECT NOT EXISTS (SELECT 1 FROM ledger_refused)
         AND (SELECT keys FROM ledger_missing) IS NULL
         AND (SELECT n FROM ledger_unbalanced) = 0 AS go
    ), ledger_e AS (
      INSERT INTO journal_entries (id, idempotency_key, kind, member_id, actor, reference, remark)
      OVERRIDING SYSTEM VALUE
      SELECT (SELECT id FROM ledger_ids)[e.entry_n], e.idempotency_key, e.kind, e.member_id, e.actor,
             e.reference, e.remark
      FROM ledger_entries e
      WHERE (SELECT go FROM ledger_go)
      ORDER BY e.entry_n
      RETURNING 1
    ), ledger_written AS (
      INSERT INTO postings (entry_id, account_id, amount, balance_after)
      SELECT entry_id, account_id, amount, balance_after FROM ledger_calc
      WHERE (SELECT go FROM ledger_go)
      ORDER BY seq
      RETURNING 1
    ), ledger_balances AS (
      UPDATE ledger_accounts a SET balance = a.balance + s.delta
      FROM (SELECT account_id, sum(amount) AS delta FROM ledger_p GROUP BY account_id) s
      WHERE a.id = s.account_id AND (SELECT go FROM ledger_go)
      RETURNING 1
    )${posting.alongside ? sql`, ${posting.alongside}` : sql``},
    ledger_result AS (
      SELECT (SELECT keys FROM ledger_missing) AS ledger_missing,
             (SELECT key FROM ledger_refused) AS ledger_refused,
             (SELECT n FROM ledger_unbalanced)::int AS ledger_unbalanced,
             (SELECT count(*) FROM ledger_e)::int AS ledger_entries,
             (SELECT count(*) FROM ledger_written)::int AS ledger_postings,
             (SELECT count(*) FROM ledger_entries)::int AS ledger_expected_entries,
             (SELECT count(*) FROM ledger_lines)::int AS ledger_expected_postings
    )
    SELECT ledger_result.*, r.* FROM ledger_result
    LEFT JOIN (SELECT true AS ledger_row, q.* FROM (${posting.rows}) q) r ON true`);
  type Head = {
    ledger_row: boolean | null;
    ledger_missing: string[] | string | null;
    ledger_refused: string | null;
    ledger_unbalanced: number;
    ledger_entries: number;
    ledger_postings: number;
    ledger_expected_entries: number;
    ledger_expected_postings: number;
  };
  const found = rows<Head & Record<string, unknown>>(result);
  const head = found[0];
  if (!head) throw new Error('a set-based posting answered no row');
  const rowsBack = found
    .filter((row) => row.ledger_row === true)
    .map((row) => {
      const copy: Record<string, unknown> = { ...row };
      for (const key of Object.keys(copy)) if (key.startsWith('ledger_')) delete copy[key];
      return copy as T;
    });
  return {
    missing: textArray(head.ledger_missing),
    refusedKey: head.ledger_refused,
    unbalanced: Number(head.ledger_unbalanced) > 0,
    entries: Number(head.ledger_entries),
    postings: Number(head.ledger_postings),
    expectedEntries: Number(head.ledger_expected_entries),
    expectedPostings: Number(head.ledger_expected_postings),
    rows: rowsBack,
  };
}

/** A text[] as node-postgres (an array) or PGlite (an array, or a literal for an unknown type) answers it. */
function textArray(value: string[] | string | null): string[] {
  if (value === null) return [];
  if (Array.isArray(value)) return value;
  return value
    .replace(/^\{|\}$/g, '')
    .split(',')
    .filter(Boolean)
    .map((cell) => cell.replace(/^"|"$/g, ''));
}

/** The entries and their postings (in batch order) given as arrays, as writeSelected's source. */
export function entriesFromArrays(
  entries: readonly BulkEntryRow[],
  lines: readonly BulkPostingRow[],
): SelectedPosting {
  return {
    source: sql`ledger_entries AS (
      SELECT x.n::int AS entry_n, x.idempotency_key, x.kind, x.member_id, x.actor, x.reference, x.remark
      FROM unnest(
        ${pgArray(entries.map((e) => e.idempotencyKey))}::text[],
        ${pgArray(entries.map((e) => e.kind))}::text[],
        ${pgArray(entries.map((e) => e.memberId))}::bigint[],
        ${pgArray(entries.map((e) => e.actor))}::text[],
        ${pgArray(entries.map((e) => JSON.stringify(e.reference)))}::jsonb[],
        ${pgArray(entries.map((e) => e.remark))}::text[]
      ) WITH ORDINALITY AS x(idempotency_key, kind, member_id, actor, reference, remark, n)
    ), ledger_lines AS (
      SELECT x.seq, x.entry_n, x.account_key, x.amount
      FROM unnest(
        ${pgArray(lines.map((l) => l.entryIndex + 1))}::int[],
        ${pgArray(lines.map((l) => l.accountKey))}::text[],
        ${pgArray(lines.map((l) => l.amount))}::bigint[]
      ) WITH ORDINALITY AS x(entry_n, account_key, amount, seq)
    )`,
    rows: sql`SELECT NULL::int AS nothing WHERE false`,
  };
}
