import { bigint, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Four-eyes requests: a money action above its kind's threshold, held with its validated payload until
 * a second operator approves (the action runs in that transaction, and the state leaves 'pending' once)
 * or rejects it with a reason.
 */
export const approvalRequests = pgTable(
  'approval_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind', { enum: ['adjust', 'withdrawal_paid', 'bonus_grant'] }).notNull(),
    state: text('state', { enum: ['pending', 'executed', 'rejected'] })
      .notNull()
      .default('pending'),
    /** The action as its call validated it (contracts ApprovalActionSchema's output). */
    action: jsonb('action').notNull(),
    /** The money it moves, in cents (signed for an adjustment). */
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    memberId: bigint('member_id', { mode: 'number' }),
    requestedBy: integer('requested_by').notNull(),
    decidedBy: integer('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    reason: text('reason'),
    /** What the executed action answered. */
    result: jsonb('result'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('approval_requests_state_idx').on(t.state, t.id)],
);
