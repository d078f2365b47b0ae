import { HOUSE_GAMES } from '@swerte/contracts';
import { and, eq, exists, isNotNull, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { games, vendors } from '../../db/schema.js';

const HOUSE_GAME_LIST = Object.values(HOUSE_GAMES);

/** The house's own vendors serve only the games it plays; the rest of their catalogue is not connected. */
const houseGameOnly = or(
  notInArray(
    games.vendor,
    HOUSE_GAME_LIST.map((game) => game.vendor),
  ),
  ...HOUSE_GAME_LIST.map((game) => and(eq(games.vendor, game.vendor), eq(games.gameCode, game.gameCode))),
)!;

/** The game's own part of the rule: switched on, and really played when its vendor is the house. */
const gameOpens = and(eq(games.enabled, true), houseGameOnly)!;

/** A vendor with a working integration: switched on and connected (an address its games open at). */
const vendorConnected = and(eq(vendors.enabled, true), isNotNull(vendors.launchUrl))!;

/**
 * §2 "no dead tiles": the one rule of whether a game opens. The game and its vendor are switched on, the
 * vendor is connected, and a house vendor's game is one the house really plays. The launch refuses what
 * fails it (game_maintenance) and every player-facing list (lobbies, search, hot row, favourites, recent)
 * shows only what passes it, so a tile is shown only if it would open. Operators' own lists do not use
 * it: they see and configure everything.
 *
 * A condition on `games` joined with `vendors` (on `vendors.vassalage = games.vendor`).
 */
export const gameLaunchable: SQL = and(gameOpens, vendorConnected)!;

/**
 * A vendor players see (nav lanes and dropdowns, home categories, vendor logos, vendor tiles of the hot
 * row): connected, with at least one game that opens. A category whose vendors all fail it drops out
 * and comes back by itself when one passes. A condition on `vendors`.
 */
export const vendorListed: SQL = and(
  vendorConnected,
  exists(sql`(select 1 from ${games} where ${games.vendor} = ${vendors.vassalage} and ${gameOpens})`),
)!;
