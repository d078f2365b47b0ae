import { and, asc, count, desc, eq, isNull, sql } from 'drizzle-orm';
import { banks, memberBankAccounts, members, operators } from '../../db/schema.js';
import type { Db, Tx } from '../../platform/db/client.js';

export type BankRow = typeof banks.$inferSelect;
export type BankAccountRow = typeof memberBankAccounts.$inferSelect & { bankName: string };

export async function listBanks(db: Db | Tx): Promise<BankRow[]> {
  return db
    .select()
    .from(banks)
    .where(eq(banks.enabled, true))
    .orderBy(asc(banks.sortOrder), asc(banks.code));
}

export async function findEnabledBank(db: Db | Tx, code: string): Promise<BankRow | null> {
  const [row] = await db
    .select()
    .from(banks)
    .where(and(eq(banks.code, code), eq(banks.enabled, true)));
  return row ?? null;
}

const accountColumns = {
  id: memberBankAccounts.id,
  memberId: memberBankAccounts.memberId,
  bankCode: memberBankAccounts.bankCode,
  accountName: memberBankAccounts.accountName,
  accountNumber: memberBankAccounts.accountNumber,
  isDefault: memberBankAccounts.isDefault,
  createdAt: memberBankAccounts.createdAt,
  removedAt: memberBankAccounts.removedAt,
  verifiedAt: memberBankAccounts.verifiedAt,
  verifiedBy: memberBankAccounts.verifiedBy,
  bankName: banks.name,
};

/** Every account the member ever added (the console), with the checking operator's name: active first. */
export function listAllAccounts(db: Db | Tx, memberId: number) {
  return db
    .select({ ...accountColumns, verifierName: operators.username })
    .from(memberBankAccounts)
    .innerJoin(banks, eq(banks.code, memberBankAccounts.bankCode))
    .leftJoin(operators, eq(operators.id, memberBankAccounts.verifiedBy))
    .where(eq(memberBankAccounts.memberId, memberId))
    .orderBy(
      sql`${memberBankAccounts.removedAt} IS NOT NULL`,
      desc(memberBankAccounts.isDefault),
      desc(memberBankAccounts.id),
    );
}

/** Marks an account as checked by an operator. */
export async function markVerified(tx: Tx, id: number, operatorId: number, at: Date): Promise<void> {
  await tx
    .update(memberBankAccounts)
    .set({ verifiedAt: at, verifiedBy: operatorId })
    .where(eq(memberBankAccounts.id, id));
}

/** Active accounts, the default first, then newest first. */
export async function listActiveAccounts(db: Db | Tx, memberId: number): Promise<BankAccountRow[]> {
  return db
    .select(accountColumns)
    .from(memberBankAccounts)
    .innerJoin(banks, eq(banks.code, memberBankAccounts.bankCode))
    .where(and(eq(memberBankAccounts.memberId, memberId), isNull(memberBankAccounts.removedAt)))
    .orderBy(desc(memberBankAccounts.isDefault), desc(memberBankAccounts.id));
}

/** One of the member's active accounts; another member's id reads as missing. */
export async function findActiveAccount(
  db: Db | Tx,
  memberId: number,
  id: number,
): Promise<BankAccountRow | null> {
  const [row] = await db
    .select(accountColumns)
    .from(memberBankAccounts)
    .innerJoin(banks, eq(banks.code, memberBankAccounts.bankCode))
    .where(
      and(
        eq(memberBankAccounts.id, id),
        eq(memberBankAccounts.memberId, memberId),
        isNull(memberBankAccounts.removedAt),
      ),
    );
  return row ?? null;
}

export async function countActiveAccounts(db: Db | Tx, memberId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(memberBankAccounts)
    .where(and(eq(memberBankAccounts.memberId, memberId), isNull(memberBankAccounts.removedAt)));
  return row?.n ?? 0;
}

export async function insertAccount(
  tx: Tx,
  row: { memberId: number; bankCode: string; accountName: string; accountNumber: string; isDefault: boolean },
): Promise<number> {
  const [inserted] = await tx.insert(memberBankAccounts).values(row).returning({ id: memberBankAccounts.id });
  if (!inserted) throw new Error('bank account insert returned no row');
  return inserted.id;
}

/** Makes `id` the member's only default account. */
export async function setDefault(tx: Tx, memberId: number, id: number): Promise<void> {
  await tx
    .update(memberBankAccounts)
    .set({ isDefault: false })
    .where(and(eq(memberBankAccounts.memberId, memberId), eq(memberBankAccounts.isDefault, true)));
  await tx
    .update(memberBankAccounts)
    .set({ isDefault: true })
    .where(and(eq(memberBankAccounts.memberId, memberId), eq(memberBankAccounts.id, id)));
}

/** Soft removal: withdrawals keep pointing at the row. */
export async function removeAccount(tx: Tx, memberId: number, id: number, at: Date): Promise<void> {
  await tx
    .update(memberBankAccounts)
    .set({ removedAt: at, isDefault: false })
    .where(and(eq(memberBankAccounts.memberId, memberId), eq(memberBankAccounts.id, id)));
}

/**
 * Locks the member's row for the rest of the transaction, so that checks across rows (at most five
 * accounts, one default, the payee name) cannot interleave with a concurrent change.
 */
export async function lockMember(tx: Tx, memberId: number) {
  const [row] = await tx
    .select({ id: members.id, payeeName: members.payeeName })
    .from(members)
    .where(eq(members.id, memberId))
    .for('update');
  return row ?? null;
}
