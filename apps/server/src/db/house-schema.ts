import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
/** Money in integer cents, never through a float. */
const cents = (name: string) => bigint(name, { mode: 'bigint' });

/**
 * A member's provably fair seed pairs for the house games. The one with `revealed_at` null is in use:
 * its server seed stays secret (only `commitment` is shown) until the member rotates the pair.
 */
export const houseSeeds = pgTable(
  'house_seeds',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    serverSeed: text('server_seed').notNull(),
    commitment: text('commitment').notNull(),
    clientSeed: text('client_seed').notNull(),
    /** The nonce the next round takes; rounds take them in order, one each. */
    nextNonce: integer('next_nonce').notNull().default(0),
    createdAt: createdAt(),
    revealedAt: timestamp('revealed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('house_seeds_active_uq')
      .on(t.memberId)
      .where(sql`${t.revealedAt} IS NULL`),
    index('house_seeds_member_idx').on(t.memberId, t.id),
  ],
);

/**
 * One round of a house game. Slot rounds and fishing batches are written settled in the transaction that plays them; a
 * baccarat round is 'betting' until its timer ends, 'open' once staked, then 'settled' when dealt.
 * `round_id` is the vendor round id the wallet's bet is keyed by (the betting record's vendorBetId).
 */
export const houseRounds = pgTable(
  'house_rounds',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    roundId: text('round_id').notNull(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    game: text('game', { enum: ['slot', 'baccarat', 'fishing'] }).notNull(),
    gameCode: text('game_code').notNull(),
    status: text('status', { enum: ['betting', 'open', 'settled', 'void'] }).notNull(),
    /** The seed pair and nonce the outcome came from; null until the round is dealt. */
    seedId: bigint('seed_id', { mode: 'number' }),
    nonce: integer('nonce'),
    stake: cents('stake')
      .notNull()
      .default(sql`0`),
    payout: cents('payout')
      .notNull()
      .default(sql`0`),
    /** What was staked: the slot's lines and bet per line, or the baccarat bet slip. */
    bet: jsonb('bet'),
    /** The outcome as the player saw it (spins, or coup and results). */
    outcome: jsonb('outcome'),
    /** When a table round stops taking bets. */
    closesAt: timestamp('closes_at', { withTimezone: true }),
    createdAt: createdAt(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('house_rounds_round_uq').on(t.roundId),
    uniqueIndex('house_rounds_seed_nonce_uq').on(t.seedId, t.nonce),
    index('house_rounds_member_idx').on(t.memberId, t.game, t.id),
    // Staked table rounds whose timer ran out are dealt by the sweep even if the player left.
    index('house_rounds_open_idx')
      .on(t.closesAt)
      .where(sql`${t.status} = 'open'`),
  ],
);

/** Game sessions the house hands out for a launch token: only the token's sha256 is kept. */
export const houseSessions = pgTable(
  'house_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    /** The player id the wallet's authenticate gave the house for this member. */
    playerId: text('player_id').notNull(),
    vendor: text('vendor').notNull(),
    gameCode: text('game_code').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('house_sessions_expires_idx').on(t.expiresAt)],
);
