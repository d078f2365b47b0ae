import { z } from 'zod';
import { defineEndpoint } from './endpoint.js';
import { LanguageSchema } from './language.js';
import { MoneySchema } from './money.js';

/**
 * The house lottery (issue 17): Vietnamese regional draws (North `MB` daily; South and Central, one game
 * per province on its weekdays) and fast SEA draws every 1, 3 and 5 minutes. §7's calls keep their paths
 * and §3's field names; the rest (game detail, slips, tickets, results, fairness, trends, operator calls)
 * follow the same envelope. Money is a 2-decimal string; times are ISO instants from the database clock.
 */

/** The lottery's two vendors (§4 lottery types): the Vietnamese regional games and the fast SEA games. */
export const LOTTERY_VENDORS = { vn: 'TCG_LOTTO_VN', sea: 'TCG_SEA' } as const;
export const LOTTERY_VENDOR_CODES = ['TCG_LOTTO_VN', 'TCG_SEA'] as const;
/** §4: these game types and vendors launch to /lottery instead of a game address. */
export const LOTTERY_LAUNCH_TYPES = ['TCG_LOTTO_VN', 'TCG_SEA', 'ELOTT', 'LOTT'] as const;
/** §9 limits. */
export const LOTTERY_POPULAR_COUNT = 20;
export const LOTTERY_VN_NUMEROS_COUNT = 100;
export const LOTTERY_RECENT_COUNT = 100;
export const LOTTERY_MAX_BALLS = 6;
/** §4 polling: wait for the smallest remainTime, at most this long, or the short wait when it is ≤ 0. */
export const LOTTERY_POLL_MAX_MS = 30_000;
export const LOTTERY_POLL_DUE_MS = 7_000;
/** Most bets and draws (provinces) on one slip; tickets = bets × draws. */
export const LOTTERY_SLIP_MAX_BETS = 20;
export const LOTTERY_SLIP_MAX_DRAWS = 4;

/** §3 tag from gameGroupCode: the menu a game sits in. */
export const LOTTERY_GROUPS = ['VN_NORTH', 'VN_CENTRAL', 'VN_SOUTH', 'SEA_FAST'] as const;
export const LotteryGroupSchema = z.enum(LOTTERY_GROUPS);
export type LotteryGroup = z.infer<typeof LotteryGroupSchema>;

/** A game's kind: a Vietnamese region's prize table, or five SEA digits. */
export const LotteryKindSchema = z.enum(['north', 'central', 'south', 'sea']);
export type LotteryKind = z.infer<typeof LotteryKindSchema>;

/** §4 prize mode: ELOTT when the vendors include TCG_LOTTO_VN or LOTT sits under ELOTT, else LOTT. */
export const PrizeModeSchema = z.enum(['LOTT', 'ELOTT']);

/** Vietnamese bet types and fast SEA bet kinds: the names packages/games uses (a server test holds them equal). */
export const VN_BET_TYPE_CODES = [
  'lo2',
  'lo3',
  'lo4',
  'de',
  'deHead',
  'deFirst',
  'dau',
  'dauDuoi',
  'digitHead',
  'digitTail',
  'cang3',
  'cang4',
  'xien2',
  'xien3',
  'xien4',
  'da',
  'truot4',
  'truot8',
  'truot10',
] as const;
export const SEA_BET_KIND_CODES = [
  'digit',
  'positionBigSmall',
  'positionOddEven',
  'sum',
  'sumBigSmall',
  'sumOddEven',
] as const;
// A union of the two enums, not one enum of a spread array: a top-level spread keeps zod in the browser
// bundle (the spread may run an iterator, so the bundler cannot drop it).
export const LotteryBetTypeSchema = z.union([z.enum(VN_BET_TYPE_CODES), z.enum(SEA_BET_KIND_CODES)]);
export type LotteryBetType = z.infer<typeof LotteryBetTypeSchema>;

/** A draw's life: scheduled → open (commitment published) → locked → drawn → settled; or void (refunded). */
export const DRAW_STATES = ['scheduled', 'open', 'locked', 'drawn', 'settled', 'void'] as const;
export const DrawStateSchema = z.enum(DRAW_STATES);
export type DrawState = z.infer<typeof DrawStateSchema>;

