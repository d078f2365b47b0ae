import { z } from 'zod';
import { defineEndpoint } from './endpoint.js';
import { isHttpsUrl, isLocalHttpUrl, isSitePath } from './links.js';
import {
  GAME_NAME_SEARCH_MAX,
  GAME_PAGE_NO_MAX,
  GAME_PAGE_SIZE,
  GAME_PAGE_SIZE_MAX,
  GameLaunchModeSchema,
  GameTypeSchema,
} from './games.js';
import { MoneySchema, parseCents } from './money.js';

/*
 * The back office's game catalogue calls (operators only): vendors and their games, created, edited,
 * switched off and ordered. Nothing is deleted: favourites, recent games and bets keep naming a game or
 * vendor after it is switched off. Every change is audited and the public catalogue shows it at once.
 * Paths are ours: the spec shows none.
 */

/** A vendor's code (`vassalage` on the wire): capitals, digits and underscores. */
export const VassalageSchema = z.string().regex(/^[A-Z0-9_]{2,32}$/);
/** The vendor's own code for a game, which a launch sends it. */
export const GameCodeSchema = z.string().regex(/^[A-Za-z0-9_.:-]{1,64}$/);
export const WalletModeSchema = z.enum(['seamless', 'transfer']);
export type WalletMode = z.infer<typeof WalletModeSchema>;

/** Largest minimum bet a game may ask: 1,000,000.00. */
export const GAME_MIN_BET_MAX_CENTS = 100_000_000;
/** Most lines a game may need (the public line filter's bound). */
export const GAME_LINES_MAX = 1000;
/** Largest manual sort order; the order calls number lists 10, 20, 30… */
export const SORT_ORDER_MAX = 1_000_000;

/** A launch appends the game and a token to the address, so it may not end in a fragment. */
const noFragment = (value: string) => !value.includes('#');

/**
 * Where a vendor's games open: a path of this site ('/seamless'), an https address, or plain http only on
 * this machine (127.0.0.1, localhost: a vendor's test server). Never '//host', a backslash, a fragment,
 * credentials or another scheme (javascript:, data:). A launch appends the game and a launch token.
 */
export const LaunchUrlSchema = z
  .string()
  .max(512)
  .refine((value) => noFragment(value) && (isSitePath(value) || isHttpsUrl(value) || isLocalHttpUrl(value)), {
    message: 'a site path (/seamless) or an https:// address',
  });

/** A game's own artwork: a site path or an https address; empty draws tile art (/media/games/:id.svg). */
export const GameImageUrlSchema = z
  .string()
  .max(512)
  .refine((value) => value === '' || (noFragment(value) && (isSitePath(value) || isHttpsUrl(value))), {
    message: 'empty, a site path or an https:// address',
  });

const MIN_BET = /^\d{1,7}\.\d{2}$/;
/** A minimum bet in pesos with exactly 2 places, above zero and at most 1,000,000.00. */
export const MinBetSchema = z
  .string()
  .regex(MIN_BET, { message: 'error_amount_invalid' })
  .refine(
    // Only a well-formed amount is range-checked; a malformed one already failed the pattern.
    (value) =>
      !MIN_BET.test(value) || (parseCents(value) > 0n && parseCents(value) <= BigInt(GAME_MIN_BET_MAX_CENTS)),
    { message: 'error_amount_invalid' },
  );

const displayName = z.string().trim().min(1).max(64);
const sortOrder = z.number().int().min(0).max(SORT_ORDER_MAX);

export const AdminVendorSchema = z.object({
  vassalage: z.string(),
  displayName: z.string(),
  gameType: GameTypeSchema,
  accountTypeId: z.number().int(),
  walletMode: WalletModeSchema,
  isHot: z.boolean(),
  enabled: z.boolean(),
  sortOrder: z.number().int(),
  logoUrl: z.string(),
  /** Null: not connected, its games answer game_maintenance. */
  launchUrl: z.string().nullable(),
  /** Games of this vendor, switched off or not; `enabledGames` counts those switched on. */
  gameCount: z.number().int(),
  enabledGames: z.number().int(),
});
export type AdminVendor = z.infer<typeof AdminVendorSchema>;

export const VendorCreateSchema = z.object({
  vassalage: VassalageSchema,
  displayName,
  gameType: GameTypeSchema,
  /** Fixed once created: a transfer vendor holds members' money in wallets of its own. */
  walletMode: WalletModeSchema.default('seamless'),
  launchUrl: LaunchUrlSchema.nullable().default(null),
  /** Unique among vendors; left out, the next free number is assigned. */
  accountTypeId: z.number().int().min(1).max(2_147_483_647).optional(),
  isHot: z.boolean().default(false),
  enabled: z.boolean().default(true),
});
export type VendorCreate = z.input<typeof VendorCreateSchema>;

/** Everything about a vendor an operator may change after creating it (all fields, a replacement). */
export const VendorUpdateSchema = z.object({
  displayName,
  isHot: z.boolean(),
  enabled: z.boolean(),
  sortOrder,
  launchUrl: LaunchUrlSchema.nullable(),
});
export type VendorUpdate = z.input<typeof VendorUpdateSchema>;

export const VendorParamsSchema = z.object({ vassalage: VassalageSchema });

export const VendorOrderSchema = z.object({
  gameType: GameTypeSchema,
  /** Every vendor of the game type, each once, in the new display order. */
  ids: z.array(VassalageSchema).min(1).max(200),
});

