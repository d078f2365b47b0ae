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
import { memberLabels, members } from './member-schema.js';
import type { BothLanguages } from './points-schema.js';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/**
 * Missions operators define from real events. `kind` says what counts (bet_amount: valid bet in cents
 * on `game_type` or any; win_rounds: settled bets that paid more than their stake; deposit: approved
 * deposits in cents; play_days: days with a settled bet; invite_deposit: invitees who deposited), and
 * `target` how much of it completes the mission in one `period` (daily, weekly, once). The reward
 * (points, cash or bonus) is claimed in the reward center within `claim_days` of completing.
 */
export const missions = pgTable(
  'missions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind', {
      enum: ['bet_amount', 'win_rounds', 'deposit', 'play_days', 'invite_deposit'],
    }).notNull(),
    period: text('period', { enum: ['daily', 'weekly', 'once'] }).notNull(),
    gameType: text('game_type'),
    target: bigint('target', { mode: 'bigint' }).notNull(),
    title: jsonb('title').$type<BothLanguages>().notNull(),
    description: jsonb('description').$type<BothLanguages>().notNull(),
    rewardKind: text('reward_kind', { enum: ['points', 'cash', 'bonus'] }).notNull(),
    /** Whole points for a points reward, cents otherwise. */
    rewardAmount: bigint('reward_amount', { mode: 'bigint' }).notNull(),
    turnoverMultiple: integer('turnover_multiple').notNull().default(0),
    claimDays: integer('claim_days').notNull().default(7),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull().defaultNow(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    enabled: boolean('enabled').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    /** Only members with this label see the mission and count towards it; null is everyone. */
    labelId: integer('label_id').references(() => memberLabels.id),
    /** The member joins first (§4 join, then joined): nothing counts before the join. */
    joinRequired: boolean('join_required').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('missions_live_idx')
      .on(t.kind)
      .where(sql`${t.enabled}`),
    check('missions_target', sql`${t.target} > 0`),
    check('missions_reward', sql`${t.rewardAmount} > 0`),
  ],
);

/** A member's progress on a mission in one period ('D20261126', 'W20261123' for the week's Monday, 'O'). */
export const missionProgress = pgTable(
  'mission_progress',
  {
    missionId: integer('mission_id')
      .notNull()
      .references(() => missions.id),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    periodKey: text('period_key').notNull(),
    progress: bigint('progress', { mode: 'bigint' }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.missionId, t.memberId, t.periodKey] }),
    index('mission_progress_board_idx').on(t.missionId, t.periodKey, t.progress),
    index('mission_progress_member_idx').on(t.memberId),
  ],
);

/** Members who joined a mission that asks for a join (counting starts at the join). */
export const missionJoins = pgTable(
  'mission_joins',
  {
    missionId: integer('mission_id')
      .notNull()
      .references(() => missions.id),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.missionId, t.memberId] })],
);

/**
 * What has counted towards a member's mission: 'bet:<id>', 'deposit:<id>', 'day:<yyyymmdd>',
 * 'invitee:<id>'. The key makes a second delivery of an event (or a second event of one bet) count
 * nothing more.
 */
export const missionSources = pgTable(
  'mission_sources',
  {
    missionId: integer('mission_id')
      .notNull()
      .references(() => missions.id),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    source: text('source').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.missionId, t.memberId, t.source] })],
);

/**
 * Everything a member may claim in the reward center: a mission completed ('mission:<id>:<period>'),
 * a referral reward ('referral:<inviteeId>'), a VIP gift ('vip:level:<n>', 'vip:month:<yyyymm>'), the
 * Zalo reward ('zalo:follow').
 * `source` is unique per member, so each is made (and paid) once.
 * status: claim → claimed; a claim past `expires_at` is close.
 */
export const rewardClaims = pgTable(
  'reward_claims',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    source: text('source').notNull(),
    kind: text('kind', { enum: ['mission', 'referral', 'vip', 'zalo'] }).notNull(),
    title: jsonb('title').$type<BothLanguages>().notNull(),
    rewardKind: text('reward_kind', { enum: ['points', 'cash', 'bonus'] }).notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    turnoverMultiple: integer('turnover_multiple').notNull().default(0),
    status: text('status', { enum: ['claim', 'claimed'] })
      .notNull()
      .default('claim'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('reward_claims_member_source_idx').on(t.memberId, t.source),
    index('reward_claims_open_idx')
      .on(t.memberId, t.expiresAt)
      .where(sql`${t.status} = 'claim'`),
    index('reward_claims_member_idx').on(t.memberId, t.id),
  ],
);

/** A member's own invite code (agents keep their affiliate codes): /register?referralCode=<code>. */
export const inviteCodes = pgTable(
  'invite_codes',
  {
    memberId: bigint('member_id', { mode: 'number' })
      .primaryKey()
      .references(() => members.id),
    code: text('code').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('invite_codes_code_idx').on(sql`lower(${t.code})`)],
);

/**
 * Who invited whom, recorded at registration. `refused` says why the inviter gets no reward for this
 * invitee (same_address: registered from an address the inviter logged in from; same_device: also the
 * same browser), null when the invitee counts.
 */
export const referrals = pgTable(
  'referrals',
  {
    inviteeId: bigint('invitee_id', { mode: 'number' })
      .primaryKey()
      .references(() => members.id),
    inviterId: bigint('inviter_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    ip: text('ip'),
    userAgent: text('user_agent'),
    refused: text('refused'),
    createdAt: createdAt(),
  },
  (t) => [
    index('referrals_inviter_idx').on(t.inviterId, t.createdAt),
    check('referrals_not_self', sql`${t.inviteeId} <> ${t.inviterId}`),
  ],
);

/**
 * The operator's one referral rule: when an invitee's first deposit (first_deposit) or total valid bet
 * (valid_bet) reaches `threshold_cents`, the inviter may claim the reward (once per invitee).
 */
export const referralRules = pgTable(
  'referral_rules',
  {
    id: smallint('id').primaryKey().default(1),
    trigger: text('trigger', { enum: ['first_deposit', 'valid_bet'] }).notNull(),
    thresholdCents: bigint('threshold_cents', { mode: 'bigint' }).notNull(),
    rewardKind: text('reward_kind', { enum: ['points', 'cash', 'bonus'] }).notNull(),
    rewardAmount: bigint('reward_amount', { mode: 'bigint' }).notNull(),
    turnoverMultiple: integer('turnover_multiple').notNull().default(0),
    claimDays: integer('claim_days').notNull().default(30),
    enabled: boolean('enabled').notNull().default(true),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('referral_rules_one_row', sql`${t.id} = 1`),
    check('referral_rules_amounts', sql`${t.thresholdCents} > 0 AND ${t.rewardAmount} > 0`),
  ],
);

/**
 * A claim request's key (the client's requestId): a retry of a claim that was made answers what the
 * first one claimed, and pays nothing more.
 */
export const rewardClaimRequests = pgTable(
  'reward_claim_requests',
  {
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    requestId: text('request_id').notNull(),
    /** The reward center items and promotions the request claimed. */
    claimed: jsonb('claimed')
      .$type<{ ids: number[]; promotions: { id: number; title: string; amount: string | null }[] }>()
      .notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.requestId] })],
);
