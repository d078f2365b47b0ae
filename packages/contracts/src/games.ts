import { z } from 'zod';
import { defineEndpoint } from './endpoint.js';
import { LanguageSchema, type Language } from './language.js';
import { MoneySchema } from './money.js';
import { LottoLaunchFieldsSchema } from './lottery.js';

/**
 * Game types in navigation order (§3 game type mapping). LOTT is treated as ELOTT; ESPORTS and
 * COCKFIGHT are split from SPORTS by vendor, COCKFIGHT two positions after SPORTS.
 */
export const GAME_TYPES = ['RNG', 'LIVE', 'SPORTS', 'FISH', 'COCKFIGHT', 'ESPORTS', 'PVP', 'ELOTT'] as const;
export const GameTypeSchema = z.enum(GAME_TYPES);
export type GameType = z.infer<typeof GameTypeSchema>;

/** Game types with no nav entry of their own (§2: cockfight hidden). */
export const NAV_HIDDEN_GAME_TYPES: readonly GameType[] = ['COCKFIGHT'];

/** The list route of each game type. */
export const GAME_TYPE_ROUTES: Record<GameType, string> = {
  RNG: '/rng',
  LIVE: '/live',
  SPORTS: '/sports',
  FISH: '/fish',
  COCKFIGHT: '/cockfight',
  ESPORTS: '/esports',
  PVP: '/pvp',
  ELOTT: '/elott',
};

/** Most vendors a nav dropdown shows (§9). */
export const NAV_VENDOR_LIMIT = 30;

export const VendorSchema = z.object({
  displayName: z.string(),
  /** The vendor's code; `vassalage` on the wire. */
  vassalage: z.string(),
  gameType: GameTypeSchema,
  accountTypeId: z.number().int(),
  /** 1 when the vendor is marked hot. */
  isHot: z.union([z.literal(0), z.literal(1)]),
  logoUrl: z.string(),
});
export type Vendor = z.infer<typeof VendorSchema>;

export const VendorLaneSchema = z.object({
  gameType: GameTypeSchema,
  vendors: z.array(VendorSchema),
});
export type VendorLane = z.infer<typeof VendorLaneSchema>;

/** Classifications (gameClassify) of each game type, in the order a filter lists them. */
export const GAME_CLASSIFICATIONS: Record<GameType, readonly string[]> = {
  RNG: ['video_slots', 'classic', 'megaways', 'jackpot'],
  LIVE: ['baccarat', 'roulette', 'blackjack', 'sicbo'],
  SPORTS: ['sportsbook', 'virtual'],
  FISH: ['fishing', 'arcade'],
  COCKFIGHT: ['sabong'],
  ESPORTS: ['esports'],
  PVP: ['tongits', 'pusoy', 'lucky9', 'poker'],
  ELOTT: ['lotto', 'keno', 'numbers'],
};

/** What each classification is called on a filter chip. */
export const GAME_CLASSIFY_LABELS: Record<string, Record<Language, string>> = {
  video_slots: { TY: 'Video Slots', EN: 'Video Slots' },
  classic: { TY: 'Klasiko', EN: 'Classic' },
  megaways: { TY: 'Megaways', EN: 'Megaways' },
  jackpot: { TY: 'Jackpot', EN: 'Jackpot' },
  baccarat: { TY: 'Baccarat', EN: 'Baccarat' },
  roulette: { TY: 'Roleta', EN: 'Roulette' },
  blackjack: { TY: 'Blackjack', EN: 'Blackjack' },
  sicbo: { TY: 'Sic Bo', EN: 'Sic Bo' },
  sportsbook: { TY: 'Sportsbook', EN: 'Sportsbook' },
  virtual: { TY: 'Birtwal', EN: 'Virtual' },
  fishing: { TY: 'Pangingisda', EN: 'Fishing' },
  arcade: { TY: 'Arcade', EN: 'Arcade' },
  sabong: { TY: 'Sabong', EN: 'Cockfight' },
  esports: { TY: 'Esports', EN: 'Esports' },
  tongits: { TY: 'Tongits', EN: 'Tongits' },
  pusoy: { TY: 'Pusoy', EN: 'Pusoy' },
  lucky9: { TY: 'Lucky 9', EN: 'Lucky 9' },
  poker: { TY: 'Poker', EN: 'Poker' },
  lotto: { TY: 'Lotto', EN: 'Lotto' },
  keno: { TY: 'Keno', EN: 'Keno' },
  numbers: { TY: 'Numero', EN: 'Numbers' },
};

