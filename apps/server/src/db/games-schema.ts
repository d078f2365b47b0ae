import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** A game vendor (its lane in the site), how its wallet works and where its games open. */
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
    /**
     * 'seamless': the vendor debits and credits the member's cash wallet through callbacks;
     * 'transfer': the vendor keeps a wallet of its own ('vendor:<member>:<vassalage>') that the member
     * moves money into and out of (GCS_walletTransfer).
     */
    walletMode: text('wallet_mode', { enum: ['seamless', 'transfer'] })
      .notNull()
      .default('seamless'),
    /**
     * Where the vendor's games open; a launch adds the game, language and a one-time launch token. Null:
     * the vendor is not connected, so its games answer game_maintenance.
     */
    launchUrl: text('launch_url'),
  },
  (t) => [index('vendors_game_type_sort_idx').on(t.gameType, t.sortOrder)],
);

/**
 * The game catalogue: one row per game a vendor offers. `id` is the game's nodeId on the wire;
 * `vendor` is the vendor's vassalage and `game_code` the vendor's own code for it (what a launch
 * sends). Names are kept per language: EN, and TY (Filipino).
 */
export const games = pgTable(
  'games',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    vendor: text('vendor')
      .notNull()
      .references(() => vendors.vassalage),
    gameType: text('game_type').notNull(),
    gameCode: text('game_code').notNull(),
    nameEn: text('name_en').notNull(),
    nameTy: text('name_ty').notNull(),
    /** gameClassify on the wire: a classification within the game type (video slots, baccarat…). */
    classify: text('classify').notNull(),
    minBetCents: integer('min_bet_cents').notNull().default(1),
    minLineNum: integer('min_line_num').notNull().default(1),
    isHot: boolean('is_hot').notNull().default(false),
    isNew: boolean('is_new').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
    imageUrl: text('image_url').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    /** How a launch opens the game: in a frame on our page, in a popup window, or seamless (our own page). */
    launchMode: text('launch_mode', { enum: ['iframe', 'popup', 'seamless'] })
      .notNull()
      .default('iframe'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('games_vendor_code_uq').on(t.vendor, t.gameCode),
    // The list query filters by type and vendor, keeps enabled rows and pages in (sort_order, id).
    index('games_list_idx').on(t.gameType, t.vendor, t.enabled, t.sortOrder, t.id),
    // Plain btrees (no trigram extension, so PGlite runs them too); they serve prefix searches.
    index('games_name_en_idx').on(sql`lower(${t.nameEn})`),
    index('games_name_ty_idx').on(sql`lower(${t.nameTy})`),
  ],
);

/** A member's favourite games: one row per member and game. */
export const favouriteGames = pgTable(
  'favourite_games',
  {
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('favourite_games_uq').on(t.memberId, t.gameId),
    index('favourite_games_member_idx').on(t.memberId, t.createdAt),
  ],
);

/** Games a member launched, one row per game, `last_played_at` moved forward on each launch. */
export const recentGames = pgTable(
  'recent_games',
  {
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id),
    lastPlayedAt: timestamp('last_played_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('recent_games_uq').on(t.memberId, t.gameId),
    index('recent_games_member_idx').on(t.memberId, t.lastPlayedAt),
  ],
);
