import { HOUSE_GAMES } from '@swerte/contracts';
import type { HouseGame } from '@swerte/contracts';

/** The house game a /seamless address names, or null for anything else. */
export function houseGameOf(vendor: string | null, gameCode: string | null): HouseGame | null {
  for (const [game, entry] of Object.entries(HOUSE_GAMES) as [HouseGame, (typeof HOUSE_GAMES)[HouseGame]][]) {
    if (entry.vendor === vendor && entry.gameCode === gameCode) return game;
  }
  return null;
}

/** Where the game was chosen: the slot is on /rng, the tables on /live, the sea on /fish, the card rooms on /pvp. */
export function gameListPath(vendor: string | null): string {
  if (vendor === HOUSE_GAMES.baccarat.vendor) return '/live';
  if (vendor === HOUSE_GAMES.pusoyDos.vendor) return '/pvp';
  return vendor === HOUSE_GAMES.fishing.vendor ? '/fish' : '/rng';
}

/** The address without the one-time token: what a reload resumes from. */
export function resumeAddress(vendor: string, gameCode: string): string {
  return `/seamless?${new URLSearchParams({ vendor, gameCode }).toString()}`;
}
