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
  (t) => [index('audit_log_created_at_idx').on(t.createdAt)],
);

export const vendors = pgTable(
  'vendors',
  {
    vassalage: text('vassalage').primaryKey(),
    displayName: text('display_name').notNull(),
    gameType: text('game_type').notNull(),
    accountTypeId: integer('account_type_id').notNull(),
    isHot: boolean('is_hot').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
    logoUrl: text('logo_url').notNull(),
    enabled: boolean('enabled').notNull().default(true),
  },
  (t) => [index('vendors_game_type_sort_idx').on(t.gameType, t.sortOrder)],
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
  (t) => [index('help_items_lang_sort_idx').on(t.lang, t.sortOrder)],
);

export const banners = pgTable(
  'banners',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    groupName: text('group_name').notNull(),
    title: text('title').notNull().default(''),
    subtitle: text('subtitle').notNull().default(''),
    url: text('url').notNull(),
    /** 0 no link; 1 internal route; 2 external address. */
    linkageType: integer('linkage_type').notNull().default(0),
    linkUrl: text('link_url'),
    sortOrder: integer('sort_order').notNull().default(0),
    /** TY or EN; null shows the banner in every language. */
    lang: text('lang'),
  },
  (t) => [index('banners_group_sort_idx').on(t.groupName, t.sortOrder)],
);

export const notices = pgTable(
  'notices',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** B banner marquee, PL player, PU popup, PR promotion, H help (§9). */
    type: text('type', { enum: ['B', 'PL', 'PU', 'PR', 'H'] }).notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    lang: text('lang').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('notices_type_lang_idx').on(t.type, t.lang, t.sortOrder)],
);

export const members = pgTable(
  'members',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    username: text('username').notNull(),
    /** argon2id (PHC string). */
    passwordHash: text('password_hash').notNull(),
    /** 0 member; 1, 2, 41, 42 agent types; 4 trial account (§1). */
    isAgent: integer('is_agent').notNull().default(0),
    nickname: text('nickname').notNull().default(''),
    mobile: text('mobile'),
    email: text('email'),
    uplineId: bigint('upline_id', { mode: 'number' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('members_username_uq').on(sql`lower(${t.username})`),
    index('members_upline_idx').on(t.uplineId),
  ],
);
