import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
/** Money in integer cents, never through a float. */
const cents = (name: string) => bigint(name, { mode: 'bigint' });
const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A lottery game and its operator settings. `game_id` is its catalogue row (`games.id`, the nodeId and
 * §3 gameId); `bet_settings` holds the operator's price, odds and limits per bet type over the
 * defaults of packages/games (null: all defaults).
 */
export const lotteryGames = pgTable(
  'lottery_games',
  {
    gameId: integer('game_id').primaryKey(),
    gameCode: text('game_code').notNull(),
    vendor: text('vendor').notNull(),
    /** north, central, south or sea. */
    kind: text('kind').notNull(),
    /** §3 gameGroupCode: VN_NORTH, VN_CENTRAL, VN_SOUTH, SEA_FAST. */
    groupCode: text('group_code').notNull(),
    /** SEA: minutes between draws (1, 3, 5); null for the daily Vietnamese games. */
    intervalMinutes: integer('interval_minutes'),
    lockSeconds: integer('lock_seconds').notNull(),
    /** house: the fair RNG draws; official: operators enter the state result, confirmed by a second one. */
    resultSource: text('result_source').notNull().default('house'),
    liabilityLimit: cents('liability_limit').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    betSettings: jsonb('bet_settings'),
    sortOrder: integer('sort_order').notNull().default(0),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('lottery_games_code_uq').on(t.gameCode)],
);

/**
 * One draw of a game (its numero). States: scheduled → open (server seed chosen, commitment public) →
 * locked → drawn (result stored, seed revealed) → settled; or void (every ticket refunded). The server
 * seed is never answered before the draw is drawn.
 */
export const lotteryDraws = pgTable(
  'lottery_draws',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    gameCode: text('game_code').notNull(),
    numero: text('numero').notNull(),
    state: text('state').notNull(),
    source: text('source').notNull(),
    drawAt: at('draw_at').notNull(),
    lockAt: at('lock_at').notNull(),
    serverSeed: text('server_seed'),
    commitment: text('commitment'),
    /** The result: { prizes } for Vietnamese games, { digits } for SEA. */
    result: jsonb('result'),
    /** An official result entered and awaiting a second operator. */
    pendingResult: jsonb('pending_result'),
    enteredBy: text('entered_by'),
    enteredAt: at('entered_at'),
    confirmedBy: text('confirmed_by'),
    voidReason: text('void_reason'),
    drawnAt: at('drawn_at'),
    settledAt: at('settled_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('lottery_draws_game_numero_uq').on(t.gameCode, t.numero),
    index('lottery_draws_due_idx')
      .on(t.drawAt)
      .where(sql`${t.state} IN ('scheduled', 'open', 'locked', 'drawn')`),
    index('lottery_draws_game_idx').on(t.gameCode, t.drawAt),
  ],
);

/** A slip: one purchase, idempotent on the member's requestId; `fingerprint` is what it bought. */
export const lotterySlips = pgTable(
  'lottery_slips',
  {
    slipId: text('slip_id').primaryKey(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    requestId: text('request_id').notNull(),
    fingerprint: text('fingerprint').notNull(),
    stake: cents('stake').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('lottery_slips_request_uq').on(t.memberId, t.requestId)],
);

/**
 * A ticket: one bet type, its numbers and points on one draw; paid through the wallet's bet (`bet_id`,
 * vendor bet id `lt-<id>`), settled with the draw. status open, won, lost or void.
 */
export const lotteryTickets = pgTable(
  'lottery_tickets',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    slipId: text('slip_id').notNull(),
    drawId: bigint('draw_id', { mode: 'number' }).notNull(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    gameCode: text('game_code').notNull(),
    numero: text('numero').notNull(),
    betType: text('bet_type').notNull(),
    numbers: jsonb('numbers').$type<string[]>().notNull(),
    position: integer('position'),
    points: integer('points').notNull(),
    /** The price, odds and cap the ticket was bought at (cents as strings): later settings do not change it. */
    odds: jsonb('odds').$type<{ price: string; pays: string; maxPayout: string }>().notNull(),
    stake: cents('stake').notNull(),
    payout: cents('payout')
      .notNull()
      .default(sql`0`),
    status: text('status').notNull().default('open'),
    wins: jsonb('wins').$type<{ numbers: string[]; times: number }[]>(),
    betId: bigint('bet_id', { mode: 'number' }),
    createdAt: createdAt(),
    settledAt: at('settled_at'),
  },
  (t) => [
    index('lottery_tickets_member_idx').on(t.memberId, t.id),
    index('lottery_tickets_draw_idx').on(t.drawId, t.id),
    index('lottery_tickets_slip_idx').on(t.slipId),
  ],
);

/** What the house would pay if one number (per bet type) of one draw comes: capped by the game's limit. */
export const lotteryLiabilities = pgTable(
  'lottery_liabilities',
  {
    drawId: bigint('draw_id', { mode: 'number' }).notNull(),
    betType: text('bet_type').notNull(),
    number: text('number').notNull(),
    amount: cents('amount').notNull(),
  },
  (t) => [primaryKey({ columns: [t.drawId, t.betType, t.number] })],
);