/** The name of each game type's menu entry. */
export const GAME_TYPE_LABELS: Record<GameType, Record<Language, string>> = {
  RNG: { TY: 'Slots', EN: 'Slots' },
  LIVE: { TY: 'Live Casino', EN: 'Live Casino' },
  SPORTS: { TY: 'Palakasan', EN: 'Sports' },
  FISH: { TY: 'Pangingisda', EN: 'Fishing' },
  COCKFIGHT: { TY: 'Sabong', EN: 'Cockfight' },
  ESPORTS: { TY: 'Esports', EN: 'Esports' },
  PVP: { TY: 'Baraha', EN: 'Card Games' },
  ELOTT: { TY: 'Loterya', EN: 'Lottery' },
};

/** Page size of game lists (§9), and the most one page may hold. */
export const GAME_PAGE_SIZE = 15;
export const GAME_PAGE_SIZE_MAX = 50;
/** Deepest page a list serves: offset paging stays cheap and a crawler cannot walk forever. */
export const GAME_PAGE_NO_MAX = 200;
/** Longest game-name search (trimmed). */
export const GAME_NAME_SEARCH_MAX = 50;
/** Min-bet filter options in pesos (§9); 'all' or nothing means no filter. */
export const MIN_BET_OPTIONS = ['0.01', '0.05', '0.1', '0.5', '0.75'] as const;

/** An empty query parameter counts as absent: the client sends every filter, blank when unset. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

/** LOTT is treated as ELOTT (§3). */
const gameTypeParam = optional(z.preprocess((v) => (v === 'LOTT' ? 'ELOTT' : v), GameTypeSchema));
const vassalageParam = optional(z.string().regex(/^[A-Za-z0-9_]{1,32}$/));
const shortText = optional(z.string().max(64));
const pageNo = z.coerce.number().int().min(1).max(GAME_PAGE_NO_MAX).default(1);
const pageSize = z.coerce.number().int().min(1).max(GAME_PAGE_SIZE_MAX).default(GAME_PAGE_SIZE);
const clientType = optional(z.coerce.number().int().min(0).max(99));

/** §3 launch object isGame: the value of an entry that is a vendor, not a game. */
export const GAME_ENTRY_VENDOR = 'VASSALAGE';

export const GameLaunchModeSchema = z.enum(['iframe', 'popup', 'seamless']);

/** One game of the catalogue, its name in the requested language. */
export const GameSchema = z.object({
  /** The game's id. */
  nodeId: z.number().int(),
  gameCode: z.string(),
  gameName: z.string(),
  vassalage: z.string(),
  vendorName: z.string(),
  gameType: GameTypeSchema,
  gameClassify: z.string(),
  minBet: MoneySchema,
  minLineNum: z.number().int(),
  isHot: z.union([z.literal(0), z.literal(1)]),
  isNew: z.union([z.literal(0), z.literal(1)]),
  imageUrl: z.string(),
  launchMode: GameLaunchModeSchema,
  /**
   * The game is played with real money only: its vendor keeps a wallet of its own (transfer mode),
   * which play money never reaches. A trial account (isAgent 4) launching it gets in_need_true_account;
   * other games accept a trial account's play money through the seamless wallet.
   */
  isRealMoneyOnly: z.boolean(),
  /**
   * §3 launch object: VASSALAGE marks an entry that stands for a whole vendor (a hot vendor in the hot
   * list) rather than one game; choosing it opens the popup list of that vendor's games instead of a
   * launch. Such an entry has no game id: its nodeId is the vendor's accountTypeId negated, its
   * gameCode the vendor's vassalage, its picture the vendor's logo. Absent on a game.
   */
  isGame: z.literal(GAME_ENTRY_VENDOR).optional(),
  /** §3 launch object: the play type a lottery game opens at on /lottery, when the game names one. */
  defaultPlayType: z.string().max(32).optional(),
});
export type Game = z.infer<typeof GameSchema>;

export const GameListQuerySchema = z.object({
  clientType,
  platform: shortText,
  channel: shortText,
  merchant: shortText,
  gameType: gameTypeParam,
  vassalage: vassalageParam,
  gameClassify: optional(z.string().regex(/^[a-z0-9_]{1,32}$/)),
  /** Part of the game's name, in either language. */
  gameName: optional(z.string().trim().max(GAME_NAME_SEARCH_MAX)),
  /** One of MIN_BET_OPTIONS: games whose min bet is exactly that. */
  minBet: optional(z.union([z.literal('all'), z.enum(MIN_BET_OPTIONS)])),
  /** Games playable on at most this many lines. */
  minLineNum: optional(z.coerce.number().int().min(1).max(1000)),
  language: optional(LanguageSchema),
  pageNo,
  pageSize,
});

