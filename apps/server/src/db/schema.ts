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

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** An operator's publication switch and window: shown while enabled, from startAt until endAt (either open). */
const schedule = () => ({
  enabled: boolean('enabled').notNull().default(true),
  startAt: timestamp('start_at', { withTimezone: true }),
  endAt: timestamp('end_at', { withTimezone: true }),
});

/** Operator settings, one JSON document per key (site, whitelabel, register, maintenance…). */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Visitors matching a row are refused (system status 2). `value` is a CIDR/IP or an ISO country. */
export const regionBlocks = pgTable(
  'region_blocks',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind', { enum: ['country', 'cidr'] }).notNull(),
    value: text('value').notNull(),
    note: text('note').notNull().default(''),
    /** The jurisdiction whose licence requires the block (`protection_jurisdictions.code`), if any. */
    jurisdiction: text('jurisdiction'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('region_blocks_kind_value_uq').on(t.kind, t.value)],
);

/** Every operator or security-relevant change: who, what, before, after, when, from where. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    actor: text('actor').notNull(),
    action: text('action').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    ip: text('ip'),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_created_at_idx').on(t.createdAt),
    // One actor's rows newest first (a member's login history, an operator's actions).
    index('audit_log_actor_idx').on(t.actor, t.id),
    // The console finds members by an address of their login history.
    index('audit_log_ip_idx').on(t.ip),
  ],
);

export const helpItems = pgTable(
  'help_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    lang: text('lang').notNull(),
    tag: text('tag').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    /** WEB or H5; null shows the item on every device. */
    device: text('device'),
  },
  (t) => [
    index('help_items_lang_sort_idx').on(t.lang, t.sortOrder),
    // The tag is the item's anchor (/help#term): one per language.
    uniqueIndex('help_items_lang_tag_uq').on(t.lang, t.tag),
  ],
);

export const banners = pgTable(
  'banners',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    groupName: text('group_name').notNull(),
    title: text('title').notNull().default(''),
    subtitle: text('subtitle').notNull().default(''),
    /** Artwork address; '' (or this row's own /media/banners/:id.svg) means the drawn campaign art. */
    url: text('url').notNull(),
    /** Phone artwork; '' uses `url` (or the drawn art's phone layout). */
    mobileUrl: text('mobile_url').notNull().default(''),
    /** 0 no link; 1 internal route; 2 external address. */
    linkageType: integer('linkage_type').notNull().default(0),
    linkUrl: text('link_url'),
    sortOrder: integer('sort_order').notNull().default(0),
    /** TY or EN; null shows the banner in every language. */
    lang: text('lang'),
    ...schedule(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('banners_group_sort_idx').on(t.groupName, t.sortOrder)],
);

export const notices = pgTable(
  'notices',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** B banner marquee, PL player, PU popup, PR promotion, H help (§9); AG agents (agent centre). */
    type: text('type', { enum: ['B', 'PL', 'PU', 'PR', 'H', 'AG'] }).notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    lang: text('lang').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    ...schedule(),
    createdAt: createdAt(),
  },
  (t) => [index('notices_type_lang_idx').on(t.type, t.lang, t.sortOrder)],
);

/** What visitors tell the operator through the feedback form (PUT /wps/feedback). */
export const feedback = pgTable(
  'feedback',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    type: text('type', { enum: ['suggestion', 'complaint', 'bug', 'other'] }).notNull(),
    content: text('content').notNull(),
    contact: text('contact'),
    lang: text('lang').notNull(),
    ip: text('ip'),
    createdAt: createdAt(),
  },
  (t) => [index('feedback_ip_created_idx').on(t.ip, t.createdAt)],
);

