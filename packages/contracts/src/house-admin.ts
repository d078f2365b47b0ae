import { z } from 'zod';
import { defineEndpoint } from './endpoint.js';
import { MoneySchema } from './money.js';

/*
 * The house games' settings as the console shows them. A house game's return to player is a property of
 * its pay table, computed exactly from it (packages/games), so it is shown, never set: the code offers one
 * pay table per game. What an operator sets is the catalogue's (PUT /wps/admin/games/:id: enabled, min bet).
 */

export const HouseGameSettingsSchema = z.object({
  /** The house's name of the game (HOUSE_GAMES). */
  game: z.string(),
  vendor: z.string(),
  gameCode: z.string(),
  /** The pay table the game plays. */
  payTable: z.string(),
  /** Theoretical return to player of each bet, in percent with 4 decimals ("96.0123"), exact from the pay table. */
  rtp: z.array(z.object({ bet: z.string(), rtp: z.string() })),
  /** The largest stake the server takes, per bet (fixed in the code). */
  maxBets: z.array(z.object({ bet: z.string(), max: MoneySchema })),
});
export type HouseGameSettings = z.infer<typeof HouseGameSettingsSchema>;

export const adminHouseEndpoints = {
  games: defineEndpoint({
    tag: 'admin',
    auth: 'operator',
    method: 'GET',
    path: '/wps/admin/house/games',
    summary: "The house games' pay tables, their theoretical RTP per bet and their maximum bets",
    value: z.object({ list: z.array(HouseGameSettingsSchema) }),
  }),
};
