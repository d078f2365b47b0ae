import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** Money (or practice chips) in integer cents, never through a float. */
const cents = (name: string) => bigint(name, { mode: 'bigint' });

/**
 * PvP rooms: one row per stake level (code PD_…), and one practice room per member (code PRACTICE,
 * owner_member_id set) that no one else can see or sit at.
 */
export const pvpRooms = pgTable(
  'pvp_rooms',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    code: text('code').notNull(),
    ownerMemberId: bigint('owner_member_id', { mode: 'number' }),
    unitCents: cents('unit_cents').notNull(),
    /** The room's hands so far: the next hand takes number hands + 1. */
    hands: integer('hands').notNull().default(0),
  },
  (t) => [
    uniqueIndex('pvp_rooms_code_uq')
      .on(t.code)
      .where(sql`${t.ownerMemberId} IS NULL`),
    uniqueIndex('pvp_rooms_practice_uq')
      .on(t.ownerMemberId)
      .where(sql`${t.ownerMemberId} IS NOT NULL`),
  ],
);

/**
 * Who sits where. A real seat's `stack` mirrors its ledger account vendor:<member>:SW_PVP between hands
 * (moved with it in one transaction; during a hand its stake is out as an open bet); a bot seat (member null) exists only at practice rooms. A row is one sitting:
 * its buy-in and cash-out entries are keyed by its id (pvp:buyin:<id>, pvp:cashout:<id>), once each.
 */
export const pvpSeats = pgTable(
  'pvp_seats',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    roomId: bigint('room_id', { mode: 'number' })
      .notNull()
      .references(() => pvpRooms.id),
    seat: integer('seat').notNull(),
    memberId: bigint('member_id', { mode: 'number' }),
    name: text('name').notNull(),
    stack: cents('stack').notNull(),
    /** The player's stream is closed: their turns time out quickly until they are back. */
    away: boolean('away').notNull().default(false),
    /**
     * Until when the player counts as present without news: a sitting, a move and the node holding their
     * stream push it forward; past it (the stream's node died without closing it) the schedule marks them
     * away. Null: never leased (a bot).
     */
    presentUntil: timestamp('present_until', { withTimezone: true }),
    /** Stands up when the hand in play is over (asked to leave mid-hand). */
    leaving: boolean('leaving').notNull().default(false),
    lastResult: cents('last_result'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('pvp_seats_room_seat_uq').on(t.roomId, t.seat),
    uniqueIndex('pvp_seats_room_member_uq').on(t.roomId, t.memberId),
    index('pvp_seats_member_idx').on(t.memberId),
  ],
);

/**
 * A hand: 'playing' until a seat is out of cards, then 'settled' with its pot paid (in the same
 * transaction). `game` is the packages/games PdGame; `version` counts its moves so a move, a timer move
 * and a bot move are conditional updates of one version (one of two racing nodes wins). The turn's
 * timer is `turn_ends_at`, by the database's clock.
 */
export const pvpHands = pgTable(
  'pvp_hands',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    roomId: bigint('room_id', { mode: 'number' })
      .notNull()
      .references(() => pvpRooms.id),
    handNo: integer('hand_no').notNull(),
    state: text('state', { enum: ['playing', 'settled'] }).notNull(),
    serverSeed: text('server_seed').notNull(),
    commitment: text('commitment').notNull(),
    /** The seat ids dealt in, by seat number: the settlement pays these sittings. */
    seatIds: jsonb('seat_ids').notNull(),
    game: jsonb('game').notNull(),
    log: jsonb('log').notNull(),
    version: integer('version').notNull().default(0),
    turnEndsAt: timestamp('turn_ends_at', { withTimezone: true }),
    rake: cents('rake'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('pvp_hands_no_uq').on(t.roomId, t.handNo),
    // One hand in play per room: a second node dealing finds it there.
    uniqueIndex('pvp_hands_playing_uq')
      .on(t.roomId)
      .where(sql`${t.state} = 'playing'`),
    index('pvp_hands_turn_idx')
      .on(t.turnEndsAt)
      .where(sql`${t.state} = 'playing'`),
  ],
);
