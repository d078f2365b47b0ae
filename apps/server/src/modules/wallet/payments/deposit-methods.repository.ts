import { asc, eq, max } from 'drizzle-orm';
import { banks, depositMethods } from '../../../db/schema.js';
import type { Db, Tx } from '../../../platform/db/client.js';
import type { DepositMethodRow } from './deposit.repository.js';

type MethodValues = Omit<typeof depositMethods.$inferInsert, 'id'>;

const withBankName = { method: depositMethods, bankName: banks.name };
const flatten = (row: { method: typeof depositMethods.$inferSelect; bankName: string | null }) => ({
  ...row.method,
  bankName: row.bankName,
});

/** Every method, enabled or not, in the order members see them. */
export async function listAllMethods(db: Db | Tx): Promise<DepositMethodRow[]> {
  const rows = await db
    .select(withBankName)
    .from(depositMethods)
    .leftJoin(banks, eq(banks.code, depositMethods.bankCode))
    .orderBy(asc(depositMethods.sortOrder), asc(depositMethods.id));
  return rows.map(flatten);
}

/** One method, locked until the transaction ends, so two edits of it apply one after the other. */
export async function lockMethod(tx: Tx, id: number): Promise<DepositMethodRow | null> {
  const [row] = await tx
    .select(withBankName)
    .from(depositMethods)
    .leftJoin(banks, eq(banks.code, depositMethods.bankCode))
    .where(eq(depositMethods.id, id))
    .for('update', { of: depositMethods });
  return row ? flatten(row) : null;
}

/** Every method locked, for a new order that must see the whole list as it is. */
export async function lockAllMethods(tx: Tx): Promise<{ id: number }[]> {
  return tx
    .select({ id: depositMethods.id })
    .from(depositMethods)
    .orderBy(asc(depositMethods.sortOrder), asc(depositMethods.id))
    .for('update');
}

export async function nextSortOrder(tx: Tx): Promise<number> {
  const [row] = await tx.select({ last: max(depositMethods.sortOrder) }).from(depositMethods);
  return (row?.last ?? 0) + 10;
}

export async function insertMethod(tx: Tx, values: MethodValues): Promise<number> {
  const [row] = await tx.insert(depositMethods).values(values).returning({ id: depositMethods.id });
  if (!row) throw new Error('deposit method insert returned no row');
  return row.id;
}

export async function updateMethod(tx: Tx, id: number, values: Partial<MethodValues>): Promise<void> {
  await tx.update(depositMethods).set(values).where(eq(depositMethods.id, id));
}
