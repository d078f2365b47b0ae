import { z } from 'zod';
import { defineEndpoint } from './endpoint.js';
import { MoneySchema } from './money.js';

/**
 * The house's shared live tables (vendor SW_LIVE): European roulette, sic bo and dragon tiger. Unlike
 * the baccarat table, a round belongs to the table, not to a member: every player at a table sees the
 * same round. A round takes bets for LIVE_BET_WINDOW_SECONDS (the database's clock decides), then its
 * outcome is drawn, every slip is settled in bulk and the next round opens, around the clock.
 *
 * Provably fair per round: when betting opens the round publishes `commitment`, the SHA-256 of a fresh
 * secret server seed; the outcome is the packages/games draw from HMAC-SHA256(server seed,
 * `${clientSeed}:${nonce}:${block}`) with clientSeed the table's game code and nonce the round number;
 * the server seed is revealed once the round is settled, so anyone can recompute it.
 *
 * Table state is public (no personal data, under /wps/live); a slip needs the x-game-session of a game
 * session opened on that table's game (under /wps/house, as every game-session call). `GET
 * /wps/live/tables/:game/stream` sends the table state as server-sent events
 * (`event: table`) whenever a round opens, closes or settles, on whichever node made the change.
 */
export const LIVE_TABLE_GAMES = ['roulette', 'sicbo', 'dragonTiger'] as const;
export const LiveTableGameSchema = z.enum(LIVE_TABLE_GAMES);
export type LiveTableGame = z.infer<typeof LiveTableGameSchema>;

/** Seconds a round takes bets. */
export const LIVE_BET_WINDOW_SECONDS = 15;
/** Past outcomes a table shows (its road and statistics). */
export const LIVE_HISTORY_LENGTH = 60;
/** Bets on one slip, and the largest stake of one bet in cents. */
export const LIVE_MAX_BETS = 20;
export const LIVE_MAX_BET_CENTS = 1_000_000;

/** Every bet kind of the three tables; which a table takes is checked against its rules. */
export const LIVE_BET_KINDS = [
  // roulette
  'straight',
  'split',
  'street',
  'corner',
  'line',
  'dozen',
  'column',
  'red',
  'black',
  'odd',
  'even',
  'low',
  'high',
  // sic bo (and odd/even above)
  'small',
  'big',
  'total',
  'triple',
  'anyTriple',
  'double',
  'combination',
  'single',
  // dragon tiger
  'dragon',
  'tiger',
  'tie',
  'suitedTie',
] as const;

const StakeSchema = MoneySchema.refine((value) => !value.startsWith('-') && /[1-9]/.test(value), {
  message: 'error_amount_invalid',
});

/** One bet: roulette names `numbers` or `which` (dozen, column); sic bo `faces` or `total`. */
export const LiveBetWireSchema = z.object({
  kind: z.enum(LIVE_BET_KINDS),
  numbers: z.array(z.number().int().min(0).max(36)).min(1).max(6).optional(),
  which: z.number().int().min(1).max(3).optional(),
  faces: z.array(z.number().int().min(1).max(6)).min(1).max(2).optional(),
  total: z.number().int().min(4).max(17).optional(),
  amount: StakeSchema,
});
export type LiveBetWire = z.infer<typeof LiveBetWireSchema>;

const CardWireSchema = z.object({ rank: z.string(), suit: z.string() });

/** What came up: a roulette pocket, three sic bo dice, or dragon tiger's two cards and winner. */
export const LiveOutcomeSchema = z.object({
  pocket: z.number().int().optional(),
  dice: z.array(z.number().int()).optional(),
  dragon: CardWireSchema.optional(),
  tiger: CardWireSchema.optional(),
  winner: z.enum(['dragon', 'tiger', 'tie']).optional(),
});
export type LiveOutcome = z.infer<typeof LiveOutcomeSchema>;

