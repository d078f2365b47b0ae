import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { members } from './member-schema.js';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
/** Texts an operator writes in both languages: { TY, EN }. */
export type BothLanguages = { TY: string; EN: string };

/**
 * Points earned per game type: `points_per_100` whole points for every 100.00 of valid bet, rounded
 * down per bet. A game type without a row earns nothing.
 */
export const pointRates = pgTable(
  'point_rates',
  {
    gameType: text('game_type').primaryKey(),
    pointsPer100: integer('points_per_100').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [check('point_rates_non_negative', sql`${t.pointsPer100} >= 0`)],
);

/** The one row of conversion settings: `convert_points` points buy `convert_cents` cents of cash. */
export const pointSettings = pgTable(
  'point_settings',
  {
    id: smallint('id').primaryKey().default(1),
    convertPoints: integer('convert_points').notNull(),
    convertCents: bigint('convert_cents', { mode: 'bigint' }).notNull(),
    minConvertPoints: integer('min_convert_points').notNull(),
    convertEnabled: boolean('convert_enabled').notNull().default(true),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('point_settings_one_row', sql`${t.id} = 1`),
    check('point_settings_rate', sql`${t.convertPoints} > 0 AND ${t.convertCents} > 0`),
  ],
);

/**
 * The points mall's rewards. cash: `amount_cents` to the cash wallet; bonus: `amount_cents` to the
 * bonus wallet with `turnover_multiple` × amount to play; goods: shipped to the member's address after
 * an operator approves. `stock` null is unlimited; `per_member_limit` null is none.
 */
export const pointRewards = pgTable(
  'point_rewards',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind', { enum: ['cash', 'bonus', 'goods'] }).notNull(),
    title: jsonb('title').$type<BothLanguages>().notNull(),
    description: jsonb('description').$type<BothLanguages>().notNull(),
    imageUrl: text('image_url').notNull().default(''),
    pointsPrice: bigint('points_price', { mode: 'bigint' }).notNull(),
    stock: integer('stock'),
    perMemberLimit: integer('per_member_limit'),
    amountCents: bigint('amount_cents', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    turnoverMultiple: integer('turnover_multiple').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('point_rewards_order_idx').on(t.sortOrder, t.id),
    check('point_rewards_price', sql`${t.pointsPrice} > 0`),
    check('point_rewards_stock', sql`${t.stock} IS NULL OR ${t.stock} >= 0`),
  ],
);

/**
 * A member's redemption (§4 statuses: process → approved | rejected). Cash and bonus rewards are
 * approved at once; goods wait for an operator, and a rejection returns the points and the stock.
 * `request_id` is the client's key, so a retried redeem finds the first.
 */
export const pointRedemptions = pgTable(
  'point_redemptions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    rewardId: integer('reward_id')
      .notNull()
      .references(() => pointRewards.id),
    requestId: text('request_id').notNull(),
    quantity: integer('quantity').notNull(),
    points: bigint('points', { mode: 'bigint' }).notNull(),
    status: text('status', { enum: ['process', 'approved', 'rejected'] }).notNull(),
    delivery: jsonb('delivery'),
    remark: text('remark').notNull().default(''),
    decidedBy: text('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('point_redemptions_request_idx').on(t.memberId, t.requestId),
    index('point_redemptions_member_idx').on(t.memberId, t.id),
    index('point_redemptions_reward_idx').on(t.rewardId, t.memberId),
    index('point_redemptions_queue_idx')
      .on(t.id)
      .where(sql`${t.status} = 'process'`),
  ],
);

/**
 * A platform message (messageV2): operator-composed for an audience (all, a VIP level, an agent's
 * team, one member) at `send_at`, or automatic (`source` unique: 'deposit:<id>', 'withdrawal:<id>').
 * Delivery copies it into member_messages once (`delivered_at`), so the inbox is one indexed read.
 */
export const messages = pgTable(
  'messages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    title: jsonb('title').$type<BothLanguages>().notNull(),
    body: jsonb('body').$type<BothLanguages>().notNull(),
    audience: jsonb('audience').notNull(),
    source: text('source'),
    sendAt: timestamp('send_at', { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    recipients: integer('recipients').notNull().default(0),
    createdBy: text('created_by').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('messages_source_idx').on(t.source),
    index('messages_due_idx')
      .on(t.sendAt)
      .where(sql`${t.deliveredAt} IS NULL`),
  ],
);

/** One member's copy of a message: read and deleted per member. */
export const memberMessages = pgTable(
  'member_messages',
  {
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    messageId: bigint('message_id', { mode: 'number' })
      .notNull()
      .references(() => messages.id),
    readAt: timestamp('read_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.messageId] }),
    index('member_messages_unread_idx')
      .on(t.memberId)
      .where(sql`${t.readAt} IS NULL AND ${t.deletedAt} IS NULL`),
  ],
);