const gameCodeSchema = z.string().regex(/^[A-Z0-9_]{2,16}$/);
const numeroSchema = z.string().regex(/^\d{8}(-\d{4})?$/);
const deviceSchema = z.preprocess(
  (v) => (v === '' ? undefined : v),
  z.enum(['WEB', 'MOBILE']).default('WEB'),
);
const prizeModeParam = z.preprocess((v) => (v === '' ? undefined : v), PrizeModeSchema.optional());
const languageParam = z.preprocess((v) => (v === '' ? undefined : v), LanguageSchema.optional());
const countParam = (max: number) => z.coerce.number().int().min(1).max(max).default(max);

/** §3 lottery item: one game with its current draw. */
export const LotteryItemSchema = z.object({
  /** The lottery game's id (LOTTFAV keeps these per username). */
  gameId: z.number().int(),
  gameCode: z.string(),
  gameName: z.string(),
  /** TCG_LOTTO_VN or TCG_SEA (§3 accountTypeName / vendor). */
  vendor: z.string(),
  kind: LotteryKindSchema,
  /** §3: the tag of the menu it sits in, from gameGroupCode. */
  gameMenuTag: LotteryGroupSchema,
  /** A short line under the name: the host city or the draw interval. */
  remark: z.string(),
  /** The draw taking bets: YYYYMMDD, or YYYYMMDD-NNNN for a fast draw. */
  numero: z.string(),
  /** Milliseconds from the server's now to lockTime (≤ 0 once locked; §4 polling reads it). */
  remainTime: z.number().int(),
  lockTime: z.string(),
  /** §3 comma list of weekdays, Sunday 1 … Saturday 7 ("1,2,3,4,5,6,7" for daily and fast games). */
  drawDayOfWeek: z.string(),
  /** When the draw's numbers come out. */
  winningTime: z.string(),
  /** §4 launch object: /lottery opens this play type first. */
  defaultPlayType: z.string(),
});
export type LotteryItem = z.infer<typeof LotteryItemSchema>;

/** §3 lottery menu. */
export const LotteryMenuSchema = z.object({
  tag: LotteryGroupSchema,
  /** The menu's name in the request's language. */
  name: z.string(),
  /** §3: VN menus carry TCG_LOTTO_VN. */
  accountTypeName: z.enum(LOTTERY_VENDOR_CODES),
  gameMenus: z.array(LotteryItemSchema),
});
export type LotteryMenu = z.infer<typeof LotteryMenuSchema>;

/** A prize line of a Vietnamese result: the prize and its numbers, in draw order. */
export const PrizeLineSchema = z.object({
  prize: z.enum(['special', 'first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth']),
  numbers: z.array(z.string()),
});
export type PrizeLine = z.infer<typeof PrizeLineSchema>;

/** A drawn numero: the balls shown (at most 6, §9) and the full result. */
export const OpenedNumeroSchema = z.object({
  gameId: z.number().int(),
  gameCode: z.string(),
  gameName: z.string(),
  gameMenuTag: LotteryGroupSchema,
  numero: z.string(),
  /** §9 YYYY.MM.DD. */
  drawDate: z.string(),
  winningTime: z.string(),
  /** At most 6 digits: the special prize's digits, or the five SEA positions. */
  balls: z.array(z.number().int().min(0).max(9)).max(LOTTERY_MAX_BALLS),
});
export type OpenedNumero = z.infer<typeof OpenedNumeroSchema>;

/** One draw's result with its full prize table. */
export const DrawResultSchema = OpenedNumeroSchema.extend({
  state: DrawStateSchema,
  /** house: the fair RNG (verifiable); official: entered by an operator, confirmed by a second one. */
  source: z.enum(['house', 'official']),
  /** Vietnamese games: every prize's numbers. Empty for SEA. */
  prizes: z.array(PrizeLineSchema),
  /** SEA games: the five digits, positions 1 to 5. Empty for Vietnamese games. */
  digits: z.array(z.number().int()),
});
export type DrawResult = z.infer<typeof DrawResultSchema>;

