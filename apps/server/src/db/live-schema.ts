import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** Money in integer cents, never through a float. */
const cents = (name: string) => bigint(name, { mode: 'bigint' });

/**
 * The rounds of the shared live tables, one sequence per table. A round is 'betting' until closes_at
 * (the database's clock), 'drawn' once its outcome is fixed and its slips are being paid, 'settled' when
 * they are. Its server seed stays secret (only `commitment` is shown) until it is settled.
 */
export const liveRounds = pgTable(
  'live_rounds',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    game: text('game', { enum: ['roulette', 'sicbo', 'dragonTiger'] }).notNull(),
    roundNo: integer('round_no').notNull(),
    state: text('state', { enum: ['betting', 'drawn', 'settled'] }).notNull(),
    serverSeed: text('server_seed').notNull(),
    commitment: text('commitment').notNull(),
    outcome: jsonb('outcome'),
    opensAt: timestamp('opens_at', { withTimezone: true }).notNull().defaultNow(),
    closesAt: timestamp('closes_at', { withTimezone: true }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('live_rounds_no_uq').on(t.game, t.roundNo),
    // One round at a time per table: a second node opening the next one finds it there.
    uniqueIndex('live_rounds_current_uq')
      .on(t.game)
      .where(sql`${t.state} <> 'settled'`),
  ],
);

/** A member's slip on a round: one per member and round, staked as one wallet bet. */
export const liveSlips = pgTable(
  'live_slips',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    roundId: bigint('round_id', { mode: 'number' })
      .notNull()
      .references(() => liveRounds.id),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    /** The wallet bet's vendorBetId (the betting record's round id). */
    vendorBetId: text('vendor_bet_id').notNull(),
    bets: jsonb('bets').notNull(),
    stake: cents('stake').notNull(),
    /** Null until the round is settled. */
    payout: cents('payout'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('live_slips_round_member_uq').on(t.roundId, t.memberId),
    index('live_slips_member_idx').on(t.memberId, t.id),
  ],
);
