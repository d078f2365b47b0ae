import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
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

/**
 * The downline tree as a closure table: one row per (ancestor, descendant) pair at any depth, with the
 * member itself at depth 0. "All of X's downline" is the ancestor prefix of the key, "the path from X to
 * the top" the descendant index. Kept by the members trigger of migration 0017 in the transaction that
 * inserts a member or changes its upline_id (so no path writes a member without its rows), and that
 * trigger refuses a move under one's own downline: a cycle cannot be stored.
 */
export const memberTree = pgTable(
  'member_tree',
  {
    ancestorId: bigint('ancestor_id', { mode: 'number' }).notNull(),
    descendantId: bigint('descendant_id', { mode: 'number' }).notNull(),
    depth: integer('depth').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.ancestorId, t.descendantId] }),
    index('member_tree_ancestor_depth_idx').on(t.ancestorId, t.depth, t.descendantId),
    index('member_tree_descendant_idx').on(t.descendantId, t.depth),
  ],
);

const cents = (name: string) =>
  bigint(name, { mode: 'bigint' })
    .notNull()
    .default(sql`0`);

/**
 * A member's settled betting per site day, game type and vendor, kept from the bet.settled events
 * (one row per event applied once, by the outbox's exactly-once delivery). The agent reports read these,
 * never the bets. validBet follows the valid-bet rule of modules/agent/README.md.
 */
export const agentBetDays = pgTable(
  'agent_bet_days',
  {
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    day: date('day').notNull(),
    gameType: text('game_type').notNull(),
    vendor: text('vendor').notNull(),
    bets: integer('bets').notNull().default(0),
    stake: cents('stake'),
    validBet: cents('valid_bet'),
    payout: cents('payout'),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.day, t.gameType, t.vendor] }),
    index('agent_bet_days_day_idx').on(t.day, t.memberId),
  ],
);

/**
 * What contract settlement pays on: a member's settled bets per site day on which they reached the
 * aggregates (their booking), not the day they were settled. A bet reported or delivered after the
 * period its settlement time falls in was settled is booked into a period still open, so a salary or
 * dividend pays it once, in a later run. Kept by the bet.settled handler beside `agent_bet_days`.
 */
export const agentPayDays = pgTable(
  'agent_pay_days',
  {
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    day: date('day').notNull(),
    bets: integer('bets').notNull().default(0),
    stake: cents('stake'),
    validBet: cents('valid_bet'),
    payout: cents('payout'),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.day] })],
);

/**
 * A member's approved deposits and paid withdrawals per site day (a withdrawal's day is when it was
 * paid), kept from the deposit.approved and withdrawal.paid events.
 */
export const agentMoneyDays = pgTable(
  'agent_money_days',
  {
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    day: date('day').notNull(),
    deposits: integer('deposits').notNull().default(0),
    depositAmount: cents('deposit_amount'),
    withdrawals: integer('withdrawals').notNull().default(0),
    withdrawalAmount: cents('withdrawal_amount'),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.day] })],
);

/**
 * The first site day a member bet within a period: kind `day` (the day itself), `week` (Monday's week)
 * or `month`; `prev_first_day` is what the row held before a late, earlier bet moved it (null on insert).
 * Kept by the bet.settled handler in the transaction that adds the bets to `agent_bet_days`, so each
 * member is counted active once per day, week and month in `agent_team_days` (migration 0029).
 */
export const agentMemberPeriods = pgTable(
  'agent_member_periods',
  {
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    kind: text('kind', { enum: ['day', 'week', 'month'] }).notNull(),
    periodStart: date('period_start').notNull(),
    firstDay: date('first_day').notNull(),
    prevFirstDay: date('prev_first_day'),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.kind, t.periodStart] })],
);

/**
 * An agent's whole downline (depth ≥ 1) per site day: the sums of its members' `agent_bet_days` and
 * `agent_money_days` rows, and its active members counted on the first day they bet that day, week
 * and month (so a week's or month's active members are the sum over its days). Kept by the same outbox
 * handlers, in the same transaction, as the member rows; a tree move shifts the moved branch's rows from
 * the old uplines to the new ones in the move's transaction (the members trigger, migration 0029).
 */
export const agentTeamDays = pgTable(
  'agent_team_days',
  {
    agentId: bigint('agent_id', { mode: 'number' }).notNull(),
    day: date('day').notNull(),
    bets: cents('bets'),
    stake: cents('stake'),
    validBet: cents('valid_bet'),
    payout: cents('payout'),
    activeDay: integer('active_day').notNull().default(0),
    activeWeek: integer('active_week').notNull().default(0),
    activeMonth: integer('active_month').notNull().default(0),
    deposits: integer('deposits').notNull().default(0),
    depositAmount: cents('deposit_amount'),
    withdrawals: integer('withdrawals').notNull().default(0),
    withdrawalAmount: cents('withdrawal_amount'),
  },
  (t) => [primaryKey({ columns: [t.agentId, t.day] })],
);

/**
 * An agent's downline by level and kind (members at `depth` below it with `is_agent`), and by when they
 * joined (`at`: the 15-minute slot of `members.created_at`, so any site time zone's day is a range of
 * slots): kept by the members triggers of migration 0029 on insert, move and change of kind, so the
 * overview counts its team without reading it.
 */
export const agentTeamShape = pgTable(
  'agent_team_shape',
  {
    agentId: bigint('agent_id', { mode: 'number' }).notNull(),
    depth: integer('depth').notNull(),
    isAgent: integer('is_agent').notNull(),
    members: integer('members').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.agentId, t.depth, t.isAgent] })],
);

export const agentTeamJoins = pgTable(
  'agent_team_joins',
  {
    agentId: bigint('agent_id', { mode: 'number' }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    members: integer('members').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.agentId, t.at] })],
);

/**
 * Cash an agent sent to a member of its downline: the ledger entry moves the money; this row is the
 * agent's record of it and what the daily limit sums. (agent, transferId) makes a retried call a replay.
 */
export const agentTransfers = pgTable(
  'agent_transfers',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    agentId: bigint('agent_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    downlineId: bigint('downline_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    transferId: text('transfer_id').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    entryId: bigint('entry_id', { mode: 'number' }).notNull(),
    remark: text('remark').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('agent_transfers_transfer_uq').on(t.agentId, t.transferId),
    index('agent_transfers_agent_created_idx').on(t.agentId, t.createdAt),
    check('agent_transfers_amount_positive', sql`${t.amount} > 0`),
  ],
);