/** A bet type as the game offers it, with the operator's price, odds and limits. */
export const BetTypeOfferSchema = z.object({
  betType: LotteryBetTypeSchema,
  /** A point's price per combination (what 1 point of 1 number costs). */
  price: MoneySchema,
  /** What one point of one winning combination pays ("1 ăn pays/price"). */
  pays: MoneySchema,
  /** Most one ticket pays. */
  maxPayout: MoneySchema,
  minStake: MoneySchema,
  maxStake: MoneySchema,
  /** Most numbers on one ticket. */
  maxNumbers: z.number().int(),
  /** Digits of a number ('07' is 2); 0 for SEA picks (big, small, odd, even). */
  digits: z.number().int(),
  /** Numbers per combination: 1, or k for xiên k, lô trượt k and đá (2). */
  group: z.number().int(),
  /** SEA bets that name a position (1–5). */
  needsPosition: z.boolean(),
  /** The exact return to player, 4 decimals ("95.0000"), so the house edge is shown. */
  returnPercent: z.string(),
});
export type BetTypeOffer = z.infer<typeof BetTypeOfferSchema>;

/** The draw a game takes bets on now. */
export const CurrentDrawSchema = z.object({
  drawId: z.number().int(),
  numero: z.string(),
  state: DrawStateSchema,
  lockTime: z.string(),
  winningTime: z.string(),
  remainTime: z.number().int(),
  /** SHA-256 of the draw's server seed, published when it opens (null for official results). */
  commitment: z.string().nullable(),
});

export const LotteryGameDetailSchema = z.object({
  game: LotteryItemSchema,
  current: CurrentDrawSchema,
  betTypes: z.array(BetTypeOfferSchema),
  /** South and Central: the other provinces of the same region drawing the same day (a slip may add them). */
  sameDay: z.array(LotteryItemSchema),
  /** The server's clock, so the countdown does not trust the device's. */
  serverTime: z.string(),
});
export type LotteryGameDetail = z.infer<typeof LotteryGameDetailSchema>;

/**
 * One bet of a slip. Vietnamese types: numbers of the type's digits ('07', '123'). SEA: `digit` takes
 * position and digits '0'–'9'; `positionBigSmall`/`positionOddEven` a position and 'big'/'small' or
 * 'odd'/'even'; `sum` totals '0'–'45'; `sumBigSmall`/`sumOddEven` one pick. Each SEA number is a
 * ticket of its own. Points are whole; the server computes the stake (points × price × combinations).
 */
export const SlipBetSchema = z.object({
  betType: z.string().max(24),
  numbers: z.array(z.string().max(8)).min(1).max(100),
  points: z.number().int().min(1).max(1_000_000),
  position: z.number().int().optional(),
});
export type SlipBet = z.infer<typeof SlipBetSchema>;

export const BuySlipBodySchema = z.object({
  /** The client's id for this slip: a retry with the same id answers the same slip and charges nothing. */
  requestId: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/),
  /**
   * The draws (provinces) the bets go on, each with the numero the player saw, so a draw that locked
   * meanwhile is refused (error_lottery_locked) rather than the next one bought.
   */
  draws: z
    .array(z.object({ gameCode: gameCodeSchema, numero: numeroSchema }))
    .min(1)
    .max(LOTTERY_SLIP_MAX_DRAWS),
  bets: z.array(SlipBetSchema).min(1).max(LOTTERY_SLIP_MAX_BETS),
});
export type BuySlipBody = z.infer<typeof BuySlipBodySchema>;

/**
 * The room a number has left in one draw before its liability limit, for a bet the slip holds: each
 * number's room now (the limit less what tickets sold on it can pay) and what this bet would add to it.
 * A bet that needs more than a number's room is refused on purchase (error_lottery_liability).
 */
export const SlipRoomQuerySchema = z.object({
  numero: numeroSchema,
  betType: z.string().max(24),
  /** The bet's numbers, comma-separated as the slip holds them ('65,01'; 'big'). */
  numbers: z
    .string()
    .max(900)
    .transform((value) => value.split(','))
    .pipe(z.array(z.string().min(1).max(8)).min(1).max(100)),
  points: z.coerce.number().int().min(1).max(1_000_000).default(1),
  position: z.coerce.number().int().min(0).max(9).optional(),
});

