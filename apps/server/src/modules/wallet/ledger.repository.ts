import { asc, eq, inArray, sql } from 'drizzle-orm';
import { journalEntries, ledgerAccounts, postings } from '../../db/wallet-schema.js';
import type { Db, Tx } from '../../platform/db/client.js';
import type { ParsedAccountKey } from './ledger.keys.js';
import type { LockedAccount, PlannedPosting } from './ledger.plan.js';

export type NewJournalEntry = typeof journalEntries.$inferInsert;

/** Inserts the entry unless its key exists; null when it does (the caller then reads the first one). */
export async function insertEntry(tx: Tx, entry: NewJournalEntry): Promise<number | null> {
  const rows = await tx
    .insert(journalEntries)
    .values(entry)
    .onConflictDoNothing({ target: journalEntries.idempotencyKey })
    .returning({ id: journalEntries.id });
  return rows[0]?.id ?? null;
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
export async function lockAccounts(tx: Tx, keys: readonly string[]): Promise<LockedAccount[]> {
  return tx
    .select({
      id: ledgerAccounts.id,
      key: ledgerAccounts.key,
      balance: ledgerAccounts.balance,
      allowNegative: ledgerAccounts.allowNegative,
    })
    .from(ledgerAccounts)
    .where(inArray(ledgerAccounts.key, [...keys]))
    .orderBy(asc(ledgerAccounts.id))
    .for('update');
}

export async function writeBalances(tx: Tx, balances: ReadonlyMap<number, bigint>): Promise<void> {
  const values = [...balances].map(
    ([id, balance]) => sql`(${String(id)}::bigint, ${balance.toString()}::bigint)`,
  );
  await tx.execute(sql`
    UPDATE ledger_accounts AS a SET balance = v.balance
    FROM (VALUES ${sql.join(values, sql`, `)}) AS v(id, balance)
    WHERE a.id = v.id`);
}

export async function insertPostings(
  tx: Tx,
  entryId: number,
  lines: readonly PlannedPosting[],
): Promise<void> {
  await tx.insert(postings).values(
    lines.map((line) => ({
      entryId,
      accountId: line.accountId,
      amount: line.amount,
      balanceAfter: line.balanceAfter,
    })),
  );
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
