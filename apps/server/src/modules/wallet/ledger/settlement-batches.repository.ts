import { and, eq } from 'drizzle-orm';
import { settlementBatches } from '../../../db/settlement-schema.js';
import type { Db, Tx } from '../../../platform/db/client.js';

export type SettlementBatchRow = typeof settlementBatches.$inferSelect;
export type NewSettlementBatch = typeof settlementBatches.$inferInsert;

/**
 * Claims a batch by writing its row first: true when this transaction owns it. A run that finds the
 * row being written by another one waits for it to commit (then answers false) or roll back (then
 * claims it), so two runs of one settlement never settle the same batch at once.
 */
export async function claimBatch(tx: Tx, row: NewSettlementBatch): Promise<boolean> {
  const claimed = await tx
    .insert(settlementBatches)
    .values(row)
    .onConflictDoNothing()
    .returning({ batchNo: settlementBatches.batchNo });
  return claimed.length > 0;
}

export async function findBatch(db: Db | Tx, settlementKey: string, batchNo: number) {
  const [row] = await db
    .select()
    .from(settlementBatches)
    .where(and(eq(settlementBatches.settlementKey, settlementKey), eq(settlementBatches.batchNo, batchNo)));
  return row ?? null;
}

export async function recordOutcome(
  tx: Tx,
  settlementKey: string,
  batchNo: number,
  outcome: Pick<SettlementBatchRow, 'settled' | 'replayed' | 'refused' | 'amount'>,
): Promise<void> {
  await tx
    .update(settlementBatches)
    .set(outcome)
    .where(and(eq(settlementBatches.settlementKey, settlementKey), eq(settlementBatches.batchNo, batchNo)));
}
