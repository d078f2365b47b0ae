import { z } from 'zod';
import { defineEndpoint } from './endpoint.js';
import { MoneySchema } from './money.js';

/**
 * The built-in vendor `house`: the game server of the site's own games (the Swerte Fiesta slot and the
 * baccarat table). It is a vendor like any other: a launch gives the game page a one-time launch token,
 * the page trades it for a game session (`POST /wps/house/session`), and every call after that carries
 * the game session in the `x-game-session` header, never the member's session token. Stakes and wins
 * move through the seamless wallet's debit and credit, keyed by the round.
 *
 * Provably fair: each member has a seed pair, a secret server seed (its SHA-256 `commitment` shown
 * before play) and a client seed of their choosing; every round takes the next nonce, and its outcome is
 * HMAC-SHA256(server seed, `${clientSeed}:${nonce}:${block}`) read as packages/games documents. Rotating
 * reveals the old server seed so any round played on it can be recomputed (the /fairness page does it in
 * the browser).
 */
export const GAME_SESSION_HEADER = 'x-game-session';

/** The house's two vendors: plain constants, so the schemas below read no properties (bundles stay zod-free). */
const SLOT_VENDOR = 'SW_RNG';
const TABLE_VENDOR = 'SW_LIVE';
const FISH_VENDOR = 'SW_FISH';
const PVP_TABLE_VENDOR = 'SW_PVP';

/** The house's games, by vendor and game code as the catalogue lists them. */
export const HOUSE_GAMES = {
  slot: { vendor: SLOT_VENDOR, gameCode: 'SWERTE_FIESTA' },
  baccarat: { vendor: TABLE_VENDOR, gameCode: 'BACCARAT' },
  roulette: { vendor: TABLE_VENDOR, gameCode: 'ROULETTE' },
  sicbo: { vendor: TABLE_VENDOR, gameCode: 'SICBO' },
  dragonTiger: { vendor: TABLE_VENDOR, gameCode: 'DRAGON_TIGER' },
  fishing: { vendor: FISH_VENDOR, gameCode: 'SWERTE_OCEAN' },
  pusoyDos: { vendor: PVP_TABLE_VENDOR, gameCode: 'PUSOY_DOS' },
} as const;
export type HouseGame = keyof typeof HOUSE_GAMES;
/** The house's games as literals (schemas must not read HOUSE_GAMES' properties: bundles stay zod-free). */
export const HOUSE_GAME_NAMES = ['slot', 'baccarat', 'roulette', 'sicbo', 'dragonTiger', 'fishing', 'pusoyDos'] as const;

/** Fishing: the share of every shot's bet returned on average, in basis points (96%). */
export const FISHING_RTP_BASIS_POINTS = 9_600;
/** Shots settled in one batch at most (a session sends a batch about every second), and the largest bet a shot. */
export const FISHING_MAX_SHOTS = 20;
export const FISHING_MAX_BET_CENTS = 10_000;

/** Seconds a baccarat round takes bets before it is dealt. */
export const BACCARAT_BET_WINDOW_SECONDS = 15;
/** Outcomes the table's road shows. */
export const BACCARAT_ROAD_LENGTH = 72;
/** Slot paylines a player may play, and the largest bet per line in cents. */
export const SLOT_MAX_LINES = 20;
export const SLOT_MAX_BET_PER_LINE_CENTS = 10_000;
/** Largest stake on one baccarat bet kind, in cents. */
export const BACCARAT_MAX_BET_CENTS = {
  player: 5_000_000,
  banker: 5_000_000,
  tie: 500_000,
  playerPair: 500_000,
  bankerPair: 500_000,
} as const;

export const BACCARAT_BET_KINDS = ['player', 'banker', 'tie', 'playerPair', 'bankerPair'] as const;
export const BaccaratBetKindSchema = z.enum(BACCARAT_BET_KINDS);
export type BaccaratBetKindWire = z.infer<typeof BaccaratBetKindSchema>;

/** A round id as the house issues it (also the betting record's vendorBetId). */
export const HouseRoundIdSchema = z.string().regex(/^[a-z]{1,8}-[0-9a-z]{1,12}-[A-Za-z0-9_-]{1,64}$/);
/** A positive amount of money. */
const StakeSchema = MoneySchema.refine((value) => !value.startsWith('-') && /[1-9]/.test(value), {
  message: 'error_amount_invalid',
});

export const FairnessStateSchema = z.object({
  /** SHA-256 hex of the current (secret) server seed. */
  commitment: z.string(),
  clientSeed: z.string(),
  /** The nonce the next round will take. */
  nonce: z.number().int(),
});
export type FairnessState = z.infer<typeof FairnessStateSchema>;

export const RevealedSeedSchema = z.object({
  commitment: z.string(),
  serverSeed: z.string(),
  clientSeed: z.string(),
  /** Rounds played on this pair: nonces 0 to rounds − 1. */
  rounds: z.number().int(),
  createdAt: z.string(),
  revealedAt: z.string(),
});
export type RevealedSeed = z.infer<typeof RevealedSeedSchema>;

