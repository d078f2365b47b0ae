import { and, asc, desc, eq, inArray, lt, type SQL } from 'drizzle-orm';
import {
  banks,
  depositMethods,
  depositReceipts,
  deposits,
  gatewayEvents,
  members,
} from '../../../db/schema.js';
import type { Db, Tx } from '../../../platform/db/client.js';

export type DepositMethodRow = typeof depositMethods.$inferSelect & { bankName: string | null };
export type DepositRow = typeof deposits.$inferSelect;
export type DepositListRow = DepositRow & {
  methodName: string;
  kind: 'bank' | 'gateway';
  username: string;
  receiptIds: number[];
};

export async function listEnabledMethods(db: Db | Tx): Promise<DepositMethodRow[]> {
  return db
    .select({ method: depositMethods, bankName: banks.name })
    .from(depositMethods)
    .leftJoin(banks, eq(banks.code, depositMethods.bankCode))
    .where(eq(depositMethods.enabled, true))
    .orderBy(asc(depositMethods.sortOrder), asc(depositMethods.id))
    .then((rows) => rows.map((row) => ({ ...row.method, bankName: row.bankName })));
}

export async function findMethod(db: Db | Tx, id: number): Promise<DepositMethodRow | null> {
  const [row] = await db
    .select({ method: depositMethods, bankName: banks.name })
    .from(depositMethods)
    .leftJoin(banks, eq(banks.code, depositMethods.bankCode))
    .where(eq(depositMethods.id, id));
  return row ? { ...row.method, bankName: row.bankName } : null;
}

export async function insertDeposit(tx: Tx, row: typeof deposits.$inferInsert): Promise<DepositRow> {
  const [inserted] = await tx.insert(deposits).values(row).returning();
  if (!inserted) throw new Error('deposit insert returned no row');
  return inserted;
}

export async function insertReceipts(
  tx: Tx,
  depositId: number,
  receipts: { mime: 'image/png' | 'image/jpeg'; data: Buffer }[],
): Promise<void> {
  if (receipts.length === 0) return;
  await tx
    .insert(depositReceipts)
    .values(receipts.map((r) => ({ depositId, mime: r.mime, size: r.data.length, data: r.data })));
}

/** The deposit, locked until the transaction ends, so two decisions on it cannot both pass. */
export async function lockDeposit(tx: Tx, where: SQL): Promise<DepositRow | null> {
  const [row] = await tx.select().from(deposits).where(where).for('update');
  return row ?? null;
}

export const byId = (id: number) => eq(deposits.id, id);
export const byOrderNo = (orderNo: string) => eq(deposits.orderNo, orderNo);

export async function decideDeposit(
  tx: Tx,
  id: number,
  change: Pick<DepositRow, 'status' | 'remark' | 'decidedBy' | 'decidedAt'> & { reference?: string },
): Promise<void> {
  await tx.update(deposits).set(change).where(eq(deposits.id, id));
}

/**
 * A page of deposits, newest first, by keyset on id: a member's (deposits_member_idx) or, for the
 * back office, by status (deposits_status_idx).
 */
export async function listDeposits(
  db: Db | Tx,
  filter: { memberId?: number; status?: DepositRow['status']; ids?: number[] },
  page: { cursor?: number | undefined; pageSize: number },
): Promise<DepositListRow[]> {
  const conditions = [
    filter.memberId === undefined ? undefined : eq(deposits.memberId, filter.memberId),
    filter.status === undefined ? undefined : eq(deposits.status, filter.status),
    filter.ids === undefined ? undefined : inArray(deposits.id, filter.ids),
    page.cursor === undefined ? undefined : lt(deposits.id, page.cursor),
  ];
  const rows = await db
    .select({
      deposit: deposits,
      methodName: depositMethods.name,
      kind: depositMethods.kind,
      username: members.username,
    })
    .from(deposits)
    .innerJoin(depositMethods, eq(depositMethods.id, deposits.methodId))
    .innerJoin(members, eq(members.id, deposits.memberId))
    .where(and(...conditions))
    .orderBy(desc(deposits.id))
    .limit(page.pageSize);
  const receipts = rows.length
    ? await db
        .select({ id: depositReceipts.id, depositId: depositReceipts.depositId })
        .from(depositReceipts)
        .where(
          inArray(
            depositReceipts.depositId,
            rows.map((r) => r.deposit.id),
          ),
        )
        .orderBy(asc(depositReceipts.id))
    : [];
  return rows.map((r) => ({
    ...r.deposit,
    methodName: r.methodName,
    kind: r.kind,
    username: r.username,
    receiptIds: receipts.filter((x) => x.depositId === r.deposit.id).map((x) => x.id),
  }));
}

/** One receipt of one deposit; the caller has already decided who may see it. */
export async function findReceipt(db: Db | Tx, depositId: number, receiptId: number) {
  const [row] = await db
    .select({ mime: depositReceipts.mime, data: depositReceipts.data })
    .from(depositReceipts)
    .where(and(eq(depositReceipts.id, receiptId), eq(depositReceipts.depositId, depositId)));
  return row ?? null;
}

export async function findDepositOwner(db: Db | Tx, orderNo: string) {
  const [row] = await db
    .select({ id: deposits.id, memberId: deposits.memberId })
    .from(deposits)
    .where(eq(deposits.orderNo, orderNo));
  return row ?? null;
}

/** Records a gateway event; false when that event was accepted before (a replay). */
export async function recordGatewayEvent(
  tx: Tx,
  event: { gateway: string; eventId: string; depositId: number | null },
): Promise<boolean> {
  const rows = await tx
    .insert(gatewayEvents)
    .values(event)
    .onConflictDoNothing()
    .returning({ eventId: gatewayEvents.eventId });
  return rows.length > 0;
}
