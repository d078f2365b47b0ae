import { z } from 'zod';
import { defineEndpoint } from './endpoint.js';
import { LanguageSchema } from './language.js';
import { MoneySchema } from './money.js';

/**
 * PvP card rooms of vendor SW_PVP ("Swerte Cards"): Pusoy Dos for four players, server-authoritative.
 * Rooms are fixed stake levels (PVP_ROOMS): the unit is what a loser pays the winner per card left
 * (double for a loser who never played), at most their stack. A player sits down with a buy-in moved
 * from cash to their table balance (ledger account `vendor:<member>:SW_PVP`), leaves with a cash-out
 * back; a hand deals itself when all four seats are taken. Each seat's hand is a bet of game type PVP
 * (its stake the most it can lose, from the table balance) in the member's betting record; the pot pays
 * every seat's result, net of the operator's rake, in one ledger entry (`pvp:pot:<hand id>`), so it is
 * paid exactly once.
 *
 * Provably fair per hand: the hand publishes `commitment` (SHA-256 of a fresh server seed) when dealt;
 * the deal is packages/games dealPusoyDos on HMAC-SHA256(server seed, `${room code}:${hand no}:${block}`),
 * and the seed is revealed once the hand is settled.
 *
 * Turns have a timer kept in the database (`turnEndsAt`): when it runs out any node plays the timer
 * move (a pass, or the lowest card on a lead). A seat whose stream is closed is away: its turns time out
 * after PVP_AWAY_TURN_SECONDS. The practice room (code PRACTICE) is a table of the member's own against
 * three bots, with play chips that are not money and never touch the ledger.
 */
export const PVP_VENDOR = 'SW_PVP';
export const PVP_GAME_CODE = 'PUSOY_DOS';
export const PVP_SEATS = 4;
export const PVP_PRACTICE_CODE = 'PRACTICE';
/** Play chips a practice seat starts every hand with (no money). */
export const PVP_PRACTICE_CHIPS_CENTS = 100_000;
/** Seconds a seated player has per turn, and an away player's. */
export const PVP_TURN_SECONDS = 20;
export const PVP_AWAY_TURN_SECONDS = 2;
/** Seconds between a settled hand and the next deal, so the table shows the result. */
export const PVP_NEXT_HAND_SECONDS = 4;
/** The rake when the operator has set none, in basis points of the winner's takings. */
export const PVP_DEFAULT_RAKE_BASIS_POINTS = 500;

/** The stake levels: unit in cents; a buy-in is 20 to 200 units. */
export const PVP_ROOMS = [
  { code: 'PD_1', unitCents: 100 },
  { code: 'PD_5', unitCents: 500 },
  { code: 'PD_20', unitCents: 2_000 },
] as const;
export const PVP_MIN_BUY_IN_UNITS = 20;
export const PVP_MAX_BUY_IN_UNITS = 200;

export const PvpRoomCodeSchema = z.string().regex(/^(PD_\d{1,6}|PRACTICE)$/);

const Positive = MoneySchema.refine((value) => !value.startsWith('-') && /[1-9]/.test(value), {
  message: 'error_amount_invalid',
});

/** One room as GLS2_roomList lists it. */
export const PvpRoomSchema = z.object({
  roomCode: z.string(),
  gameCode: z.string(),
  practice: z.boolean(),
  /** What a loser pays per card left; play chips at the practice room. */
  stake: MoneySchema,
  minBuyIn: MoneySchema,
  maxBuyIn: MoneySchema,
  seats: z.number().int(),
  /** Seats taken, and of them the players waiting for a hand to start. */
  seated: z.number().int(),
  waiting: z.number().int(),
  playing: z.boolean(),
  rakeBasisPoints: z.number().int(),
});
export type PvpRoom = z.infer<typeof PvpRoomSchema>;

