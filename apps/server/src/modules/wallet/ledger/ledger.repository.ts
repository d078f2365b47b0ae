import { asc, eq, inArray, sql } from 'drizzle-orm';
import { journalEntries, ledgerAccounts, postings } from '../../../db/wallet-schema.js';
import type { Db, Tx } from '../../../platform/db/client.js';
import type { ParsedAccountKey } from './ledger.keys.js';

export interface EntryRow {
  idempotencyKey: string;
  kind: string;
  memberId: number | null;
  actor: string;
  reference: Record<string, unknown>;
  remark: string;
}

export interface PostedLine {
  accountKey: string;
  amount: bigint;
  balanceAfter: bigint;
}

/** What ledger_post() answered: the entry's lines, or the member account that lacked the money. */
export type PostOutcome =
  | { status: 'posted' | 'replayed'; entryId: number; lines: PostedLine[] }
  | { status: 'insufficient'; accountKey: string; balance: bigint };

const param = (name: string) => sql.placeholder(name);

/**
 * One call of ledger_post() (migration 0013), as a named prepared statement: the server parses and
 * plans it once per connection. Accounts are described posting by posting so the function can create
 * the ones that do not exist yet.
 */
export async function postEntry(
  tx: Tx,
  entry: EntryRow,
  lines: readonly { account: ParsedAccountKey; amount: bigint }[],
): Promise<PostOutcome> {
  const rows = await tx
    .select({
      status: sql<string>`p.status`,
      entryId: sql<string | null>`p.entry_id::text`,
      accountKey: sql<string>`p.account_key`,
      amount: sql<string | null>`p.amount::text`,
      balanceAfter: sql<string>`p.balance_after::text`,
    })
    .from(
      sql`ledger_post(${param('key')}::text, ${param('kind')}::text, ${param('memberId')}::bigint,
        ${param('actor')}::text, ${param('reference')}::jsonb, ${param('remark')}::text,
        ${param('accounts')}::text[], ${param('amounts')}::bigint[], ${param('kinds')}::text[],
        ${param('members')}::bigint[], ${param('vendors')}::text[], ${param('negative')}::boolean[]) p`,
    )
    .prepare('ledger_post')
    .execute({
      key: entry.idempotencyKey,
      kind: entry.kind,
      memberId: entry.memberId === null ? null : String(entry.memberId),
      actor: entry.actor,
      reference: JSON.stringify(entry.reference),
      remark: entry.remark,
      accounts: lines.map((l) => l.account.key),
      amounts: lines.map((l) => l.amount.toString()),
      kinds: lines.map((l) => l.account.kind),
      members: lines.map((l) => (l.account.memberId === null ? null : String(l.account.memberId))),
      vendors: lines.map((l) => l.account.vendor),
      negative: lines.map((l) => l.account.allowNegative),
    });
  const first = rows[0];
  if (!first) throw new Error(`ledger_post answered nothing for ${entry.idempotencyKey}`);
  if (first.status === 'insufficient')
    return { status: 'insufficient', accountKey: first.accountKey, balance: BigInt(first.balanceAfter) };
  if (first.status !== 'posted' && first.status !== 'replayed')
    throw new Error(`ledger_post answered ${first.status}`);
  return {
    status: first.status,
    entryId: Number(first.entryId),
    lines: rows.map((row) => ({
      accountKey: row.accountKey,
      amount: BigInt(row.amount ?? '0'),
      balanceAfter: BigInt(row.balanceAfter),
    })),
  };
}

export async function findEntryByKey(db: Db | Tx, idempotencyKey: string) {
  const [entry] = await db
    .select()
    .from(journalEntries)
    .where(eq(journalEntries.idempotencyKey, idempotencyKey));
  if (!entry) return null;
  const lines = await db
    .select({ accountKey: ledgerAccounts.key, amount: postings.amount, balanceAfter: postings.balanceAfter })
    .from(postings)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, postings.accountId))
    .where(eq(postings.entryId, entry.id))
    .orderBy(asc(postings.id));
  return { entry, postings: lines };
}

/**
 * Creates the accounts that do not exist yet. Existing keys are filtered out before the insert so an
 * existing account costs no identity value; ON CONFLICT covers another transaction creating it meanwhile.
 */
export async function createMissingAccounts(
  db: Db | Tx,
  accounts: readonly ParsedAccountKey[],
): Promise<void> {
  if (accounts.length === 0) return;
  const values = [...accounts]
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
    .map(
      (a) =>
        sql`(${a.key}::text, ${a.kind}::text, ${a.memberId === null ? null : String(a.memberId)}::bigint, ${a.vendor}::text, ${a.allowNegative}::boolean)`,
    );
  await db.execute(sql`
    INSERT INTO ledger_accounts (key, kind, member_id, vendor, allow_negative)
    SELECT v.key, v.kind, v.member_id, v.vendor, v.allow_negative
    FROM (VALUES ${sql.join(values, sql`, `)}) AS v(key, kind, member_id, vendor, allow_negative)
    WHERE NOT EXISTS (SELECT 1 FROM ledger_accounts a WHERE a.key = v.key)
    ON CONFLICT (key) DO NOTHING`);
}

/** Locks the accounts in id order, so two entries touching the same accounts never deadlock. */
export async function lockAccounts(tx: Tx, keys: readonly string[]) {
  return tx
    .select({ key: ledgerAccounts.key, balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(inArray(ledgerAccounts.key, [...keys]))
    .orderBy(asc(ledgerAccounts.id))
    .for('update');
}

/** Every house account's balance, its sub-accounts summed (house:<code> and house:<code>:<shard>). */
export async function houseBalances(db: Db | Tx): Promise<Map<string, bigint>> {
  const code = sql<string>`split_part(${ledgerAccounts.key}, ':', 2)`;
  const rows = await db
    .select({ code, balance: sql<string>`sum(${ledgerAccounts.balance})::text` })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.kind, 'house'))
    .groupBy(code)
    .orderBy(code);
  return new Map(rows.map((row) => [row.code, BigInt(row.balance)]));
}

/** Every account of a member, from the member index: the balance call's one query. */
export function memberAccounts(db: Db | Tx, memberId: number) {
  return db
    .select({
      key: ledgerAccounts.key,
      kind: ledgerAccounts.kind,
      vendor: ledgerAccounts.vendor,
      balance: ledgerAccounts.balance,
    })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.memberId, memberId));
}

/** Balances by key (no lock); keys without an account are absent. */
export async function balancesByKey(db: Db | Tx, keys: readonly string[]): Promise<Map<string, bigint>> {
  if (keys.length === 0) return new Map();
  const rows = await db
    .select({ key: ledgerAccounts.key, balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(inArray(ledgerAccounts.key, [...keys]));
  return new Map(rows.map((row) => [row.key, row.balance]));
}