export const SlipRoomSchema = z.object({
  gameCode: z.string(),
  numero: z.string(),
  /** The game's liability limit per number and draw. */
  limit: MoneySchema,
  list: z.array(
    z.object({
      number: z.string(),
      /** What the number can still take. */
      room: MoneySchema,
      /** What this bet would add to the number's liability. */
      needed: MoneySchema,
      fits: z.boolean(),
    }),
  ),
});
export type SlipRoom = z.infer<typeof SlipRoomSchema>;

export const TicketStatusSchema = z.enum(['open', 'won', 'lost', 'void']);

export const LotteryTicketSchema = z.object({
  ticketId: z.number().int(),
  slipId: z.string(),
  gameCode: z.string(),
  gameName: z.string(),
  numero: z.string(),
  betType: LotteryBetTypeSchema,
  numbers: z.array(z.string()),
  position: z.number().int().nullable(),
  points: z.number().int(),
  stake: MoneySchema,
  /** 0.00 until settled; the stake back when void. */
  payout: MoneySchema,
  status: TicketStatusSchema,
  /** Winning combinations and how many times each paid (đá pays halves: 1.5). */
  wins: z.array(z.object({ numbers: z.array(z.string()), times: z.number() })),
  placedAt: z.string(),
  settledAt: z.string().nullable(),
});
export type LotteryTicket = z.infer<typeof LotteryTicketSchema>;

export const SlipSchema = z.object({
  slipId: z.string(),
  requestId: z.string(),
  stake: MoneySchema,
  tickets: z.array(LotteryTicketSchema),
  balance: MoneySchema,
});
export type Slip = z.infer<typeof SlipSchema>;

