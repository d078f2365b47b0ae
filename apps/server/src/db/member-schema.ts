import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

// Its own part, so that the parts whose tables refer to a member import it from here, not from
// schema.ts (which re-exports every part).

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const members = pgTable(
  'members',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    username: text('username').notNull(),
    /** argon2id (PHC string); null for accounts made by SMS, social or free-play login. */
    passwordHash: text('password_hash'),
    /** The '{secret}' default-flag (§9): the password must be changed at the next login. */
    passwordFlagged: boolean('password_flagged').notNull().default(false),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    paymentPasswordHash: text('payment_password_hash'),
    /** 0 member; 1, 2, 41, 42 agent types; 4 trial account (§1). */
    isAgent: integer('is_agent').notNull().default(0),
    nickname: text('nickname').notNull().default(''),
    /** Dialing code without '+' ('63') and the national significant number ('9171234567'). */
    mobileCountryCode: text('mobile_country_code'),
    mobile: text('mobile'),
    /** Stored lower-cased. */
    email: text('email'),
    /** Bank account holder's name (§3 payeeName). */
    payeeName: text('payee_name'),
    qqNum: text('qq_num'),
    line: text('line'),
    whatsapp: text('whatsapp'),
    facebook: text('facebook'),
    wechat: text('wechat'),
    idNumber: text('id_number'),
    /** Asked at registration where the jurisdiction wants it (issue 15; protection settings). */
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    /** The protection jurisdiction decided at registration (`protection_jurisdictions.code`; null: the default). */
    jurisdiction: text('jurisdiction'),
    recommenderId: text('recommender_id'),
    language: text('language').notNull().default('TY'),
    avatarId: integer('avatar_id').notNull().default(1),
    /** Base32 secret of an authenticator app, when the member set one up. */
    totpSecret: text('totp_secret'),
    uplineId: bigint('upline_id', { mode: 'number' }),
    /** 'locked' by an operator: no login, every session ended (error_member_locked). */
    status: text('status', { enum: ['active', 'locked'] })
      .notNull()
      .default('active'),
    /** The operator's reason for the last lock or unlock. */
    statusReason: text('status_reason').notNull().default(''),
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }),
    firstLoginAt: timestamp('first_login_at', { withTimezone: true }),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('members_username_uq').on(sql`lower(${t.username})`),
    uniqueIndex('members_mobile_uq').on(t.mobileCountryCode, t.mobile),
    uniqueIndex('members_email_uq').on(sql`lower(${t.email})`),
    index('members_upline_idx').on(t.uplineId),
    // The day's birthdays (VIP birthday gifts), without reading every member.
    index('members_birthday_idx')
      .on(sql`extract(month from ${t.dateOfBirth})`, sql`extract(day from ${t.dateOfBirth})`)
      .where(sql`${t.dateOfBirth} IS NOT NULL`),
    check('members_status_ck', sql`${t.status} IN ('active', 'locked')`),
  ],
);

/** Operators' notes on a member (plain text, at most 140 characters), read newest first. */
export const memberNotes = pgTable(
  'member_notes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    operatorId: integer('operator_id').notNull(),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('member_notes_member_idx').on(t.memberId, t.id)],
);

/**
 * Labels operators put on members (§3 memberLabel: labelName, colour default #ABABAB): a segment that
 * messages, missions and the member info name.
 */
export const memberLabels = pgTable(
  'member_labels',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    color: text('color').notNull().default('#ABABAB'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('member_labels_name_uq').on(sql`lower(${t.name})`)],
);

/** Which member carries which label. */
export const memberLabelLinks = pgTable(
  'member_label_links',
  {
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    labelId: integer('label_id')
      .notNull()
      .references(() => memberLabels.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('member_label_links_uq').on(t.memberId, t.labelId),
    index('member_label_links_label_idx').on(t.labelId, t.memberId),
  ],
);