export const LiveRoundSchema = z.object({
  roundNo: z.number().int(),
  /** betting: taking bets until closesAt; drawn: outcome drawn, slips being paid; settled: paid, seed shown. */
  state: z.enum(['betting', 'drawn', 'settled']),
  commitment: z.string(),
  closesAt: z.string(),
});
export type LiveRound = z.infer<typeof LiveRoundSchema>;

export const LiveResultSchema = z.object({
  roundNo: z.number().int(),
  outcome: LiveOutcomeSchema,
});
export type LiveResult = z.infer<typeof LiveResultSchema>;

export const LiveTableSchema = z.object({
  game: LiveTableGameSchema,
  gameCode: z.string(),
  /** The round taking bets (or being drawn); null only while a table starts. */
  round: LiveRoundSchema.nullable(),
  /** Settled rounds, newest first. */
  history: z.array(LiveResultSchema),
  /** The server's clock, so the countdown does not trust the device's. */
  serverTime: z.string(),
});
export type LiveTable = z.infer<typeof LiveTableSchema>;

export const LiveRoundDetailSchema = z.object({
  game: LiveTableGameSchema,
  roundNo: z.number().int(),
  state: z.enum(['betting', 'drawn', 'settled']),
  commitment: z.string(),
  /** Revealed once the round is settled. */
  serverSeed: z.string().nullable(),
  clientSeed: z.string(),
  nonce: z.number().int(),
  outcome: LiveOutcomeSchema.nullable(),
});
export type LiveRoundDetail = z.infer<typeof LiveRoundDetailSchema>;

export const LiveSlipSchema = z.object({
  game: LiveTableGameSchema,
  roundNo: z.number().int(),
  bets: z.array(LiveBetWireSchema),
  stake: MoneySchema,
  /** Null until the round is settled. */
  payout: MoneySchema.nullable(),
  outcome: LiveOutcomeSchema.nullable(),
});
export type LiveSlip = z.infer<typeof LiveSlipSchema>;

const liveCall = { tag: 'live', auth: 'none' } as const;
const GameParamsSchema = z.object({ game: LiveTableGameSchema });

export const liveTableEndpoints = {
  tables: defineEndpoint({
    ...liveCall,
    method: 'GET',
    path: '/wps/live/tables',
    summary: 'Live tables: each shared table with its current round and recent outcomes',
    value: z.array(LiveTableSchema),
  }),
  table: defineEndpoint({
    ...liveCall,
    method: 'GET',
    path: '/wps/live/tables/:game',
    summary: 'Live table: the current round, its commitment and countdown, and recent outcomes',
    params: GameParamsSchema,
    value: LiveTableSchema,
  }),
  bet: defineEndpoint({
    ...liveCall,
    method: 'POST',
    path: '/wps/house/live/:game/bet',
    summary: 'Live table (x-game-session): stake a slip on the round taking bets (one slip a member a round)',
    params: GameParamsSchema,
    body: z.object({
      roundNo: z.number().int().min(1).max(2_000_000_000),
      bets: z.array(LiveBetWireSchema).min(1).max(LIVE_MAX_BETS),
    }),
    value: z.object({ slip: LiveSlipSchema, balance: MoneySchema }),
  }),
  mySlips: defineEndpoint({
    ...liveCall,
    method: 'GET',
    path: '/wps/house/live/:game/slips',
    summary: "Live table (x-game-session): the member's latest slips at this table, with their results",
    params: GameParamsSchema,
    value: z.object({ slips: z.array(LiveSlipSchema), balance: MoneySchema }),
  }),
  round: defineEndpoint({
    ...liveCall,
    method: 'GET',
    path: '/wps/live/tables/:game/rounds/:roundNo',
    summary: 'Live table: one round with its commitment, and its server seed once settled (to verify it)',
    params: GameParamsSchema.extend({ roundNo: z.coerce.number().int().min(1).max(2_000_000_000) }),
    value: LiveRoundDetailSchema,
  }),
};