export const MyTicketsQuerySchema = z.object({
  status: z.preprocess((v) => (v === '' ? undefined : v), z.enum(['open', 'settled', 'all']).default('all')),
  gameCode: z.preprocess((v) => (v === '' ? undefined : v), gameCodeSchema.optional()),
  /** Keyset cursor: the last ticketId of the previous page. */
  cursor: z.coerce.number().int().min(1).optional(),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

export const ResultsQuerySchema = z.object({
  pageNo: z.coerce.number().int().min(1).max(1000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(10),
  /**
   * Keyset paging: the previous page's `nextCursor`; the page then holds the draws drawn before that
   * page's last (pageNo is then not read). Without it, page `pageNo` by offset.
   */
  cursor: z.coerce
    .number()
    .int()
    .min(1)
    .max(2 ** 53 - 1)
    .optional(),
});

/** A draw's fairness: commitment before the draw, seed after it, to recompute it in the browser. */
export const DrawFairnessSchema = z.object({
  gameCode: z.string(),
  numero: z.string(),
  kind: LotteryKindSchema,
  state: DrawStateSchema,
  source: z.enum(['house', 'official']),
  /** SHA-256 hex of the server seed, published when the draw opened. */
  commitment: z.string().nullable(),
  /** `${gameCode}:${numero}` (drawClientSeed), nonce 0. */
  clientSeed: z.string(),
  nonce: z.number().int(),
  /** Revealed once the draw is drawn; null before, and for official results. */
  serverSeed: z.string().nullable(),
  result: DrawResultSchema.nullable(),
});
export type DrawFairness = z.infer<typeof DrawFairnessSchema>;

export const TrendsQuerySchema = z.object({
  draws: z.coerce.number().int().min(10).max(500).default(100),
});

/** Hot and cold numbers over the last `draws` drawn results. */
export const TrendsSchema = z.object({
  gameCode: z.string(),
  /** Draws counted (fewer when the game has fewer results). */
  draws: z.number().int(),
  /**
   * Vietnamese games: the last two digits of every prize, 00–99; SEA: the digits 0–9 over all
   * positions. count = times seen; gap = draws since last seen (draws when never).
   */
  numbers: z.array(z.object({ number: z.string(), count: z.number().int(), gap: z.number().int() })),
  /** The 10 most and least frequent (SEA: 3). */
  hot: z.array(z.string()),
  cold: z.array(z.string()),
  /** SEA: per position (1–5), the count of each digit 0–9. Empty for Vietnamese games. */
  positions: z.array(z.array(z.number().int())),
});
export type Trends = z.infer<typeof TrendsSchema>;

/** §7 lobby launch payload, sent with /wps/game/launchGame for a lottery game. */
export const LottoLaunchFieldsSchema = z.object({
  lottoArea: z.enum(['VN', 'SEA']).optional(),
  launchMode: z.literal('LOTT').optional(),
  lottoGameCode: z.string().max(16).optional(),
  lottoView: z.enum(['betting', 'lobby']).optional(),
  device: z.string().max(16).optional(),
  /** A same-site path only (the page's back button). */
  backUrl: z
    .string()
    .max(256)
    .regex(/^\/(?!\/)[^\s]*$/)
    .optional(),
});

// ---- operator side -------------------------------------------------------------------------------

export const BetTypeSettingSchema = z.object({
  betType: LotteryBetTypeSchema,
  enabled: z.boolean(),
  price: MoneySchema,
  pays: MoneySchema,
  maxPayout: MoneySchema,
  minStake: MoneySchema,
  maxStake: MoneySchema,
  maxNumbers: z.number().int().min(1).max(100),
});
export type BetTypeSetting = z.infer<typeof BetTypeSettingSchema>;

export const LotteryGameSettingsSchema = z.object({
  gameCode: z.string(),
  gameName: z.string(),
  kind: LotteryKindSchema,
  enabled: z.boolean(),
  /** Seconds before the draw that betting locks. */
  lockSeconds: z.number().int().min(0).max(3600),
  /** house: drawn by the fair RNG; official: operators enter the state result (two-person). */
  resultSource: z.enum(['house', 'official']),
  /** Most the house may owe on one number of one draw (per bet type's number), in money. */
  liabilityLimit: MoneySchema,
  betTypes: z.array(BetTypeSettingSchema.extend({ returnPercent: z.string() })),
});
export type LotteryGameSettings = z.infer<typeof LotteryGameSettingsSchema>;

export const LotteryGameSettingsBodySchema = z.object({
  enabled: z.boolean().optional(),
  lockSeconds: z.number().int().min(0).max(3600).optional(),
  resultSource: z.enum(['house', 'official']).optional(),
  liabilityLimit: MoneySchema.optional(),
  betTypes: z.array(BetTypeSettingSchema).max(40).optional(),
});

export const AdminDrawSchema = z.object({
  drawId: z.number().int(),
  gameCode: z.string(),
  numero: z.string(),
  state: DrawStateSchema,
  source: z.enum(['house', 'official']),
  lockTime: z.string(),
  winningTime: z.string(),
  /** Official results: entered, awaiting a second operator's confirmation. */
  pendingResult: z.object({ enteredBy: z.string(), enteredAt: z.string() }).nullable(),
  /** The hash of the server seed, public from the draw's opening (null for official draws). */
  commitment: z.string().nullable(),
  /** The server seed, revealed once the draw is drawn (null before, and for official draws). */
  serverSeed: z.string().nullable(),
  /** The prizes an official result must fill: count and digits of each (null for a SEA game). */
  resultTiers: z
    .array(z.object({ prize: z.string(), count: z.number().int(), digits: z.number().int() }))
    .nullable(),
  tickets: z.number().int(),
  stakes: MoneySchema,
  payouts: MoneySchema,
});
export type AdminDraw = z.infer<typeof AdminDrawSchema>;

export const AdminDrawsQuerySchema = z.object({
  gameCode: z.preprocess((v) => (v === '' ? undefined : v), gameCodeSchema.optional()),
  state: z.preprocess((v) => (v === '' ? undefined : v), DrawStateSchema.optional()),
  pageNo: z.coerce.number().int().min(1).max(1000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(50),
});

/** An official result: every prize's numbers, keyed by prize. */
export const OfficialResultBodySchema = z.object({
  prizes: z.record(z.string(), z.array(z.string().regex(/^\d{2,6}$/)).max(10)),
});

export const DrawReportSchema = z.object({
  draw: AdminDrawSchema,
  /** Stakes, payouts and margin (stakes − payouts) per bet type and in all. */
  byBetType: z.array(
    z.object({
      betType: LotteryBetTypeSchema,
      tickets: z.number().int(),
      stakes: MoneySchema,
      payouts: MoneySchema,
      margin: MoneySchema,
    }),
  ),
  stakes: MoneySchema,
  payouts: MoneySchema,
  margin: MoneySchema,
  /** margin ÷ stakes, 2 decimals ("4.75"); "0.00" without stakes. */
  marginPercent: z.string(),
});
export type DrawReport = z.infer<typeof DrawReportSchema>;

const drawIdParams = z.object({
  drawId: z.coerce
    .number()
    .int()
    .min(1)
    .max(2 ** 53),
});
const gameParams = z.object({ gameCode: gameCodeSchema });

export const lotteryEndpoints = {
  vnGameMenu: defineEndpoint({
    method: 'GET',
    path: '/lgw/vn/games/game_menu',
    summary:
      'Lottery menus (tag, gameMenus) of the Vietnamese games and the fast SEA games, each item with its open draw',
    tag: 'lottery',
    auth: 'none',
    query: z.object({ prizeMode: prizeModeParam, device: deviceSchema, language: languageParam }),
    value: z.object({ menus: z.array(LotteryMenuSchema), serverTime: z.string() }),
  }),
  vnRecent: defineEndpoint({
    method: 'GET',
    path: '/lgw/vn/games/game_menu/recent',
    summary: "The member's recently played lottery games, newest first (recentCount at most 100)",
    tag: 'lottery',
    auth: 'token',
    query: z.object({
      prizeMode: prizeModeParam,
      device: deviceSchema,
      language: languageParam,
      recentCount: countParam(LOTTERY_RECENT_COUNT),
    }),
    value: z.object({ list: z.array(LotteryItemSchema) }),
  }),
  popular: defineEndpoint({
    method: 'GET',
    path: '/lgw/games/popular',
    summary: 'Popular lottery games (most tickets over the last 7 days), at most count (20)',
    tag: 'lottery',
    auth: 'none',
    query: z.object({
      count: countParam(LOTTERY_POPULAR_COUNT),
      prizeMode: prizeModeParam,
      device: deviceSchema,
      language: languageParam,
    }),
    value: z.object({ list: z.array(LotteryItemSchema) }),
  }),
  vnOpenedNumeros: defineEndpoint({
    method: 'GET',
    path: '/lgw/vn/numeros/opened/game',
    summary: 'The latest drawn numeros of the Vietnamese games, newest first (count at most 100)',
    tag: 'lottery',
    auth: 'none',
    query: z.object({
      count: countParam(LOTTERY_VN_NUMEROS_COUNT),
      gameCode: z.preprocess((v) => (v === '' ? undefined : v), gameCodeSchema.optional()),
      language: languageParam,
    }),
    value: z.object({ list: z.array(OpenedNumeroSchema) }),
  }),
  openedNumero: defineEndpoint({
    method: 'GET',
    path: '/lotto/lgw/games/opened/numero',
    summary: "Each lottery game's last drawn numero with its balls (home's latest results)",
    tag: 'lottery',
    auth: 'none',
    query: z.object({ prizeMode: prizeModeParam, language: languageParam }),
    value: z.object({ list: z.array(OpenedNumeroSchema) }),
  }),
  gameDetail: defineEndpoint({
    method: 'GET',
    path: '/lgw/lottery/games/:gameCode',
    summary:
      'A lottery game: its open draw and commitment, bet types with price, odds and limits, same-day provinces',
    tag: 'lottery',
    auth: 'none',
    params: gameParams,
    query: z.object({ language: languageParam }),
    value: LotteryGameDetailSchema,
  }),
  results: defineEndpoint({
    method: 'GET',
    path: '/lgw/lottery/games/:gameCode/results',
    summary: "A lottery game's drawn results with the full prize table, newest first, one page at a time",
    tag: 'lottery',
    auth: 'none',
    params: gameParams,
    query: ResultsQuerySchema.extend({ language: languageParam }),
    value: z.object({
      list: z.array(DrawResultSchema),
      totalPages: z.number().int(),
      /** The cursor of the page after this one (older draws), or null when this is the oldest. */
      nextCursor: z.number().int().nullable(),
    }),
  }),
  fairness: defineEndpoint({
    method: 'GET',
    path: '/lgw/lottery/games/:gameCode/draws/:numero/fairness',
    summary: "A draw's fairness: the commitment published before, the server seed revealed after, the result",
    tag: 'lottery',
    auth: 'none',
    params: z.object({ gameCode: gameCodeSchema, numero: numeroSchema }),
    value: DrawFairnessSchema,
  }),
  trends: defineEndpoint({
    method: 'GET',
    path: '/lgw/lottery/games/:gameCode/trends',
    summary: 'Hot and cold numbers and their frequency over the last draws (10 to 500)',
    tag: 'lottery',
    auth: 'none',
    params: gameParams,
    query: TrendsQuerySchema,
    value: TrendsSchema,
  }),
  buy: defineEndpoint({
    method: 'POST',
    path: '/wps/lottery/slips',
    summary:
      'Buy a slip: every bet on every draw, the stake computed by the server, paid from the wallet at once (idempotent on requestId)',
    tag: 'lottery',
    auth: 'token',
    body: BuySlipBodySchema,
    value: SlipSchema,
  }),
  room: defineEndpoint({
    method: 'GET',
    path: '/wps/lottery/games/:gameCode/room',
    summary:
      "A slip bet's room in one draw: each number's room left under the liability limit and what the bet would add",
    tag: 'lottery',
    auth: 'token',
    params: gameParams,
    query: SlipRoomQuerySchema,
    value: SlipRoomSchema,
  }),
  myTickets: defineEndpoint({
    method: 'GET',
    path: '/wps/lottery/tickets',
    summary: "The member's lottery tickets (open, settled or all), newest first, by keyset cursor",
    tag: 'lottery',
    auth: 'token',
    query: MyTicketsQuerySchema,
    value: z.object({ list: z.array(LotteryTicketSchema), nextCursor: z.number().int().nullable() }),
  }),
};

export const adminLotteryEndpoints = {
  games: defineEndpoint({
    method: 'GET',
    path: '/wps/admin/lottery/games',
    summary:
      'Lottery games with their lock time, result source, liability limit and bet types (price, odds, limits, return)',
    tag: 'admin',
    auth: 'operator',
    value: z.object({ list: z.array(LotteryGameSettingsSchema) }),
  }),
  saveGame: defineEndpoint({
    method: 'PUT',
    path: '/wps/admin/lottery/games/:gameCode',
    summary:
      "Change a lottery game's settings, prices, odds and limits (audited; applies to draws not yet open)",
    tag: 'admin',
    auth: 'operator',
    params: gameParams,
    body: LotteryGameSettingsBodySchema,
    value: LotteryGameSettingsSchema,
  }),
  draws: defineEndpoint({
    method: 'GET',
    path: '/wps/admin/lottery/draws',
    summary: 'The draw calendar: draws with their state, tickets, stakes and payouts, newest first',
    tag: 'admin',
    auth: 'operator',
    query: AdminDrawsQuerySchema,
    value: z.object({ list: z.array(AdminDrawSchema), totalPages: z.number().int() }),
  }),
  enterResult: defineEndpoint({
    method: 'POST',
    path: '/wps/admin/lottery/draws/:drawId/result',
    summary: "Enter a draw's official result; it settles only once a second operator confirms it",
    tag: 'admin',
    auth: 'operator',
    params: drawIdParams,
    body: OfficialResultBodySchema,
    value: AdminDrawSchema,
  }),
  confirmResult: defineEndpoint({
    method: 'POST',
    path: '/wps/admin/lottery/draws/:drawId/result/confirm',
    summary:
      'Confirm the entered official result (a different operator from the one who entered it); settles the draw',
    tag: 'admin',
    auth: 'operator',
    params: drawIdParams,
    value: AdminDrawSchema,
  }),
  voidDraw: defineEndpoint({
    method: 'POST',
    path: '/wps/admin/lottery/draws/:drawId/void',
    summary: 'Void a draw not yet settled: every ticket refunded (audited)',
    tag: 'admin',
    auth: 'operator',
    params: drawIdParams,
    body: z.object({ reason: z.string().trim().min(1).max(200) }),
    value: AdminDrawSchema,
  }),
  report: defineEndpoint({
    method: 'GET',
    path: '/wps/admin/lottery/draws/:drawId/report',
    summary: "A draw's report: stakes, payouts and margin, per bet type and in all",
    tag: 'admin',
    auth: 'operator',
    params: drawIdParams,
    value: DrawReportSchema,
  }),
};