const VendorCategorySchema = z.object({
  vassalage: z.string(),
  displayName: z.string(),
  gameClassify: z.array(z.object({ code: z.string(), name: z.string(), count: z.number().int() })),
});

export const GameCategorySchema = z.object({
  gameCategory: GameTypeSchema,
  vendors: z.array(VendorCategorySchema),
});
export type GameCategory = z.infer<typeof GameCategorySchema>;

export const GameMenuSchema = z.object({
  gameType: GameTypeSchema,
  name: z.string(),
  page: z.string(),
  gameCount: z.number().int(),
  vendors: z.array(z.object({ vassalage: z.string(), displayName: z.string() })),
});
export type GameMenu = z.infer<typeof GameMenuSchema>;

/** Add or remove one favourite (§3 favourite toggle). */
export const FavouriteToggleSchema = z.object({
  nodeId: z.coerce.number().int().min(1).max(2_147_483_647),
  vendor: z.string().regex(/^[A-Za-z0-9_]{1,32}$/),
  gameType: z.preprocess((v) => (v === 'LOTT' ? 'ELOTT' : v), GameTypeSchema),
});

export const LaunchGameBodySchema = z.object({
  /** The game's vendor (vassalage) and the vendor's code for it. */
  vassalage: z.string().regex(/^[A-Za-z0-9_]{1,32}$/),
  gameCode: z.string().min(1).max(64),
  gameType: gameTypeParam,
  language: optional(LanguageSchema),
  platform: shortText,
  /** §7 lobby launch payload of a lottery game (lottoArea VN, launchMode LOTT, lottoGameCode, lottoView…). */
  ...LottoLaunchFieldsSchema.shape,
});

export const LaunchResultSchema = z.object({
  /**
   * The address the game opens at. It carries a one-time launch token (2 minutes), never the member's
   * session token: the vendor trades it for the player.
   */
  content: z.string(),
  launchMode: GameLaunchModeSchema,
  gameName: z.string(),
});
export type LaunchResult = z.infer<typeof LaunchResultSchema>;

/** Periods the winner board covers, and how many winners it shows at most. */
export const RANK_PERIODS = ['day', 'week', 'month'] as const;
export const RANK_LIST_MAX = 50;

export const RankEntrySchema = z.object({
  rank: z.number().int(),
  /** The winner's username, masked (first two and last two characters). */
  account: z.string(),
  gameType: GameTypeSchema,
  gameName: z.string(),
  vendorName: z.string(),
  /** The stake and what it paid back. */
  betAmount: MoneySchema,
  winAmount: MoneySchema,
  /** winAmount ÷ betAmount, 2 decimals ("125.50"). */
  multiple: z.string(),
  settledAt: z.string(),
});
export type RankEntry = z.infer<typeof RankEntrySchema>;

