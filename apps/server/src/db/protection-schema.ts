import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { members } from './member-schema.js';

const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/**
 * A member's protection state, one row once the member sets anything. The bet path reads only
 * `guarded` (in the statement that inserts the bet): a member without a row, or with nothing in
 * force, costs nothing more. Money paths lock this row (FOR UPDATE) before they count, so two
 * parallel deposits or bets are judged one after the other.
 */
export const memberProtection = pgTable(
  'member_protection',
  {
    memberId: bigint('member_id', { mode: 'number' })
      .primaryKey()
      .references(() => members.id),
    /** Some limit is set: the money paths must count. */
    hasLimits: boolean('has_limits').notNull().default(false),
    /** The block in force: 'timeout' until block_until, 'self_exclusion' until lifted (return_at). */
    blockKind: text('block_kind', { enum: ['timeout', 'self_exclusion'] }),
    blockUntil: timestamp('block_until', { withTimezone: true }),
    /** A self-exclusion's lifting: the player asked after its end; lifted from this instant. */
    returnAt: timestamp('return_at', { withTimezone: true }),
    realityCheckMinutes: integer('reality_check_minutes').notNull().default(60),
    updatedAt: updatedAt(),
  },
  (t) => [check('member_protection_reality_check', sql`${t.realityCheckMinutes} BETWEEN 5 AND 240`)],
);

/**
 * One limit per (member, kind, period): cents for deposit, loss and wager, minutes for session. A
 * raise or removal waits in pending_* until pending_at, then the player confirms it.
 */
export const protectionLimits = pgTable(
  'protection_limits',
  {
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    kind: text('kind', { enum: ['deposit', 'loss', 'wager', 'session'] }).notNull(),
    period: text('period', { enum: ['daily', 'weekly', 'monthly'] }).notNull(),
    value: bigint('value', { mode: 'bigint' }).notNull(),
    pendingValue: bigint('pending_value', { mode: 'bigint' }),
    pendingRemoves: boolean('pending_removes').notNull().default(false),
    pendingAt: timestamp('pending_at', { withTimezone: true }),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.kind, t.period] }),
    check('protection_limits_positive', sql`${t.value} > 0`),
  ],
);

/** Every time-out and self-exclusion, kept for the history the operator reads. */
export const protectionBlocks = pgTable(
  'protection_blocks',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    kind: text('kind', { enum: ['timeout', 'self_exclusion'] }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    returnRequestedAt: timestamp('return_requested_at', { withTimezone: true }),
    returnAt: timestamp('return_at', { withTimezone: true }),
    /** Set when a longer block replaced this one. */
    liftedAt: timestamp('lifted_at', { withTimezone: true }),
    /** 'member' or 'operator:<id>'. */
    imposedBy: text('imposed_by').notNull(),
    reason: text('reason').notNull().default(''),
  },
  (t) => [index('protection_blocks_member_idx').on(t.memberId, t.id)],
);

/** The one row of site-wide protection settings (id 1): the operator's risk-report rule. */
export const protectionSettings = pgTable(
  'protection_settings',
  {
    id: integer('id').primaryKey().default(1),
    reportDays: integer('report_days').notNull().default(7),
    reportRisePercent: integer('report_rise_percent').notNull().default(50),
    reportMinLossCents: bigint('report_min_loss_cents', { mode: 'bigint' })
      .notNull()
      .default(sql`100000`),
    updatedAt: updatedAt(),
  },
  (t) => [check('protection_settings_one_row', sql`${t.id} = 1`)],
);

/**
 * The rules of each jurisdiction the site is licensed in (migration 0036). A member's jurisdiction is
 * decided at registration from the visitor's country (else the mobile number's), as the one whose
 * `countries` hold it, else the default one (exactly one row has `is_default`). Region blocks may name
 * the jurisdiction whose licence requires them (`region_blocks.jurisdiction`).
 */
export const protectionJurisdictions = pgTable(
  'protection_jurisdictions',
  {
    code: text('code').primaryKey(),
    nameTy: text('name_ty').notNull(),
    nameEn: text('name_en').notNull(),
    /** ISO 3166 alpha-2 countries served under it. */
    countries: text('countries').array().notNull().default(sql`'{}'::text[]`),
    isDefault: boolean('is_default').notNull().default(false),
    minimumAge: integer('minimum_age').notNull().default(18),
    askDateOfBirth: boolean('ask_date_of_birth').notNull().default(false),
    /** Registration must set a deposit limit (error_register_limit_required without one). */
    mandatoryLimits: boolean('mandatory_limits').notNull().default(false),
    /** The reality-check interval a member starts with (the member may change it). */
    realityCheckMinutes: integer('reality_check_minutes').notNull().default(60),
    coolingOffHours: integer('cooling_off_hours').notNull().default(24),
    /** The licence as shown to players (issuer and number). */
    licence: text('licence').notNull().default(''),
    regulatorName: text('regulator_name').notNull().default(''),
    regulatorUrl: text('regulator_url').notNull().default(''),
    supportName: text('support_name').notNull().default(''),
    supportUrl: text('support_url').notNull().default(''),
    supportPhone: text('support_phone').notNull().default(''),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('protection_jurisdictions_default_uq').on(t.isDefault).where(sql`${t.isDefault}`),
    check('protection_jurisdictions_age', sql`${t.minimumAge} IN (18, 21)`),
    check('protection_jurisdictions_reality_check', sql`${t.realityCheckMinutes} BETWEEN 5 AND 240`),
  ],
);