export const FairnessSchema = FairnessStateSchema.extend({
  /** The most recently revealed seed pairs, newest first. */
  revealed: z.array(RevealedSeedSchema),
});
export type Fairness = z.infer<typeof FairnessSchema>;

export const RotateSeedBodySchema = z.object({
  /** The client seed for the new pair: printable, no spaces at the ends. */
  clientSeed: z
    .string()
    .trim()
    .min(1)
    .max(64)
    .regex(/^[\x20-\x7E]+$/),
});

export const GameSessionSchema = z.object({
  /** Send as the x-game-session header on every house call; valid for 12 hours. */
  sessionToken: z.string(),
  game: z.enum(HOUSE_GAME_NAMES),
  vendor: z.string(),
  gameCode: z.string(),
  gameName: z.string(),
  /** 'PLAY' for a trial account's play money. */
  currency: z.enum(['PHP', 'PLAY']),
  balance: MoneySchema,
  /** The catalogue's min bet: per line on the slot, per bet kind at the table. */
  minBet: MoneySchema,
  fairness: FairnessStateSchema,
});
export type GameSession = z.infer<typeof GameSessionSchema>;

const SlotSymbolWire = z.string();
export const SlotSpinWireSchema = z.object({
  mode: z.enum(['base', 'free']),
  stops: z.array(z.number().int()),
  /** grid[reel][row], row 0 on top. */
  grid: z.array(z.array(SlotSymbolWire)),
  lineWins: z.array(
    z.object({
      line: z.number().int(),
      symbol: SlotSymbolWire,
      count: z.number().int(),
      payout: MoneySchema,
    }),
  ),
  scatter: z.object({ count: z.number().int(), payout: MoneySchema, freeSpinsAwarded: z.number().int() }),
  multiplier: z.number().int(),
  payout: MoneySchema,
});
export type SlotSpinWire = z.infer<typeof SlotSpinWireSchema>;

export const SlotRoundWireSchema = z.object({
  lines: z.number().int(),
  betPerLine: MoneySchema,
  base: SlotSpinWireSchema,
  freeSpins: z.array(SlotSpinWireSchema),
});
export type SlotRoundWire = z.infer<typeof SlotRoundWireSchema>;

export const CardWireSchema = z.object({
  rank: z.enum(['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K']),
  suit: z.enum(['spades', 'hearts', 'diamonds', 'clubs']),
});
export const CoupWireSchema = z.object({
  player: z.object({ cards: z.array(CardWireSchema), total: z.number().int() }),
  banker: z.object({ cards: z.array(CardWireSchema), total: z.number().int() }),
  winner: z.enum(['player', 'banker', 'tie']),
  natural: z.boolean(),
  playerPair: z.boolean(),
  bankerPair: z.boolean(),
});
export type CoupWire = z.infer<typeof CoupWireSchema>;

export const BaccaratBetWireSchema = z.object({ kind: BaccaratBetKindSchema, amount: StakeSchema });
export type BaccaratBetWire = z.infer<typeof BaccaratBetWireSchema>;
export const BaccaratResultWireSchema = BaccaratBetWireSchema.extend({
  outcome: z.enum(['win', 'lose', 'push']),
  payout: MoneySchema,
});

export const BaccaratRoundWireSchema = z.object({
  bets: z.array(BaccaratBetWireSchema),
  coup: CoupWireSchema.nullable(),
  results: z.array(BaccaratResultWireSchema).nullable(),
});
export type BaccaratRoundWire = z.infer<typeof BaccaratRoundWireSchema>;

/** A house round: what the betting record's recall and the verify page show. */
/** A batch of fishing shots as played: each shot's fish, bet and whether it killed. */
export const FishingRoundWireSchema = z.object({
  shots: z.array(
    z.object({
      fish: z.string(),
      multiplier: z.number().int(),
      bet: MoneySchema,
      killed: z.boolean(),
      win: MoneySchema,
    }),
  ),
});
export type FishingRoundWire = z.infer<typeof FishingRoundWireSchema>;

export const FishingShotsBodySchema = z.object({
  /** The client's id for this batch: a retry with the same id answers the same round and moves nothing. */
  requestId: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/),
  shots: z
    .array(z.object({ fish: z.string().regex(/^[a-z-]{2,24}$/), bet: StakeSchema }))
    .min(1)
    .max(FISHING_MAX_SHOTS),
});

export const HouseRoundSchema = z.object({
  roundId: z.string(),
  game: z.enum(['slot', 'baccarat', 'fishing']),
  gameCode: z.string(),
  gameName: z.string(),
  /** betting: a table round still taking bets; open: staked, not yet dealt; settled; void (refunded). */
  status: z.enum(['betting', 'open', 'settled', 'void']),
  createdAt: z.string(),
  settledAt: z.string().nullable(),
  stake: MoneySchema,
  payout: MoneySchema,
  /** The seed pair's commitment and client seed, and the nonce this round took (null until dealt). */
  commitment: z.string(),
  clientSeed: z.string(),
  nonce: z.number().int().nullable(),
  /** Revealed once the member rotates the pair; null while it is still in use. */
  serverSeed: z.string().nullable(),
  slot: SlotRoundWireSchema.nullable(),
  baccarat: BaccaratRoundWireSchema.nullable(),
  fishing: FishingRoundWireSchema.nullable(),
});
export type HouseRound = z.infer<typeof HouseRoundSchema>;

