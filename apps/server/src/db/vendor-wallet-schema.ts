import { sql } from 'drizzle-orm';
import { bigint, check, index, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** A stored answer of the seamless wallet: the player's balance after the call, as a Money string. */
export interface VendorTxAnswer {
  balance: string;
}

/**
 * Every money call a seamless vendor made, one row per (vendor, txId), kept for good: the vendor's
 * retries are answered from it, and reconciliation and disputes with the vendor read it.
 *
 * - op `debit` (amount = stake) or `credit` (amount = payout) of `round_id`; a rollback of a debit
 *   marks that debit's row `rolled_back` and keeps the rollback's answer beside the debit's.
 * - op `rollback` is a tombstone: a rollback for a txId never debited (no round, no amount), so a
 *   debit arriving later with that txId is refused.
 * - `pending` is only ever seen inside the transaction that claimed the txId: the row, the money and
 *   the answer commit together.
 * - `request_hash` is sha256 of the request's own fields (not of the signed body, whose timestamp a
 *   retry renews), so a txId reused for a different request is told apart from a repeat.
 */
export const vendorTransactions = pgTable(
  'vendor_transactions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    vendor: text('vendor').notNull(),
    txId: text('tx_id').notNull(),
    op: text('op', { enum: ['debit', 'credit', 'rollback'] }).notNull(),
    status: text('status', { enum: ['pending', 'done', 'rolled_back'] }).notNull(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    roundId: text('round_id'),
    /** Integer cents; null for a tombstone, which names no amount. */
    amount: bigint('amount', { mode: 'bigint' }),
    requestHash: text('request_hash').notNull(),
    answer: jsonb('answer').$type<VendorTxAnswer>(),
    rollbackAnswer: jsonb('rollback_answer').$type<VendorTxAnswer>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('vendor_transactions_tx_uq').on(t.vendor, t.txId),
    index('vendor_transactions_round_idx').on(t.vendor, t.roundId),
    check('vendor_transactions_amount', sql`${t.amount} IS NULL OR ${t.amount} >= 0`),
    check('vendor_transactions_answered', sql`${t.status} = 'pending' OR ${t.answer} IS NOT NULL`),
  ],
);
