import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { members } from './member-schema.js';
import { operators } from './wallet-schema.js';

/**
 * A member's application to become an agent: pending → approved (the member's isAgent set in the same
 * transaction) | rejected (with the operator's remark). At most one pending row per member, kept by
 * the partial unique index, so concurrent applications leave one; decided rows stay as history.
 */
export const agentApplications = pgTable(
  'agent_applications',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    contactName: text('contact_name').notNull(),
    /** A mobile number or a messenger handle. */
    contact: text('contact').notNull(),
    channel: text('channel', { enum: ['social', 'community', 'website', 'other'] }).notNull(),
    teamSize: integer('team_size').notNull(),
    note: text('note').notNull().default(''),
    status: text('status', { enum: ['pending', 'approved', 'rejected'] })
      .notNull()
      .default('pending'),
    /** The operator's word on the decision, shown to the member. */
    remark: text('remark').notNull().default(''),
    decidedBy: integer('decided_by').references(() => operators.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('agent_applications_pending_uq')
      .on(t.memberId)
      .where(sql`${t.status} = 'pending'`),
    index('agent_applications_status_created_idx').on(t.status, t.createdAt, t.id),
    index('agent_applications_member_idx').on(t.memberId, t.id),
    check('agent_applications_note_len', sql`char_length(${t.note}) <= 140`),
    check('agent_applications_decided', sql`(${t.status} = 'pending') = (${t.decidedAt} IS NULL)`),
  ],
);