export const AdminGameSchema = z.object({
  id: z.number().int(),
  vassalage: z.string(),
  vendorName: z.string(),
  gameType: GameTypeSchema,
  gameCode: z.string(),
  nameEn: z.string(),
  nameTy: z.string(),
  classify: z.string(),
  minBet: MoneySchema,
  minLineNum: z.number().int(),
  isHot: z.boolean(),
  isNew: z.boolean(),
  launchMode: GameLaunchModeSchema,
  /** The drawn tile art (/media/games/:id.svg?v=…) unless the operator gave an address. */
  imageUrl: z.string(),
  enabled: z.boolean(),
  sortOrder: z.number().int(),
  createdAt: z.string(),
});
export type AdminGame = z.infer<typeof AdminGameSchema>;

/** A game's fields; its vendor (and so its game type) is chosen when it is created. */
export const GameInputSchema = z.object({
  /** Unique per vendor (error_game_code_taken). */
  gameCode: GameCodeSchema,
  nameEn: z.string().trim().min(1).max(120),
  nameTy: z.string().trim().min(1).max(120),
  /** One of GAME_CLASSIFICATIONS of the vendor's game type. */
  classify: z.string().regex(/^[a-z0-9_]{1,32}$/),
  minBet: MinBetSchema,
  minLineNum: z.number().int().min(1).max(GAME_LINES_MAX).default(1),
  isHot: z.boolean().default(false),
  isNew: z.boolean().default(false),
  launchMode: GameLaunchModeSchema.default('iframe'),
  imageUrl: GameImageUrlSchema.default(''),
  /** Switched off, the game leaves every public list but stays in favourites, records and bets. */
  enabled: z.boolean().default(true),
});
export type GameInput = z.input<typeof GameInputSchema>;

export const GameCreateSchema = GameInputSchema.extend({
  /** The vendor, which must exist; the game takes its game type. */
  vassalage: VassalageSchema,
});
export type GameCreate = z.input<typeof GameCreateSchema>;

export const GameIdParamsSchema = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

export const GameOrderSchema = z.object({
  vassalage: VassalageSchema,
  /** Every game of the vendor, each once, in the new display order. */
  ids: z.array(z.number().int().min(1).max(2_147_483_647)).min(1).max(1000),
});

/** An empty query parameter counts as absent. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

export const AdminGameListQuerySchema = z.object({
  gameType: optional(GameTypeSchema),
  vassalage: optional(VassalageSchema),
  /** Part of a name (either language) or of the game code. */
  name: optional(z.string().trim().max(GAME_NAME_SEARCH_MAX)),
  enabled: optional(z.enum(['true', 'false']).transform((v) => v === 'true')),
  pageNo: z.coerce.number().int().min(1).max(GAME_PAGE_NO_MAX).default(1),
  pageSize: z.coerce.number().int().min(1).max(GAME_PAGE_SIZE_MAX).default(GAME_PAGE_SIZE),
});

export const AdminGamePageSchema = z.object({
  list: z.array(AdminGameSchema),
  total: z.number().int(),
  totalPages: z.number().int(),
});

const base = '/wps/admin/games';

// Marked pure so the web bundle, which imports only types from here, drops these calls and zod with them.
export const adminGamesEndpoints = /* @__PURE__ */ (() => ({
  vendors: defineEndpoint({
    method: 'GET',
    path: `${base}/vendors`,
    summary: 'Every vendor, switched on or not, by game type in display order, with game counts (operators)',
    tag: 'admin',
    auth: 'operator',
    value: z.array(AdminVendorSchema),
  }),
  createVendor: defineEndpoint({
    method: 'POST',
    path: `${base}/vendors`,
    summary: 'Add a vendor, last of its game type, with a drawn logo (admin; audited)',
    tag: 'admin',
    auth: 'operator',
    body: VendorCreateSchema,
    value: AdminVendorSchema,
  }),
  updateVendor: defineEndpoint({
    method: 'PUT',
    path: `${base}/vendors/:vassalage`,
    summary: "Replace a vendor's name, hot mark, state, order and launch address (admin; audited)",
    tag: 'admin',
    auth: 'operator',
    params: VendorParamsSchema,
    body: VendorUpdateSchema,
    value: AdminVendorSchema,
  }),
  orderVendors: defineEndpoint({
    method: 'PUT',
    path: `${base}/vendors/order`,
    summary: 'Set the display order of one game type’s vendors (admin; audited)',
    tag: 'admin',
    auth: 'operator',
    body: VendorOrderSchema,
    value: z.null(),
  }),
  games: defineEndpoint({
    method: 'GET',
    path: base,
    summary:
      'Games, switched on or not, filtered by type, vendor, name or state, one page at a time (operators)',
    tag: 'admin',
    auth: 'operator',
    query: AdminGameListQuerySchema,
    value: AdminGamePageSchema,
  }),
  createGame: defineEndpoint({
    method: 'POST',
    path: base,
    summary: "Add a game to a vendor, last in the vendor's order (admin; audited)",
    tag: 'admin',
    auth: 'operator',
    body: GameCreateSchema,
    value: AdminGameSchema,
  }),
  updateGame: defineEndpoint({
    method: 'PUT',
    path: `${base}/:id`,
    summary: 'Replace a game’s fields; switch it off rather than delete it (admin; audited)',
    tag: 'admin',
    auth: 'operator',
    params: GameIdParamsSchema,
    body: GameInputSchema,
    value: AdminGameSchema,
  }),
  orderGames: defineEndpoint({
    method: 'PUT',
    path: `${base}/order`,
    summary: 'Set the display order of one vendor’s games (admin; audited)',
    tag: 'admin',
    auth: 'operator',
    body: GameOrderSchema,
    value: z.null(),
  }),
}))();
