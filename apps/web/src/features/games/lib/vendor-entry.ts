import type { Game, Vendor } from '@swerte/contracts';

// Spelled here, not imported: a constant from the contracts would ride in the entry's shared chunk.
const VENDOR_ENTRY: NonNullable<Game['isGame']> = 'VASSALAGE';

/** Whether a list entry is a vendor standing in for its games (§3 isGame VASSALAGE). */
export function isVendorEntry(game: Pick<Game, 'isGame'>): boolean {
  return game.isGame === VENDOR_ENTRY;
}

/** The vendor whose games a vendor entry opens in a popup list. */
export type PopupVendor = Pick<Vendor, 'vassalage' | 'displayName' | 'gameType'>;
