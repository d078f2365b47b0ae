import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { members } from './member-schema.js';
import { rewardClaims } from './missions-schema.js';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** A prize of the Zalo table: cents, and its weight among the others. */
export interface ZaloPrizeRow {
  cents: string;
  weight: number;
}

/**
 * The operator's one Zalo reward setting (§9 "Zalo reward up to 131K"): the Official Account members
 * follow, its secret key (the webhook's signature), the prize table (cents, each at most `cap_cents`)
 * and how the prize is paid (cash, or a bonus with turnover) and how long it may be claimed.
 */
export const zaloSettings = pgTable(
  'zalo_settings',
  {
    id: smallint('id').primaryKey().default(1),
    enabled: boolean('enabled').notNull().default(false),
    oaId: text('oa_id').notNull().default(''),
    appId: text('app_id').notNull().default(''),
    oaLink: text('oa_link').notNull().default(''),
    secretKey: text('secret_key').notNull().default(''),
    capCents: bigint('cap_cents', { mode: 'bigint' })
      .notNull()
      .default(sql`13100000`),
    prizes: jsonb('prizes').$type<ZaloPrizeRow[]>().notNull().default([]),
    rewardKind: text('reward_kind', { enum: ['cash', 'bonus'] })
      .notNull()
      .default('cash'),
    turnoverMultiple: integer('turnover_multiple').notNull().default(0),
    claimDays: integer('claim_days').notNull().default(30),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('zalo_settings_one_row', sql`${t.id} = 1`),
    check('zalo_settings_cap', sql`${t.capCents} > 0`),
  ],
);

/**
 * A member's one-time link code, sent to the OA from the Zalo account to bind. One a member (a new
 * one replaces it); `refused` keeps why the last sending of it bound nothing (a catalogue key).
 */
export const zaloLinkCodes = pgTable(
  'zalo_link_codes',
  {
    memberId: bigint('member_id', { mode: 'number' })
      .primaryKey()
      .references(() => members.id),
    code: text('code').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    refused: text('refused'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('zalo_link_codes_code_idx').on(t.code)],
);

/** Zalo users who follow the OA (follow and unfollow events); only a follower's code binds. */
export const zaloFollowers = pgTable('zalo_followers', {
  zaloUserId: text('zalo_user_id').primaryKey(),
  following: boolean('following').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A Zalo user bound to a member: one each way (the member's key and the unique Zalo id), so one Zalo
 * account earns one reward. The prize was drawn at binding and waits in `claim_id`.
 */
export const zaloBindings = pgTable(
  'zalo_bindings',
  {
    memberId: bigint('member_id', { mode: 'number' })
      .primaryKey()
      .references(() => members.id),
    zaloUserId: text('zalo_user_id').notNull(),
    amountCents: bigint('amount_cents', { mode: 'bigint' }).notNull(),
    claimId: bigint('claim_id', { mode: 'number' }).references(() => rewardClaims.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('zalo_bindings_user_idx').on(t.zaloUserId),
    check('zalo_bindings_amount', sql`${t.amountCents} > 0`),
  ],
);