export const PvpComboSchema = z.object({
  kind: z.enum([
    'single',
    'pair',
    'triple',
    'straight',
    'flush',
    'fullHouse',
    'fourOfAKind',
    'straightFlush',
  ]),
  /** Cards 0–51: rank-major from 3 up to 2, suits clubs < spades < hearts < diamonds. */
  cards: z.array(z.number().int()),
});

export const PvpSeatSchema = z.object({
  seat: z.number().int(),
  /** Null when the seat is free. */
  name: z.string().nullable(),
  bot: z.boolean(),
  stack: MoneySchema,
  cardsLeft: z.number().int(),
  away: z.boolean(),
  /** Won (+) or paid (−) in the last settled hand. */
  lastResult: MoneySchema.nullable(),
});

export const PvpHandSchema = z.object({
  handNo: z.number().int(),
  state: z.enum(['playing', 'settled']),
  commitment: z.string(),
  /** Revealed once settled. */
  serverSeed: z.string().nullable(),
  turn: z.number().int().nullable(),
  turnEndsAt: z.string().nullable(),
  /** The play to beat and its seat; null when the seat to act leads. */
  table: z.object({ seat: z.number().int(), combo: PvpComboSchema }).nullable(),
  /** The latest moves, oldest first (a pass has no combo). */
  log: z.array(z.object({ seat: z.number().int(), combo: PvpComboSchema.nullable(), timeout: z.boolean() })),
  winner: z.number().int().nullable(),
  rake: MoneySchema.nullable(),
});

/** A room as one player sees it: every seat, the hand in play, and only their own cards. */
export const PvpTableSchema = z.object({
  room: PvpRoomSchema,
  seats: z.array(PvpSeatSchema),
  /** The viewer's seat, or null when not seated. */
  mySeat: z.number().int().nullable(),
  myCards: z.array(z.number().int()),
  hand: PvpHandSchema.nullable(),
  serverTime: z.string(),
});
export type PvpTable = z.infer<typeof PvpTableSchema>;

export const PvpHandProofSchema = z.object({
  roomCode: z.string(),
  handNo: z.number().int(),
  commitment: z.string(),
  serverSeed: z.string().nullable(),
  clientSeed: z.string(),
  nonce: z.number().int(),
});

export const PvpSettingsSchema = z.object({
  rakeBasisPoints: z.number().int().min(0).max(2_000),
});
export type PvpSettings = z.infer<typeof PvpSettingsSchema>;

/** A stake level's room as operators see it: who sits where (with their member), the hand in play. */
export const AdminPvpRoomSchema = z.object({
  roomCode: z.string(),
  stake: MoneySchema,
  /** Hands dealt at the room so far. */
  hands: z.number().int(),
  handInPlay: z.number().int().nullable(),
  seats: z.array(
    z.object({
      seat: z.number().int(),
      memberId: z.number().int().nullable(),
      username: z.string(),
      stack: MoneySchema,
      away: z.boolean(),
      leaving: z.boolean(),
      since: z.string(),
    }),
  ),
});
export type AdminPvpRoom = z.infer<typeof AdminPvpRoomSchema>;

/** A hand of the history: its commitment, and the seed that verifies its deal once it is settled. */
export const AdminPvpHandSchema = z.object({
  roomCode: z.string(),
  handNo: z.number().int(),
  state: z.enum(['playing', 'settled']),
  commitment: z.string(),
  /** Revealed once settled (a hand in play keeps its seed secret, from operators too). */
  serverSeed: z.string().nullable(),
  clientSeed: z.string(),
  nonce: z.number().int(),
  /** The winner's seat once settled. */
  winner: z.number().int().nullable(),
  rake: MoneySchema.nullable(),
  startedAt: z.string(),
  settledAt: z.string().nullable(),
});
export type AdminPvpHand = z.infer<typeof AdminPvpHandSchema>;

const RoomParams = z.object({ roomCode: PvpRoomCodeSchema });
const gameCall = { tag: 'pvp', auth: 'none' } as const;

