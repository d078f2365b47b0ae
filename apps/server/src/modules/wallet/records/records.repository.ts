import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  banks,
  depositMethods,
  deposits,
  journalEntries,
  ledgerAccounts,
  memberBankAccounts,
  postings,
  withdrawals,
} from '../../../db/schema.js';
import type { Db, Tx } from '../../../platform/db/client.js';
import { rawRows } from '../../../platform/db/raw-rows.js';

/** A wallet of the member the account record shows. */
export interface RecordAccount {
  id: number;
  kind: 'cash' | 'bonus';
}

export interface PostingFilter {
  accounts: readonly RecordAccount[];
  from: Date;
  to: Date;
  kind?: string | undefined;
}

export interface PostingLine {
  id: number;
  entryId: number;
  accountId: number;
  amount: bigint;
  balanceAfter: bigint;
  createdAt: Date;
  kind: string;
  remark: string;
  orderNo: string | null;
  vendor: string | null;
}

/** The member's cash and bonus accounts (ledger_accounts_member_idx). */
export async function recordAccounts(db: Db | Tx, memberId: number): Promise<RecordAccount[]> {
  const found = await db
    .select({ id: ledgerAccounts.id, kind: ledgerAccounts.kind })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.memberId, memberId), inArray(ledgerAccounts.kind, ['cash', 'bonus'])));
  return found.flatMap((a) => (a.kind === 'cash' || a.kind === 'bonus' ? [{ id: a.id, kind: a.kind }] : []));
}

/** The member's points account, or null before their first points. */
export async function pointsAccount(db: Db | Tx, memberId: number): Promise<number | null> {
  const [row] = await db
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.memberId, memberId), eq(ledgerAccounts.kind, 'points')));
  return row?.id ?? null;
}

/** Lines on one account of the entry posted under `key` (journal_entries' unique key index). */
export async function linesOfKey(db: Db | Tx, key: string, accountId: number) {
  return db
    .select({ id: postings.id, amount: postings.amount, balanceAfter: postings.balanceAfter })
    .from(postings)
    .innerJoin(journalEntries, eq(journalEntries.id, postings.entryId))
    .where(and(eq(journalEntries.idempotencyKey, key), eq(postings.accountId, accountId)))
    .orderBy(postings.id);
}

/** Lines of one entry on one account. */
export async function linesOfEntry(db: Db | Tx, entryId: number, accountId: number) {
  return db
    .select({ id: postings.id, amount: postings.amount, balanceAfter: postings.balanceAfter })
    .from(postings)
    .where(and(eq(postings.entryId, entryId), eq(postings.accountId, accountId)))
    .orderBy(postings.id);
}

/**
 * A page of postings on the member's accounts, newest first, by keyset on (created_at, id). One
 * bounded range scan of postings_account_time_idx per account (at most a page each), merged: the
 * cost is a page's, however long the history. The cursor's time is read in the statement itself, at
 * the database's full precision.
 */
export async function listPostings(
  db: Db | Tx,
  filter: PostingFilter,
  page: { cursor?: number | undefined; pageSize: number },
): Promise<PostingLine[]> {
  if (filter.accounts.length === 0) return [];
  const after =
    page.cursor === undefined
      ? sql``
      : sql`AND (p.created_at, p.id) < ((SELECT c.created_at FROM postings c WHERE c.id = ${page.cursor}), ${page.cursor})`;
  const kind = filter.kind === undefined ? sql`` : sql`AND e.kind = ${filter.kind}`;
  const perAccount = filter.accounts.map(
    (account) => sql`(
      SELECT p.id, p.entry_id, p.account_id, p.amount, p.balance_after, p.created_at,
             e.kind, e.remark, e.reference
      FROM postings p JOIN journal_entries e ON e.id = p.entry_id
      WHERE p.account_id = ${account.id} AND p.created_at >= ${filter.from} AND p.created_at < ${filter.to}
        ${after} ${kind}
      ORDER BY p.created_at DESC, p.id DESC
      LIMIT ${page.pageSize})`,
  );
  const found = await rawRows<{
    id: string;
    entry_id: string;
    account_id: string;
    amount: string;
    balance_after: string;
    created_at: Date | string;
    kind: string;
    remark: string;
    order_no: string | null;
    vendor: string | null;
  }>(
    db,
    sql`SELECT m.id::text, m.entry_id::text, m.account_id::text, m.amount::text, m.balance_after::text,
               m.created_at, m.kind, m.remark, m.reference->>'orderNo' AS order_no,
               coalesce(m.reference->>'vassalage', m.reference->>'vendor') AS vendor
        FROM (${sql.join(perAccount, sql` UNION ALL `)}) AS m
        ORDER BY m.created_at DESC, m.id DESC
        LIMIT ${page.pageSize}`,
  );
  return found.map((row) => ({
    id: Number(row.id),
    entryId: Number(row.entry_id),
    accountId: Number(row.account_id),
    amount: BigInt(row.amount),
    balanceAfter: BigInt(row.balance_after),
    createdAt: new Date(row.created_at),
    kind: row.kind,
    remark: row.remark,
    orderNo: row.order_no,
    vendor: row.vendor,
  }));
}

