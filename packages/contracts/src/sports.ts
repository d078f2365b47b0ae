import { z } from 'zod';
import { defineEndpoint } from './endpoint.js';
import { LanguageSchema } from './language.js';
import { AmountInputSchema, MoneySchema } from './money.js';

/**
 * The house sportsbook and sabong (issue 20): events, markets and selections with odds in four formats,
 * the bet slip (singles, a parlay, a system bet), my bets, and the cockfight's pari-mutuel pools. The
 * maths is packages/games (sports/, sabong/); a server test holds the codes below equal to its names.
 *
 * `sportsEndpoints` are registered by the server's `sports` module (in `endpoints`, so /docs and the
 * contract fuzz list them; the operator calls are sports-admin.ts). `sabongEndpoints` join `endpoints`
 * when the sabong module registers them.
 */

/**
 * The house book's vendors and their one catalogue game each (§2, §3): FB, the SPORTS vendor the spec
 * names, opens the book as /fbsports (header only; GCS_gameLaunchFB answers with it); SW_ESPORTS opens
 * /esports. The book's wallet bets are FB's.
 */
export const SPORTSBOOK_VENDOR = 'FB';
export const SPORTSBOOK_GAME_CODE = 'SPORTSBOOK';
export const SPORTSBOOK_PATH = '/fbsports';
export const ESPORTSBOOK_VENDOR = 'SW_ESPORTS';
export const ESPORTSBOOK_GAME_CODE = 'ESPORTSBOOK';
export const ESPORTSBOOK_PATH = '/esports';

export const ODDS_FORMAT_CODES = ['decimal', 'hongKong', 'malay', 'indonesian'] as const;
export const OddsFormatSchema = z.enum(ODDS_FORMAT_CODES);
export type OddsFormatCode = z.infer<typeof OddsFormatSchema>;

/** Decimal odds as sent and taken: 2 or 3 places ("1.95", "1.953"); the book settles these thousandths. */
export const OddsSchema = z.string().regex(/^\d{1,4}\.\d{2,3}$/);

/** One price written in every format, as the player's choice shows it ("-1.053" Indonesian for 1.95). */
export const OddsDisplaySchema = z.object({
  decimal: z.string(),
  hongKong: z.string(),
  malay: z.string(),
  indonesian: z.string(),
});
export type OddsDisplay = z.infer<typeof OddsDisplaySchema>;

/** §3 categories the book fills: SPORTS and ESPORTS lists, and the house's virtual sports within SPORTS. */
export const SPORTS_CATEGORIES = ['sports', 'esports', 'virtual'] as const;
export const SportsCategorySchema = z.enum(SPORTS_CATEGORIES);

export const EVENT_STATUSES = ['scheduled', 'inPlay', 'finished', 'postponed', 'cancelled'] as const;
export const EventStatusSchema = z.enum(EVENT_STATUSES);

/** A market takes bets only while open; suspended by an operator or its liability cap; settled or void at the end. */
export const MARKET_STATUSES = ['open', 'suspended', 'closed', 'settled', 'void'] as const;
export const MarketStatusSchema = z.enum(MARKET_STATUSES);

/** The market kinds of packages/games (MARKET_KINDS). */
export const MARKET_KIND_CODES = [
  '1x2',
  'doubleChance',
  'asianHandicap',
  'overUnder',
  'bothTeamsToScore',
  'correctScore',
  'matchWinner',
  'mapHandicap',
  'totalMaps',
  'outright',
] as const;
export const MarketKindSchema = z.enum(MARKET_KIND_CODES);

/** A settled selection's outcome (packages/games OUTCOMES); null while open. */
export const OUTCOME_CODES = ['won', 'lost', 'void', 'halfWon', 'halfLost'] as const;
export const OutcomeSchema = z.enum(OUTCOME_CODES);

/**
 * The named systems of packages/games (NAMED_SYSTEMS); "k/n" is every k-fold of n selections (n up to
 * 12; the server refuses k > n and a pick count other than n with error_sports_system_selections).
 */
export const SYSTEM_NAMES = [
  'trixie',
  'patent',
  'yankee',
  'lucky15',
  'superYankee',
  'lucky31',
  'heinz',
  'lucky63',
  'superHeinz',
  'goliath',
] as const;
export const SystemCodeSchema = z.union([
  z.enum(SYSTEM_NAMES),
  z.string().regex(/^(1[0-2]|[1-9])\/(1[0-2]|[1-9])$/),
]);