export const pvpEndpoints = {
  roomList: defineEndpoint({
    ...gameCall,
    method: 'GET',
    path: '/wps/relay/GLS2_roomList',
    summary: 'PvP rooms by stake level: seats, seated and waiting players, the rake (§7)',
    query: z.object({ language: LanguageSchema.optional(), gameCode: z.string().max(64).optional() }),
    value: z.object({ list: z.array(PvpRoomSchema) }),
  }),
  table: defineEndpoint({
    ...gameCall,
    method: 'GET',
    path: '/wps/house/pvp/rooms/:roomCode',
    summary: 'PvP room (x-game-session): the seats, the hand in play and your own cards (also to rejoin)',
    params: RoomParams,
    value: PvpTableSchema,
  }),
  sit: defineEndpoint({
    ...gameCall,
    method: 'POST',
    path: '/wps/house/pvp/rooms/:roomCode/sit',
    summary: 'PvP room (x-game-session): take a free seat with a buy-in from cash (play chips at practice)',
    params: RoomParams,
    body: z.object({ buyIn: Positive }),
    value: z.object({ table: PvpTableSchema, balance: MoneySchema }),
  }),
  leave: defineEndpoint({
    ...gameCall,
    method: 'POST',
    path: '/wps/house/pvp/rooms/:roomCode/leave',
    summary: 'PvP room (x-game-session): stand up; the stack returns to cash (after the hand in play)',
    params: RoomParams,
    value: z.object({ table: PvpTableSchema, balance: MoneySchema }),
  }),
  move: defineEndpoint({
    ...gameCall,
    method: 'POST',
    path: '/wps/house/pvp/rooms/:roomCode/move',
    summary: 'PvP room (x-game-session): play cards or pass on your turn of the hand in play',
    params: RoomParams,
    body: z.object({
      handNo: z.number().int().min(1).max(2_000_000_000),
      type: z.enum(['play', 'pass']),
      cards: z.array(z.number().int().min(0).max(51)).max(5).optional(),
    }),
    value: PvpTableSchema,
  }),
  hand: defineEndpoint({
    ...gameCall,
    method: 'GET',
    path: '/wps/pvp/rooms/:roomCode/hands/:handNo',
    summary: 'PvP hand: its commitment, and its server seed once settled (to verify the deal)',
    params: RoomParams.extend({ handNo: z.coerce.number().int().min(1).max(2_000_000_000) }),
    value: PvpHandProofSchema,
  }),
  settings: defineEndpoint({
    tag: 'admin',
    auth: 'operator',
    method: 'GET',
    path: '/wps/admin/pvp/settings',
    summary: "PvP rooms' operator settings: the rake per pot",
    value: PvpSettingsSchema,
  }),
  adminRooms: defineEndpoint({
    tag: 'admin',
    auth: 'operator',
    method: 'GET',
    path: '/wps/admin/pvp/rooms',
    summary: 'PvP rooms by stake level with their seated players, stacks and the hand in play',
    value: z.object({ list: z.array(AdminPvpRoomSchema) }),
  }),
  adminHands: defineEndpoint({
    tag: 'admin',
    auth: 'operator',
    method: 'GET',
    path: '/wps/admin/pvp/hands',
    summary:
      "A room's hands, newest first: commitment, revealed seed, winner and rake (keyset by hand number)",
    query: z.object({
      roomCode: PvpRoomCodeSchema.refine((code) => code !== 'PRACTICE', { message: 'error_invalid_request' }),
      before: z.coerce.number().int().min(2).max(2_000_000_000).optional(),
      pageSize: z.coerce.number().int().min(1).max(100).default(20),
    }),
    value: z.object({ list: z.array(AdminPvpHandSchema), nextCursor: z.number().int().nullable() }),
  }),
  updateSettings: defineEndpoint({
    tag: 'admin',
    auth: 'operator',
    method: 'PUT',
    path: '/wps/admin/pvp/settings',
    summary: "Sets the PvP rooms' rake per pot, in basis points of the winner's takings (next hands)",
    body: PvpSettingsSchema,
    value: PvpSettingsSchema,
  }),
};
