import { bigint, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The progress of bulk settlements (a lottery draw, a salary period, a batch of vendor reports): one
 * row per batch committed, written in that batch's transaction, so a run killed mid-way resumes after
 * the last committed batch and a second run of the same settlement skips what the first one did.
 */
export const settlementBatches = pgTable(
  'settlement_batches',
  {
    /** Names the settlement, e.g. 'draw:<lottery>:<issue>' or 'bets:<vendor>:<report>'. */
    settlementKey: text('settlement_key').notNull(),
    /** 0-based position of the batch in the settlement. */
    batchNo: integer('batch_no').notNull(),
    /** How many batches the whole settlement has. */
    batchCount: integer('batch_count').notNull(),
    /** sha256 of the batch's items: the same key with other items is a conflict, not a replay. */
    digest: text('digest').notNull(),
    items: integer('items').notNull(),
    /** Items this batch settled, and items it found settled before (the same way). */
    settled: integer('settled').notNull(),
    replayed: integer('replayed').notNull(),
    /** Items refused one by one, with the catalogue code why: [{ item, code }]. */
    refused: jsonb('refused').notNull().default([]),
    /** Cents the batch moved to members. */
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'settlement_batches_pk', columns: [t.settlementKey, t.batchNo] })],
);