/** Session and remember-me tokens: only the sha256 of the opaque token is kept. */
export const sessions = pgTable(
  'sessions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    tokenHash: text('token_hash').notNull(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    /** 'withdraw': a self-excluded member's token that may only withdraw and read the protection page. */
    kind: text('kind', { enum: ['session', 'remember', 'withdraw'] }).notNull(),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    idleExpiresAt: timestamp('idle_expires_at', { withTimezone: true }).notNull(),
    absoluteExpiresAt: timestamp('absolute_expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    ip: text('ip'),
    userAgent: text('user_agent'),
    /** A remember-me token's login session: logging that session out revokes the token too. */
    loginSessionId: bigint('login_session_id', { mode: 'number' }),
  },
  (t) => [
    uniqueIndex('sessions_token_hash_uq').on(t.tokenHash),
    index('sessions_member_idx').on(t.memberId),
    index('sessions_login_session_idx')
      .on(t.loginSessionId)
      .where(sql`${t.loginSessionId} IS NOT NULL`),
  ],
);

/** Invitation/affiliate codes of agents; a member registered with one gets that agent as upline. */
export const affiliateCodes = pgTable(
  'affiliate_codes',
  {
    code: text('code').notNull(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('affiliate_codes_code_uq').on(sql`lower(${t.code})`)],
);

/** SMS and e-mail codes: an HMAC of the code, single use, expiring, with an attempt counter. */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    purpose: text('purpose').notNull(),
    /** '+63 9171234567' or an e-mail address. */
    target: text('target').notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    usedAt: timestamp('used_at', { withTimezone: true }),
    ip: text('ip'),
    createdAt: createdAt(),
  },
  (t) => [
    index('verification_codes_target_idx').on(t.target, t.purpose, t.createdAt),
    index('verification_codes_ip_idx').on(t.ip, t.createdAt),
  ],
);

/** Development SMS provider: what would have been sent. Tests and developers read it. */
export const smsOutbox = pgTable('sms_outbox', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  /** E.164, e.g. '+639171234567'. */
  recipient: text('recipient').notNull(),
  body: text('body').notNull(),
  createdAt: createdAt(),
});

/** Development e-mail provider: what would have been sent. */
export const emailOutbox = pgTable('email_outbox', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  recipient: text('recipient').notNull(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  createdAt: createdAt(),
});

/** Captcha image answers: hashed, single use, short-lived. */
export const captchaAnswers = pgTable('captcha_answers', {
  key: text('key').primaryKey(),
  answerHash: text('answer_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/** ALTCHA solutions already accepted (replay protection until the challenge expires). */
export const altchaUsed = pgTable('altcha_used', {
  signature: text('signature').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** Addresses a member has logged in from (the unverified-IP check). */
export const memberAddresses = pgTable(
  'member_addresses',
  {
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    ip: text('ip').notNull(),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('member_addresses_uq').on(t.memberId, t.ip)],
);

/** A member's linked third-party logins. */
export const socialIdentities = pgTable(
  'social_identities',
  {
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('social_identities_uq').on(t.provider, t.subject),
    index('social_identities_member_idx').on(t.memberId),
  ],
);

/**
 * Short-lived single-use tokens (password reset links, login verification, social login state and
 * exchange codes): only the sha256 is kept; `data` holds what the token stands for.
 */
export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    purpose: text('purpose').notNull(),
    memberId: bigint('member_id', { mode: 'number' }),
    data: jsonb('data').notNull().default({}),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('one_time_tokens_expires_idx').on(t.expiresAt)],
);

// The parts: a part imports a table of another part from that part, never from this file, which
// re-exports them all (import-x/no-cycle).
export * from './member-schema.js';
export * from './wallet-schema.js';
export * from './games-schema.js';
export * from './house-schema.js';
export * from './live-schema.js';
export * from './pvp-schema.js';
export * from './promotions-schema.js';
export * from './vendor-wallet-schema.js';
export * from './agent-schema.js';
export * from './agent-contract-schema.js';
export * from './events-schema.js';
export * from './settlement-schema.js';
export * from './lottery-schema.js';
export * from './sabong-schema.js';
export * from './sports-schema.js';
export * from './points-schema.js';
export * from './missions-schema.js';
export * from './zalo-schema.js';
export * from './protection-schema.js';
export * from './approvals-schema.js';
export * from './media-schema.js';
