import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Domain events (deposit approved, member registered, bet settled…), written in the transaction of the
 * change they describe: an event exists if and only if its change committed.
 */
export const outboxEvents = pgTable(
  'outbox_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    type: text('type').notNull(),
    payload: jsonb('payload').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('outbox_events_created_idx').on(t.createdAt)],
);

/**
 * One row per (event, handler) that subscribed to its type when it was published: pending until the
 * handler's transaction commits it done; a failure counts an attempt and waits a back-off; dead once
 * the attempts are spent.
 */
export const outboxDeliveries = pgTable(
  'outbox_deliveries',
  {
    eventId: bigint('event_id', { mode: 'number' })
      .notNull()
      .references(() => outboxEvents.id, { onDelete: 'cascade' }),
    handler: text('handler').notNull(),
    state: text('state', { enum: ['pending', 'done', 'dead'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.handler] }),
    index('outbox_deliveries_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.state} = 'pending'`),
  ],
);
