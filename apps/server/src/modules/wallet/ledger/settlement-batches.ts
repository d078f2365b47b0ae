import { createHash } from 'node:crypto';
import type { Db, Tx } from '../../../platform/db/client.js';
import { AppError } from '../../../platform/errors.js';
import * as repo from './settlement-batches.repository.js';

/** An item a batch did not settle, and the catalogue code why (error_not_found, error_bet_closed…). */
export interface RefusedItem {
  item: string;
  code: string;
}

/** What one batch did, as its settle function reports it. */
export interface BatchOutcome {
  settled: number;
  /** Items already settled the same way before (by a single call or an earlier run): nothing moved. */
  replayed: number;
  refused: RefusedItem[];
  /** Cents moved to members. */
  amount: bigint;
}

export interface SettlementRun<T> {
  /** Names the settlement: 'draw:<lottery>:<issue>', 'salary:<period>', 'bets:<vendor>:<report>'. */
  settlementKey: string;
  items: readonly T[];
  /** Items per transaction: the unit of all-or-nothing and of progress. */
  batchSize: number;
  /** One canonical line per item: a rerun must give the same lines in the same order and batch size. */
  describe(item: T): string;
  /** Settles one batch inside `tx`, set-based; throwing rolls the batch back and stops the run. */
  settleBatch(tx: Tx, items: readonly T[]): Promise<BatchOutcome>;
  /** Told after each batch, committed now or found committed before. */
  onBatch?(progress: { batchNo: number; batchCount: number; skipped: boolean }): void | Promise<void>;
}

export interface SettlementReport extends BatchOutcome {
  settlementKey: string;
  batchCount: number;
  /** Batches this run settled, and batches it found settled by an earlier (or a concurrent) run. */
  batchesRun: number;
  batchesSkipped: number;
}

export const MAX_BATCH_SIZE = 50_000;

/**
 * Settles the items in batches, each in its own transaction that also writes the batch's row in
 * settlement_batches. A batch already recorded is skipped, so a run stopped at any point (a crash, a
 * kill, a refused batch) resumes where it stopped when run again with the same items, and two runs at
 * once share the batches between them. Each batch's items must still be idempotent on their own: the
 * batch row is progress, not the guard against paying twice.
 */
export async function runSettlement<T>(db: Db, run: SettlementRun<T>): Promise<SettlementReport> {
  const { settlementKey, items, batchSize } = run;
  if (!settlementKey || settlementKey.length > 200) throw new AppError('error_invalid_request');
  if (!Number.isInteger(batchSize) || batchSize < 1 || batchSize > MAX_BATCH_SIZE)
    throw new AppError('error_invalid_request');
  const batchCount = Math.ceil(items.length / batchSize);
  const report: SettlementReport = {
    settlementKey,
    batchCount,
    batchesRun: 0,
    batchesSkipped: 0,
    settled: 0,
    replayed: 0,
    refused: [],
    amount: 0n,
  };
  for (let batchNo = 0; batchNo < batchCount; batchNo++) {
    const batch = items.slice(batchNo * batchSize, (batchNo + 1) * batchSize);
    const digest = createHash('sha256')
      .update(batch.map((item) => run.describe(item)).join('\n'))
      .digest('hex');
    const head = { settlementKey, batchNo, batchCount, digest, items: batch.length };
    const outcome = await db.transaction(async (tx) => {
      if (!(await repo.claimBatch(tx, { ...head, settled: 0, replayed: 0, amount: 0n }))) return null;
      const done = await run.settleBatch(tx, batch);
      await repo.recordOutcome(tx, settlementKey, batchNo, done);
      return done;
    });
    const outcomeOrEarlier = outcome ?? (await earlierOutcome(db, head));
    add(report, outcomeOrEarlier);
    if (outcome) report.batchesRun++;
    else report.batchesSkipped++;
    await run.onBatch?.({ batchNo, batchCount, skipped: !outcome });
  }
  return report;
}

/** The recorded outcome of a batch another run committed; other items under its key are a conflict. */
async function earlierOutcome(
  db: Db,
  head: { settlementKey: string; batchNo: number; batchCount: number; digest: string; items: number },
): Promise<BatchOutcome> {
  const row = await repo.findBatch(db, head.settlementKey, head.batchNo);
  if (!row) throw new Error(`batch ${head.batchNo} of ${head.settlementKey} was claimed but cannot be read`);
  if (row.digest !== head.digest || row.batchCount !== head.batchCount || row.items !== head.items)
    throw new AppError('error_idempotency_conflict', {
      settlementKey: head.settlementKey,
      batchNo: head.batchNo,
    });
  return {
    settled: 0,
    replayed: row.settled + row.replayed,
    refused: row.refused as RefusedItem[],
    amount: 0n,
  };
}

function add(report: SettlementReport, outcome: BatchOutcome): void {
  report.settled += outcome.settled;
  report.replayed += outcome.replayed;
  report.refused.push(...outcome.refused);
  report.amount += outcome.amount;
}
