import { GAME_TYPE_ROUTES } from '@swerte/contracts';
import type { GameType, Vendor } from '@swerte/contracts';

/** Types whose list page shows one vendor at a time: choosing a vendor makes it the active one. */
export const VENDOR_LIST_TYPES: readonly GameType[] = ['RNG', 'PVP', 'LIVE', 'FISH'];

/** §2: the sports vendor FB has its own sports-book page. */
export const FB_SPORTS = { gameType: 'SPORTS', vassalage: 'FB', path: '/fbsports' } as const;

export interface VendorTarget {
  path: string;
  /** Set when the vendor becomes the active vendor of its type before navigating. */
  activeVendor?: { gameType: GameType; vassalage: string };
}

/** Where choosing a vendor in the nav leads (§2). */
export function getVendorTarget(vendor: Pick<Vendor, 'gameType' | 'vassalage'>): VendorTarget {
  if (vendor.gameType === FB_SPORTS.gameType && vendor.vassalage.toUpperCase() === FB_SPORTS.vassalage) {
    return { path: FB_SPORTS.path };
  }
  const path = GAME_TYPE_ROUTES[vendor.gameType];
  if (VENDOR_LIST_TYPES.includes(vendor.gameType)) {
    return { path, activeVendor: { gameType: vendor.gameType, vassalage: vendor.vassalage } };
  }
  return { path };
}