export const SelectionSchema = z.object({
  selectionId: z.number().int(),
  /** Its name in the request's language ("Home −0.25", "Over 2.5", "2–1"). */
  name: z.string(),
  /** What it backs: home, draw, away, over, under, yes, no, homeDraw…, a score "2-1", "other", or a competitor. */
  pick: z.string(),
  /** Handicap or total line ("-0.25", "2.5"); null for markets without one. */
  line: z.string().nullable(),
  odds: OddsSchema,
  display: OddsDisplaySchema,
  status: MarketStatusSchema,
});
export type SportsSelection = z.infer<typeof SelectionSchema>;

export const MarketSchema = z.object({
  marketId: z.number().int(),
  kind: MarketKindSchema,
  name: z.string(),
  line: z.string().nullable(),
  status: MarketStatusSchema,
  /** Stake limits per bet on this market (an operator setting). */
  minStake: MoneySchema,
  maxStake: MoneySchema,
  selections: z.array(SelectionSchema),
});
export type SportsMarket = z.infer<typeof MarketSchema>;

/** A virtual event's fairness: the commitment before it runs, the seed after (verifiable in the browser). */
export const VirtualFairnessSchema = z.object({
  commitment: z.string(),
  /** `${gameCode}:${numero}` (drawClientSeed), nonce 0. */
  clientSeed: z.string(),
  nonce: z.number().int(),
  serverSeed: z.string().nullable(),
  /** Football: each team's attack and defence; racing: each runner's strength (the model's inputs). */
  ratings: z.array(
    z.object({
      name: z.string(),
      attack: z.number().int().optional(),
      defence: z.number().int().optional(),
      strength: z.number().int().optional(),
    }),
  ),
});

export const SportsEventSchema = z.object({
  eventId: z.number().int(),
  category: SportsCategorySchema,
  sport: z.string(),
  league: z.string(),
  /** Two sides for a match; null for an outright or a race (its competitors are the selections). */
  home: z.string().nullable(),
  away: z.string().nullable(),
  name: z.string(),
  startsAt: z.string(),
  status: EventStatusSchema,
  /** Goals, or maps won in esports; null before the result. */
  score: z.object({ home: z.number().int(), away: z.number().int() }).nullable(),
  /** Lists carry the main markets (1X2 or match winner, a handicap, a total); the event page carries every market. */
  markets: z.array(MarketSchema),
  marketCount: z.number().int(),
  virtual: VirtualFairnessSchema.nullable(),
});
export type SportsEvent = z.infer<typeof SportsEventSchema>;

