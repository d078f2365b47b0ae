import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
/** Money in integer cents, never through a float. */
const cents = (name: string) => bigint(name, { mode: 'bigint' });
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * A promotion: texts per language (content is operator HTML, sanitised before it is stored), a
 * category, a publication window and a rule (packages/contracts PromoRule: kind and its numbers, money
 * as decimal strings). `image_url` empty: the art is drawn at /media/promotions/:id.svg.
 */
export const promotions = pgTable(
  'promotions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    category: text('category').notNull(),
    kind: text('kind', {
      enum: ['deposit_bonus', 'first_deposit', 'turnover_reward', 'apply', 'raffle'],
    }).notNull(),
    titleTy: text('title_ty').notNull(),
    titleEn: text('title_en').notNull(),
    summaryTy: text('summary_ty').notNull().default(''),
    summaryEn: text('summary_en').notNull().default(''),
    contentTy: text('content_ty').notNull().default(''),
    contentEn: text('content_en').notNull().default(''),
    imageUrl: text('image_url').notNull().default(''),
    rule: jsonb('rule').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    startAt: timestamp('start_at', { withTimezone: true }),
    endAt: timestamp('end_at', { withTimezone: true }),
    sortOrder: integer('sort_order').notNull().default(0),
    /** When a raffle was drawn; null before (and for other kinds). */
    drawnAt: timestamp('drawn_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('promotions_order_idx').on(t.sortOrder, t.id)],
);

/**
 * A member's part in one promotion, one row per member and promotion (so a second claim finds the
 * first): joined → claimed (deposit and turnover kinds); applying → issued | rejected (apply);
 * joined → won → claimed | lost (raffle). `grant_id` is the bonus grant that paid it.
 */
export const promotionEntries = pgTable(
  'promotion_entries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    promotionId: integer('promotion_id').notNull(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    state: text('state', {
      enum: ['joined', 'applying', 'rejected', 'issued', 'claimed', 'won', 'lost'],
    }).notNull(),
    amount: cents('amount'),
    tickets: integer('tickets'),
    note: text('note').notNull().default(''),
    remark: text('remark').notNull().default(''),
    grantId: bigint('grant_id', { mode: 'number' }),
    decidedBy: text('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('promotion_entries_promo_member_uq').on(t.promotionId, t.memberId),
    index('promotion_entries_member_idx').on(t.memberId),
  ],
);

/** Images of an application (png/jpg by content, at most 3, 5 MB each), in the database for every node. */
export const promotionEntryImages = pgTable(
  'promotion_entry_images',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    entryId: bigint('entry_id', { mode: 'number' }).notNull(),
    mime: text('mime', { enum: ['image/png', 'image/jpeg'] }).notNull(),
    size: integer('size').notNull(),
    data: bytea('data').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('promotion_entry_images_entry_idx').on(t.entryId)],
);

/**
 * The VIP ladder: a member stands on the highest level whose lifetime approved deposits and settled valid
 * bets they both reach. The perks are numbers the site shows (rebate in basis points, withdrawals).
 */
export const vipLevels = pgTable(
  'vip_levels',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    level: integer('level').notNull(),
    nameTy: text('name_ty').notNull(),
    nameEn: text('name_en').notNull(),
    minDeposit: cents('min_deposit')
      .notNull()
      .default(sql`0`),
    minValidBet: cents('min_valid_bet')
      .notNull()
      .default(sql`0`),
    benefitsTy: text('benefits_ty').notNull().default(''),
    benefitsEn: text('benefits_en').notNull().default(''),
    rebateBps: integer('rebate_bps').notNull().default(0),
    withdrawalsPerDay: integer('withdrawals_per_day').notNull().default(3),
    withdrawalLimit: cents('withdrawal_limit')
      .notNull()
      .default(sql`0`),
    /** The gifts of the level, in the reward center: points are whole points, cash and bonus cents. */
    giftKind: text('gift_kind', { enum: ['points', 'cash', 'bonus'] })
      .notNull()
      .default('cash'),
    /** Offered once when a member first reaches the level (0: none). */
    levelUpGift: cents('level_up_gift')
      .notNull()
      .default(sql`0`),
    /** Offered once a calendar month (site time) to a member standing on the level (0: none). */
    monthlyGift: cents('monthly_gift')
      .notNull()
      .default(sql`0`),
    /**
     * Offered once a year on a member's birthday (site day; the date of birth from registration) to a
     * member standing on the level (0: none).
     */
    birthdayGift: cents('birthday_gift')
      .notNull()
      .default(sql`0`),
    /** Turnover to play on a bonus gift, as a multiple of it. */
    giftTurnoverMultiple: integer('gift_turnover_multiple').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('vip_levels_level_uq').on(t.level)],
);

/**
 * An operator's fixed VIP level for a member: while it exists the member stands on `level` whatever their
 * deposits and valid bets reach (removing it returns them to the ladder's rule). The reason is the operator's.
 */
export const memberVipOverrides = pgTable('member_vip_overrides', {
  memberId: bigint('member_id', { mode: 'number' }).primaryKey(),
  level: integer('level').notNull(),
  reason: text('reason').notNull(),
  operatorId: integer('operator_id').notNull(),
  setAt: timestamp('set_at', { withTimezone: true }).notNull().defaultNow(),
});