export const SlotSpinBodySchema = z.object({
  /** The client's id for this spin: a retry with the same id answers the same round and moves nothing. */
  requestId: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/),
  lines: z.number().int().min(1).max(SLOT_MAX_LINES),
  betPerLine: StakeSchema,
});

export const BaccaratTableSchema = z.object({
  /** The round taking bets now. */
  round: HouseRoundSchema.extend({ closesAt: z.string() }),
  /** The last dealt round of this member's table (its cards stay on the felt), or null. */
  previous: HouseRoundSchema.nullable(),
  /** The last dealt coups, oldest first, for the road. */
  road: z.array(
    z.object({
      winner: z.enum(['player', 'banker', 'tie']),
      playerPair: z.boolean(),
      bankerPair: z.boolean(),
    }),
  ),
  balance: MoneySchema,
  fairness: FairnessStateSchema,
  /** The server's clock, so the countdown does not trust the device's. */
  serverTime: z.string(),
});
export type BaccaratTable = z.infer<typeof BaccaratTableSchema>;

const houseCall = { tag: 'house', auth: 'none' } as const;

export const houseEndpoints = {
  session: defineEndpoint({
    ...houseCall,
    method: 'POST',
    path: '/wps/house/session',
    summary: 'House games: trade a one-time launch token for a game session',
    body: z.object({
      launchToken: z.string().min(16).max(128),
      /** The vendor the game was launched at (the launch address's `vendor`): the house serves two. */
      vendor: z.enum([SLOT_VENDOR, TABLE_VENDOR, FISH_VENDOR, PVP_TABLE_VENDOR]),
      /** The launch address's `gameCode`: which of the vendor's games (its first when absent). */
      gameCode: z.string().min(1).max(32).optional(),
    }),
    value: GameSessionSchema,
  }),
  fairness: defineEndpoint({
    ...houseCall,
    method: 'GET',
    path: '/wps/house/fairness',
    summary: 'House games (x-game-session): the seed commitment, client seed, next nonce and revealed seeds',
    value: FairnessSchema,
  }),
  rotateSeed: defineEndpoint({
    ...houseCall,
    method: 'POST',
    path: '/wps/house/fairness/rotate',
    summary:
      'House games (x-game-session): reveal the server seed and start a new pair with this client seed',
    body: RotateSeedBodySchema,
    value: FairnessSchema,
  }),
  slotSpin: defineEndpoint({
    ...houseCall,
    method: 'POST',
    path: '/wps/house/slot/spin',
    summary: 'Swerte Fiesta (x-game-session): one paid spin and the free spins it triggers, settled at once',
    body: SlotSpinBodySchema,
    value: z.object({ round: HouseRoundSchema, balance: MoneySchema, fairness: FairnessStateSchema }),
  }),
  fishingShots: defineEndpoint({
    ...houseCall,
    method: 'POST',
    path: '/wps/house/fishing/shots',
    summary:
      'Fishing (x-game-session): settle a batch of shots fired since the last one, each a kill or a miss drawn on the server',
    body: FishingShotsBodySchema,
    value: z.object({ round: HouseRoundSchema, balance: MoneySchema, fairness: FairnessStateSchema }),
  }),
  baccaratTable: defineEndpoint({
    ...houseCall,
    method: 'GET',
    path: '/wps/house/baccarat/table',
    summary: 'Baccarat (x-game-session): the round taking bets, the last coup and the road',
    value: BaccaratTableSchema,
  }),
  baccaratBet: defineEndpoint({
    ...houseCall,
    method: 'POST',
    path: '/wps/house/baccarat/bet',
    summary: 'Baccarat (x-game-session): stake the bet slip on the open round (once per round)',
    body: z.object({
      roundId: HouseRoundIdSchema,
      bets: z
        .array(BaccaratBetWireSchema)
        .min(1)
        // One bet per kind at most (the refine below); a literal, as a property read would keep zod in bundles.
        .max(5)
        .refine((bets) => new Set(bets.map((bet) => bet.kind)).size === bets.length, {
          message: 'error_invalid_request',
        }),
    }),
    value: BaccaratTableSchema,
  }),
  baccaratDeal: defineEndpoint({
    ...houseCall,
    method: 'POST',
    path: '/wps/house/baccarat/deal',
    summary: 'Baccarat (x-game-session): deal the round once its betting time is over (again: the same coup)',
    body: z.object({ roundId: HouseRoundIdSchema }),
    value: BaccaratTableSchema,
  }),
  round: defineEndpoint({
    method: 'GET',
    path: '/wps/house/rounds/:roundId',
    summary: "Game recall: one of the member's house rounds with its outcome and seeds",
    tag: 'house',
    auth: 'token',
    params: z.object({ roundId: HouseRoundIdSchema }),
    value: HouseRoundSchema,
  }),
};
