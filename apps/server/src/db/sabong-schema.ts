import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** Money in integer cents, never through a float. */
const cents = (name: string) => bigint(name, { mode: 'bigint' });

/** The operator's sabong settings: one row (id 1). A fight copies them when it opens. */
export const sabongSettings = pgTable('sabong_settings', {
  id: integer('id').primaryKey(),
  plasadaBp: integer('plasada_bp').notNull().default(1000),
  plasadaBase: text('plasada_base', { enum: ['gross', 'losing'] })
    .notNull()
    .default('gross'),
  drawMultiple: integer('draw_multiple').notNull().default(8),
  minStake: cents('min_stake')
    .notNull()
    .default(sql`1000`),
  maxStake: cents('max_stake')
    .notNull()
    .default(sql`5000000`),
  demoCard: boolean('demo_card').notNull().default(true),
  demoWindowSeconds: integer('demo_window_seconds').notNull().default(90),
});

/** A day's programme of fights at one arena ("Swerte Derby", 2026-11-26). */
export const sabongCards = pgTable(
  'sabong_cards',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    cardDate: text('card_date').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sabong_cards_uq').on(t.cardDate, t.name)],
);

/**
 * A fight: scheduled → open (bets taken, until closes_at when set, by the database's clock) → closed
 * → settled, or cancelled. `result` is set when confirmed (or drawn for a demo fight); the settlement
 * job then pays the bets and moves the fight to settled (cancelled for a cancellation). The plasada and
 * limits are the settings it opened with.
 */
export const sabongFights = pgTable(
  'sabong_fights',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    cardId: bigint('card_id', { mode: 'number' })
      .notNull()
      .references(() => sabongCards.id),
    fightNo: integer('fight_no').notNull(),
    meron: text('meron').notNull(),
    wala: text('wala').notNull(),
    status: text('status', { enum: ['scheduled', 'open', 'closed', 'settled', 'cancelled'] }).notNull(),
    demo: boolean('demo').notNull().default(false),
    closesAt: timestamp('closes_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    plasadaBp: integer('plasada_bp').notNull(),
    plasadaBase: text('plasada_base', { enum: ['gross', 'losing'] }).notNull(),
    drawMultiple: integer('draw_multiple').notNull(),
    minStake: cents('min_stake').notNull(),
    maxStake: cents('max_stake').notNull(),
    pendingResult: text('pending_result', { enum: ['meron', 'wala', 'draw'] }),
    enteredBy: text('entered_by'),
    result: text('result', { enum: ['meron', 'wala', 'draw', 'cancelled'] }),
    confirmedBy: text('confirmed_by'),
    houseResult: cents('house_result'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('sabong_fights_no_uq').on(t.cardId, t.fightNo),
    index('sabong_fights_status_idx').on(t.status, t.id),
  ],
);

/** A member's bet on a fight, staked as one wallet bet (vendor SW_SABONG, vendor bet id `sb-<id>`). */
export const sabongBets = pgTable(
  'sabong_bets',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    fightId: bigint('fight_id', { mode: 'number' })
      .notNull()
      .references(() => sabongFights.id),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    requestId: text('request_id').notNull(),
    side: text('side', { enum: ['meron', 'wala', 'draw'] }).notNull(),
    stake: cents('stake').notNull(),
    /** Null until settled; the return, stake included. */
    payout: cents('payout'),
    status: text('status', { enum: ['open', 'won', 'lost', 'refunded'] })
      .notNull()
      .default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('sabong_bets_request_uq').on(t.memberId, t.requestId),
    index('sabong_bets_member_idx').on(t.memberId, t.id),
    index('sabong_bets_fight_idx').on(t.fightId, t.side),
  ],
);
