import { z } from 'zod';
import { defineEndpoint } from './endpoint.js';
import { LanguageSchema } from './language.js';

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
};
