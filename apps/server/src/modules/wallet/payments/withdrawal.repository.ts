import { and, count, desc, eq, gte, inArray, isNull, lte, lt, ne, sql, type SQL } from 'drizzle-orm';
import { banks, memberBankAccounts, members, withdrawals } from '../../../db/schema.js';
import type { Db, Tx } from '../../../platform/db/client.js';

export type WithdrawalRow = typeof withdrawals.$inferSelect;
export type WithdrawalListRow = WithdrawalRow & {
  username: string;
  bankCode: string;
  bankName: string;
  accountName: string;
  accountNumber: string;
};

export async function insertWithdrawal(tx: Tx, row: typeof withdrawals.$inferInsert): Promise<WithdrawalRow> {
  const [inserted] = await tx.insert(withdrawals).values(row).returning();
  if (!inserted) throw new Error('withdrawal insert returned no row');
  return inserted;
}

/** The withdrawal, locked until the transaction ends, so two decisions on it cannot both pass. */
export async function lockWithdrawal(tx: Tx, where: SQL): Promise<WithdrawalRow | null> {
  const [row] = await tx.select().from(withdrawals).where(where).for('update');
  return row ?? null;
}

export async function findWithdrawal(db: Db | Tx, where: SQL): Promise<WithdrawalRow | null> {
  const [row] = await db.select().from(withdrawals).where(where);
  return row ?? null;
}

export const byId = (id: number) => eq(withdrawals.id, id);
export const byMemberOrder = (memberId: number, orderNo: string) =>
  and(eq(withdrawals.memberId, memberId), eq(withdrawals.orderNo, orderNo)) as SQL;

export async function updateWithdrawal(tx: Tx, id: number, change: Partial<WithdrawalRow>): Promise<void> {
  await tx.update(withdrawals).set(change).where(eq(withdrawals.id, id));
}

/** Withdrawals a member asked for since `since` that still stand (rejected ones do not count). */
export async function countSince(db: Db | Tx, memberId: number, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(withdrawals)
    .where(
      and(
        eq(withdrawals.memberId, memberId),
        gte(withdrawals.createdAt, since),
        ne(withdrawals.status, 'rejected'),
      ),
    );
  return row?.n ?? 0;
}

/**
 * §4: a paid withdrawal the member has not answered by its deadline counts as received. Applied when
 * withdrawals are read (to one member's, or to the rows of a page), so no job is needed; running it
 * again changes nothing.
 */
export async function settleUnanswered(
  db: Db | Tx,
  scope: { memberId: number } | { ids: number[] },
  now: Date,
) {
  if ('ids' in scope && scope.ids.length === 0) return;
  await db
    .update(withdrawals)
    .set({ confirmation: 'received', confirmedAt: sql`${withdrawals.confirmDeadlineAt}` })
    .where(
      and(
        'memberId' in scope ? eq(withdrawals.memberId, scope.memberId) : inArray(withdrawals.id, scope.ids),
        eq(withdrawals.status, 'paid'),
        isNull(withdrawals.confirmation),
        lte(withdrawals.confirmDeadlineAt, now),
      ),
    );
}

/** A page, newest first, by keyset on id: a member's (withdrawals_member_idx) or by status (withdrawals_status_idx). */
export async function listWithdrawals(
  db: Db | Tx,
  filter: { memberId?: number; status?: WithdrawalRow['status']; ids?: number[] },
  page: { cursor?: number | undefined; pageSize: number },
): Promise<WithdrawalListRow[]> {
  const rows = await db
    .select({
      withdrawal: withdrawals,
      username: members.username,
      bankCode: memberBankAccounts.bankCode,
      bankName: banks.name,
      accountName: memberBankAccounts.accountName,
      accountNumber: memberBankAccounts.accountNumber,
    })
    .from(withdrawals)
    .innerJoin(members, eq(members.id, withdrawals.memberId))
    .innerJoin(memberBankAccounts, eq(memberBankAccounts.id, withdrawals.bankAccountId))
    .innerJoin(banks, eq(banks.code, memberBankAccounts.bankCode))
    .where(
      and(
        filter.memberId === undefined ? undefined : eq(withdrawals.memberId, filter.memberId),
        filter.status === undefined ? undefined : eq(withdrawals.status, filter.status),
        filter.ids === undefined ? undefined : inArray(withdrawals.id, filter.ids),
        page.cursor === undefined ? undefined : lt(withdrawals.id, page.cursor),
      ),
    )
    .orderBy(desc(withdrawals.id))
    .limit(page.pageSize);
  return rows.map(({ withdrawal, ...rest }) => ({ ...withdrawal, ...rest }));
}
