import { GAME_TYPE_ROUTES } from '@swerte/contracts';
import type { GameType, Vendor } from '@swerte/contracts';

/** §2: the sports vendor FB has its own sports-book page. */
export const FB_SPORTS = { gameType: 'SPORTS', vassalage: 'FB', path: '/fbsports' } as const;

export interface VendorTarget {
  path: string;
  /** Set when the vendor becomes the active vendor of its type before navigating. */
  activeVendor?: { gameType: GameType; vassalage: string };
}

/** The page a vendor opens whole on, rather than game by game in its type's list; undefined for most. */
export function lobbyPathOf(vendor: Pick<Vendor, 'gameType' | 'vassalage'>): string | undefined {
  const isFb =
    vendor.gameType === FB_SPORTS.gameType && vendor.vassalage.toUpperCase() === FB_SPORTS.vassalage;
  return isFb ? FB_SPORTS.path : undefined;
}

/**
 * Where choosing a vendor in the nav leads (§2): FB to its sports-book; any other vendor becomes the
 * active tab of its type's list page. §2 names RNG, PVP, LIVE and FISH; the sports, esports, lottery
 * and cockfight pages have the same vendor tabs, so their vendors are chosen the same way.
 */
export function getVendorTarget(vendor: Pick<Vendor, 'gameType' | 'vassalage'>): VendorTarget {
  const lobby = lobbyPathOf(vendor);
  if (lobby) return { path: lobby };
  return {
    path: GAME_TYPE_ROUTES[vendor.gameType],
    activeVendor: { gameType: vendor.gameType, vassalage: vendor.vassalage },
  };
}