export const SportsEventsQuerySchema = z.object({
  category: SportsCategorySchema,
  sport: z.preprocess((v) => (v === '' ? undefined : v), z.string().max(32).optional()),
  league: z.preprocess((v) => (v === '' ? undefined : v), z.string().max(64).optional()),
  status: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.enum(['upcoming', 'inPlay', 'results']).default('upcoming'),
  ),
  oddsFormat: z.preprocess((v) => (v === '' ? undefined : v), OddsFormatSchema.optional()),
  language: z.preprocess((v) => (v === '' ? undefined : v), LanguageSchema.optional()),
  pageNo: z.coerce.number().int().min(1).max(1000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

/** A pick on the slip: the selection and the price the player saw. */
export const SlipPickSchema = z.object({
  selectionId: z
    .number()
    .int()
    .min(1)
    .max(2 ** 53),
  odds: OddsSchema,
});

/**
 * The slip: singles (each its own stake), at most one parlay and one system bet over picks. Odds that
 * moved since the player saw them are handled by `oddsChange`: none refuses any change
 * (error_sports_odds_changed), better takes only higher prices, any takes the current price.
 */
export const ODDS_CHANGE_CODES = ['none', 'better', 'any'] as const;
export const OddsChangeSchema = z.enum(ODDS_CHANGE_CODES);
export type OddsChangeCode = z.infer<typeof OddsChangeSchema>;

/** The member's remembered book settings: the odds format and what the slip does when a price moves. */
export const SportsPreferencesSchema = z.object({
  oddsFormat: OddsFormatSchema,
  oddsChange: OddsChangeSchema,
});
export type SportsPreferences = z.infer<typeof SportsPreferencesSchema>;

export const PlaceBetsBodySchema = z
  .object({
    /** A retry with the same id answers the same slip and charges nothing. */
    requestId: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/),
    oddsChange: OddsChangeSchema.default('none'),
    singles: z
      .array(SlipPickSchema.extend({ stake: AmountInputSchema }))
      .max(20)
      .default([]),
    parlay: z
      .object({ picks: z.array(SlipPickSchema).min(2).max(20), stake: AmountInputSchema })
      .nullable()
      .default(null),
    system: z
      .object({
        system: SystemCodeSchema,
        picks: z.array(SlipPickSchema).min(2).max(12),
        unitStake: AmountInputSchema,
      })
      .nullable()
      .default(null),
  })
  .refine((slip) => slip.singles.length > 0 || slip.parlay !== null || slip.system !== null, {
    message: 'error_invalid_request',
  });
export type PlaceBetsBody = z.input<typeof PlaceBetsBodySchema>;

export const SportsBetLegSchema = z.object({
  selectionId: z.number().int(),
  eventId: z.number().int(),
  eventName: z.string(),
  startsAt: z.string(),
  marketName: z.string(),
  selectionName: z.string(),
  /** The price taken. */
  odds: OddsSchema,
  display: OddsDisplaySchema,
  outcome: OutcomeSchema.nullable(),
});

export const SportsBetSchema = z.object({
  betId: z.number().int(),
  slipId: z.string(),
  type: z.enum(['single', 'parlay', 'system']),
  /** The system's code ("yankee", "2/3"); null for singles and parlays. */
  system: z.string().nullable(),
  /** Parlays in the bet (1 for a single or a parlay; a yankee has 11). */
  lines: z.number().int(),
  unitStake: MoneySchema,
  stake: MoneySchema,
  /** Π odds × stake (systems: the sum of their lines), rounded down and capped at the maximum payout. */
  potentialReturn: MoneySchema,
  /** 0.00 until settled; the return, stake included, once settled. */
  payout: MoneySchema,
  status: z.enum(['open', 'won', 'lost', 'void', 'halfWon', 'halfLost']),
  legs: z.array(SportsBetLegSchema),
  placedAt: z.string(),
  settledAt: z.string().nullable(),
});
export type SportsBet = z.infer<typeof SportsBetSchema>;

export const PlaceBetsValueSchema = z.object({
  slipId: z.string(),
  requestId: z.string(),
  bets: z.array(SportsBetSchema),
  stake: MoneySchema,
  balance: MoneySchema,
});

/** The slip priced before confirming: each bet's current odds, stake and potential return. */
export const QuoteValueSchema = z.object({
  bets: z.array(
    z.object({
      type: z.enum(['single', 'parlay', 'system']),
      lines: z.number().int(),
      stake: MoneySchema,
      /** The parlay's price (product, rounded down to the thousandth); a single's price; null for systems. */
      odds: OddsSchema.nullable(),
      potentialReturn: MoneySchema,
    }),
  ),
  /** Picks whose price moved since the one sent, with the current one. */
  changed: z.array(SlipPickSchema),
  stake: MoneySchema,
});

export const MySportsBetsQuerySchema = z.object({
  status: z.preprocess((v) => (v === '' ? undefined : v), z.enum(['open', 'settled', 'all']).default('all')),
  cursor: z.coerce
    .number()
    .int()
    .min(1)
    .max(2 ** 53)
    .optional(),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

// ---- sabong -------------------------------------------------------------------------------------

export const SABONG_SIDES = ['meron', 'wala', 'draw'] as const;
export const SabongSideSchema = z.enum(SABONG_SIDES);
export const FIGHT_STATUSES = ['scheduled', 'open', 'closed', 'settled', 'cancelled'] as const;
export const FightStatusSchema = z.enum(FIGHT_STATUSES);

export const SabongFightSchema = z.object({
  fightId: z.number().int(),
  cardId: z.number().int(),
  fightNo: z.number().int(),
  meron: z.string(),
  wala: z.string(),
  status: FightStatusSchema,
  /** While open: when the operator's schedule closes the window (null when closed by hand only). */
  closesAt: z.string().nullable(),
  result: z.enum(['meron', 'wala', 'draw', 'cancelled']).nullable(),
  pools: z.object({ meron: MoneySchema, wala: MoneySchema, draw: MoneySchema }),
  /** What 100 returns per side as the pools stand ("187.50"), stake included; "—" while one-sided. */
  payoutPer100: z.object({ meron: z.string(), wala: z.string(), draw: z.string() }),
  /** The plasada (commission) rate, 2 decimals ("10.00"), and what it is taken from. */
  plasadaPercent: z.string(),
  plasadaBase: z.enum(['gross', 'losing']),
  /** A winning Draw returns this many times its stake (8 for 1). */
  drawMultiple: z.number().int(),
  minStake: MoneySchema,
  maxStake: MoneySchema,
  serverTime: z.string(),
});
export type SabongFight = z.infer<typeof SabongFightSchema>;

export const SabongCardSchema = z.object({
  cardId: z.number().int(),
  name: z.string(),
  date: z.string(),
  /** The fight the arena shows: the open one, else the one closed and awaiting its result, else the next. */
  currentFightId: z.number().int().nullable(),
  /** The current fight with the last results before it and the next fights after it (bounded). */
  fights: z.array(SabongFightSchema),
});
export type SabongCard = z.infer<typeof SabongCardSchema>;

export const SabongBetBodySchema = z.object({
  requestId: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/),
  fightId: z
    .number()
    .int()
    .min(1)
    .max(2 ** 53),
  side: SabongSideSchema,
  stake: AmountInputSchema,
});

export const SabongBetSchema = z.object({
  betId: z.number().int(),
  fightId: z.number().int(),
  fightNo: z.number().int(),
  side: SabongSideSchema,
  stake: MoneySchema,
  /** 0.00 until settled; the refund on a draw (Meron, Wala), a cancelled or one-sided fight. */
  payout: MoneySchema,
  status: z.enum(['open', 'won', 'lost', 'refunded']),
  placedAt: z.string(),
  settledAt: z.string().nullable(),
});
export type SabongBet = z.infer<typeof SabongBetSchema>;

const idParam = (name: string) =>
  z.object({
    [name]: z.coerce
      .number()
      .int()
      .min(1)
      .max(2 ** 53),
  });

export const sportsEndpoints = {
  events: defineEndpoint({
    method: 'GET',
    path: '/wps/sports/events',
    summary: 'Sports, esports or virtual events by sport and league, with their main markets',
    tag: 'sports',
    auth: 'none',
    query: SportsEventsQuerySchema,
    value: z.object({
      list: z.array(SportsEventSchema),
      totalPages: z.number().int(),
      serverTime: z.string(),
    }),
  }),
  event: defineEndpoint({
    method: 'GET',
    path: '/wps/sports/events/:eventId',
    summary: 'An event with every market',
    tag: 'sports',
    auth: 'none',
    params: idParam('eventId'),
    query: z.object({
      oddsFormat: SportsEventsQuerySchema.shape.oddsFormat,
      language: SportsEventsQuerySchema.shape.language,
    }),
    value: SportsEventSchema,
  }),
  quote: defineEndpoint({
    method: 'POST',
    path: '/wps/sports/slip/quote',
    summary: 'Price a slip before confirming: current odds, stakes and potential returns',
    tag: 'sports',
    auth: 'token',
    body: PlaceBetsBodySchema,
    value: QuoteValueSchema,
  }),
  placeBets: defineEndpoint({
    method: 'POST',
    path: '/wps/sports/slip',
    summary:
      'Place a slip (singles, a parlay, a system bet), paid from the wallet at once (idempotent on requestId)',
    tag: 'sports',
    auth: 'token',
    body: PlaceBetsBodySchema,
    value: PlaceBetsValueSchema,
  }),
  myBets: defineEndpoint({
    method: 'GET',
    path: '/wps/sports/bets',
    summary:
      "The member's sports bets (open, settled or all) with their legs, newest first, by keyset cursor",
    tag: 'sports',
    auth: 'token',
    query: MySportsBetsQuerySchema,
    value: z.object({ list: z.array(SportsBetSchema), nextCursor: z.number().int().nullable() }),
  }),
  preferences: defineEndpoint({
    method: 'GET',
    path: '/wps/sports/preferences',
    summary: "The member's odds format and odds-change choice (decimal and none until saved)",
    tag: 'sports',
    auth: 'token',
    value: SportsPreferencesSchema,
  }),
  savePreferences: defineEndpoint({
    method: 'PUT',
    path: '/wps/sports/preferences',
    summary: "Remember the member's odds format and odds-change choice (either or both)",
    tag: 'sports',
    auth: 'token',
    body: SportsPreferencesSchema.partial(),
    value: SportsPreferencesSchema,
  }),
};

export const sabongEndpoints = {
  card: defineEndpoint({
    method: 'GET',
    path: '/wps/sabong/card',
    summary:
      'The running fight card: the current fight with its pools and payouts, the results before and the fights after (null when no card runs)',
    tag: 'sabong',
    auth: 'none',
    value: SabongCardSchema.nullable(),
  }),
  fight: defineEndpoint({
    method: 'GET',
    path: '/wps/sabong/fights/:fightId',
    summary: 'A fight with its live pools and each side’s payout per 100',
    tag: 'sabong',
    auth: 'none',
    params: idParam('fightId'),
    value: SabongFightSchema,
  }),
  bet: defineEndpoint({
    method: 'POST',
    path: '/wps/sabong/bets',
    summary: 'Bet on Meron, Wala or Draw while the window is open (idempotent on requestId)',
    tag: 'sabong',
    auth: 'token',
    body: SabongBetBodySchema,
    value: z.object({ bet: SabongBetSchema, fight: SabongFightSchema, balance: MoneySchema }),
  }),
  myBets: defineEndpoint({
    method: 'GET',
    path: '/wps/sabong/bets',
    summary: "The member's sabong bets, newest first, by keyset cursor",
    tag: 'sabong',
    auth: 'token',
    query: MySportsBetsQuerySchema,
    value: z.object({ list: z.array(SabongBetSchema), nextCursor: z.number().int().nullable() }),
  }),
};