export const gamesEndpoints = {
  newGameVendor: defineEndpoint({
    method: 'GET',
    path: '/wps/relay/GCSGAME_newGameVendor',
    summary: 'Vendors grouped by game type, in navigation order',
    tag: 'games',
    auth: 'none',
    query: z.object({
      platform: z.string().max(64).optional(),
      language: LanguageSchema.optional(),
    }),
    value: z.object({ data: z.object({ lanes: z.array(VendorLaneSchema) }) }),
  }),
  gameList: defineEndpoint({
    method: 'GET',
    path: '/wps/relay/GCSGAME_gameList',
    summary: 'Games filtered by type, vendor, classification, name and min bet, one page at a time',
    tag: 'games',
    auth: 'none',
    query: GameListQuerySchema,
    value: z.object({ games: z.array(GameSchema), totalPages: z.number().int() }),
  }),
  vassGameType: defineEndpoint({
    method: 'GET',
    path: '/wps/relay/GCSGAME_getVassGameType',
    summary: "Each game type's vendors with their classifications and game counts",
    tag: 'games',
    auth: 'none',
    query: z.object({
      gameType: gameTypeParam,
      vassalage: vassalageParam,
      language: optional(LanguageSchema),
    }),
    value: z.object({ list: z.array(GameCategorySchema) }),
  }),
  hotGames: defineEndpoint({
    method: 'GET',
    path: '/wps/relay/GCSGAME_hotGamesV2',
    summary: 'Hot games, and the hot vendors of the footer',
    tag: 'games',
    auth: 'none',
    query: z.object({
      merchantCode: shortText,
      isPlatform: optional(z.coerce.number().int().min(0).max(9)),
      gameType: gameTypeParam,
      vassalage: vassalageParam,
      platform: shortText,
      language: optional(LanguageSchema),
    }),
    value: z.object({
      list: z.array(GameSchema),
      footer: z.array(z.object({ vassalage: z.string(), displayName: z.string(), gameType: GameTypeSchema })),
    }),
  }),
  gameMenus: defineEndpoint({
    method: 'GET',
    path: '/lgw/games/game_menus',
    summary: 'One menu per game type in navigation order, with its vendors',
    tag: 'games',
    auth: 'none',
    query: z.object({ language: optional(LanguageSchema), device: shortText }),
    value: z.object({ menus: z.array(GameMenuSchema) }),
  }),
  favouriteIds: defineEndpoint({
    method: 'GET',
    path: '/wps/relay/MCSFE_getFavoriteGames',
    summary: "The ids (nodeId) of the member's favourite games",
    tag: 'games',
    auth: 'token',
    query: z.object({ clientType, platform: shortText, language: optional(LanguageSchema) }),
    value: z.object({ ids: z.array(z.number().int()) }),
  }),
  favouriteList: defineEndpoint({
    method: 'GET',
    path: '/wps/relay/MCSFE_getFavoriteGamesList',
    summary: "The member's favourite games, newest first, one page at a time",
    tag: 'games',
    auth: 'token',
    query: z.object({
      clientType,
      platform: shortText,
      language: optional(LanguageSchema),
      gameType: gameTypeParam,
      pageNo,
      pageSize,
    }),
    value: z.object({ content: z.array(GameSchema), totalPages: z.number().int() }),
  }),
  addFavourite: defineEndpoint({
    method: 'POST',
    path: '/wps/relay/MCSFE_addFavoriteGamesV2',
    summary: 'Marks a game as a favourite (again is harmless)',
    tag: 'games',
    auth: 'token',
    body: FavouriteToggleSchema,
    value: z.object({ ids: z.array(z.number().int()) }),
  }),
  removeFavourite: defineEndpoint({
    method: 'POST',
    path: '/wps/relay/MCSFE_removeFavoriteGamesV2',
    summary: 'Unmarks a favourite game (again is harmless)',
    tag: 'games',
    auth: 'token',
    body: FavouriteToggleSchema,
    value: z.object({ ids: z.array(z.number().int()) }),
  }),
  recentGames: defineEndpoint({
    method: 'GET',
    path: '/wps/relay/GCS_recentGame',
    summary: 'Games the member launched, last played first, one page at a time',
    tag: 'games',
    auth: 'token',
    query: z.object({
      clientType,
      vassalage: vassalageParam,
      language: optional(LanguageSchema),
      pageNo,
      pageSize,
    }),
    value: z.object({ list: z.array(GameSchema), totalPages: z.number().int() }),
  }),
  launchGame: defineEndpoint({
    method: 'POST',
    path: '/wps/game/launchGame',
    summary:
      "Opens a game: its address with a one-time launch token (records it in the member's recent games); a trial account is refused a real-money-only game (in_need_true_account)",
    tag: 'games',
    auth: 'token',
    body: LaunchGameBodySchema,
    value: LaunchResultSchema,
  }),
  gameLaunchFB: defineEndpoint({
    method: 'GET',
    path: '/wps/relay/GCS_gameLaunchFB',
    summary: 'The FB sportsbook: a guest view for visitors, the member signed in (launch token) with a token',
    tag: 'games',
    auth: 'none',
    query: z.object({ language: optional(LanguageSchema), platform: shortText }),
    value: LaunchResultSchema,
  }),
  rankList: defineEndpoint({
    method: 'GET',
    path: '/wps/relay/GCSGAME_getRankList',
    summary: 'The winner board: the biggest real-money wins of the period, usernames masked',
    tag: 'games',
    auth: 'none',
    query: z.object({
      gameType: gameTypeParam,
      period: optional(z.enum(RANK_PERIODS)),
      count: optional(z.coerce.number().int().min(1).max(RANK_LIST_MAX)),
      language: optional(LanguageSchema),
    }),
    value: z.object({ list: z.array(RankEntrySchema) }),
  }),
};