/** Count, money in and money out over everything the filter matches (the same index ranges). */
export async function sumPostings(
  db: Db | Tx,
  filter: PostingFilter,
): Promise<{ count: number; in: bigint; out: bigint }> {
  if (filter.accounts.length === 0) return { count: 0, in: 0n, out: 0n };
  const base = db
    .select({
      count: sql<number>`count(*)::int`,
      in: sql<string>`coalesce(sum(${postings.amount}) FILTER (WHERE ${postings.amount} > 0), 0)::text`,
      out: sql<string>`coalesce(sum(${postings.amount}) FILTER (WHERE ${postings.amount} < 0), 0)::text`,
    })
    .from(postings)
    .$dynamic();
  // Only a kind filter needs the entries; without one the sums come from the postings alone.
  const query =
    filter.kind === undefined
      ? base
      : base.innerJoin(journalEntries, eq(journalEntries.id, postings.entryId));
  const [row] = await query.where(postingConditions(filter));
  return { count: Number(row?.count ?? 0), in: BigInt(row?.in ?? '0'), out: BigInt(row?.out ?? '0') };
}

function postingConditions(filter: PostingFilter): SQL | undefined {
  return and(
    inArray(
      postings.accountId,
      filter.accounts.map((a) => a.id),
    ),
    sql`${postings.createdAt} >= ${filter.from}`,
    sql`${postings.createdAt} < ${filter.to}`,
    filter.kind === undefined ? undefined : eq(journalEntries.kind, filter.kind),
  );
}

/** Sums of the member's postings in the range per entry kind, for the given kinds (profit and loss). */
export async function sumByKind(
  db: Db | Tx,
  filter: Omit<PostingFilter, 'kind'>,
  kinds: readonly string[],
): Promise<Map<string, bigint>> {
  if (filter.accounts.length === 0) return new Map();
  const found = await db
    .select({ kind: journalEntries.kind, sum: sql<string>`coalesce(sum(${postings.amount}), 0)::text` })
    .from(postings)
    .innerJoin(journalEntries, eq(journalEntries.id, postings.entryId))
    .where(and(postingConditions(filter), inArray(journalEntries.kind, [...kinds])))
    .groupBy(journalEntries.kind);
  return new Map(found.map((row) => [row.kind, BigInt(row.sum)]));
}

/** An entry and its lines on the given accounts; null when none of its lines is on them. */
export async function findEntryOn(db: Db | Tx, entryId: number, accounts: readonly RecordAccount[]) {
  if (accounts.length === 0) return null;
  const lines = await db
    .select({
      id: postings.id,
      accountId: postings.accountId,
      amount: postings.amount,
      balanceAfter: postings.balanceAfter,
    })
    .from(postings)
    .where(
      and(
        eq(postings.entryId, entryId),
        inArray(
          postings.accountId,
          accounts.map((a) => a.id),
        ),
      ),
    )
    .orderBy(postings.id);
  if (lines.length === 0) return null;
  const [entry] = await db.select().from(journalEntries).where(eq(journalEntries.id, entryId));
  return entry ? { entry, lines } : null;
}

/** The member's own deposit, for an entry's detail. */
export async function findDepositRef(db: Db | Tx, memberId: number, depositId: number) {
  const [row] = await db
    .select({ orderNo: deposits.orderNo, method: depositMethods.name })
    .from(deposits)
    .innerJoin(depositMethods, eq(depositMethods.id, deposits.methodId))
    .where(and(eq(deposits.id, depositId), eq(deposits.memberId, memberId)));
  return row ?? null;
}

/** The member's own withdrawal with the bank account it goes to, for an entry's detail. */
export async function findWithdrawalRef(db: Db | Tx, memberId: number, withdrawalId: number) {
  const [row] = await db
    .select({
      orderNo: withdrawals.orderNo,
      bankName: banks.name,
      accountNumber: memberBankAccounts.accountNumber,
    })
    .from(withdrawals)
    .innerJoin(memberBankAccounts, eq(memberBankAccounts.id, withdrawals.bankAccountId))
    .innerJoin(banks, eq(banks.code, memberBankAccounts.bankCode))
    .where(and(eq(withdrawals.id, withdrawalId), eq(withdrawals.memberId, memberId)));
  return row ?? null;
}
