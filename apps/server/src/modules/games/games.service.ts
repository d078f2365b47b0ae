import { GAME_TYPES, type Vendor, type VendorLane } from '@swerte/contracts';
import { cached } from '../../platform/cache.js';
import type { Db } from '../../platform/db/client.js';
import { AppError } from '../../platform/errors.js';
import { createCatalogueService } from './catalogue.service.js';
import * as repo from './games.repository.js';
import { createRankListService } from './rank-list.service.js';
import { drawVendorLogo } from './vendor-logo.js';

/** The vendor list is a hot read; vendor changes are rare and seen within this time. */
export const VENDOR_CACHE_TTL_MS = 5000;

export type GamesService = ReturnType<typeof createGamesService>;

function toVendor(row: repo.VendorRow, gameType: Vendor['gameType']): Vendor {
  return {
    displayName: row.displayName,
    vassalage: row.vassalage,
    gameType,
    accountTypeId: row.accountTypeId,
    isHot: row.isHot ? 1 : 0,
    logoUrl: row.logoUrl,
  };
}

/** One lane per game type in navigation order, each with its listed vendors in display order. */
export function toLanes(rows: readonly repo.VendorRow[]): VendorLane[] {
  return GAME_TYPES.map((gameType) => ({
    gameType,
    vendors: rows.filter((row) => row.gameType === gameType).map((row) => toVendor(row, gameType)),
  }));
}

export function createGamesService({ db }: { db: Db }) {
  const lanes = cached(VENDOR_CACHE_TTL_MS, async () => toLanes(await repo.listListedVendors(db)));
  const transferVendors = cached(VENDOR_CACHE_TTL_MS, async () => {
    // Navigation order: by game type as the lanes show them, then the vendor's own order.
    const rank = (row: repo.VendorRow) => (GAME_TYPES as readonly string[]).indexOf(row.gameType);
    return (await repo.listTransferVendors(db)).sort((a, b) => rank(a) - rank(b));
  });

  const vendorNames = cached(
    VENDOR_CACHE_TTL_MS,
    async () => new Map((await repo.listVendorNames(db)).map((row) => [row.vassalage, row.displayName])),
  );

  async function getVendorLogo(vassalage: string): Promise<string> {
    const vendor = await repo.findVendor(db, vassalage);
    if (!vendor) throw new AppError('error_not_found');
    return drawVendorLogo(vendor.displayName, vendor.vassalage);
  }

  const catalogue = createCatalogueService({ db, getLanes: () => lanes.get() });

  return {
    getLanes: () => lanes.get(),
    /** The game catalogue: lists, categories, hot games, menus, favourites and recent games. */
    catalogue,
    /** The winner board. */
    rankList: createRankListService({ db }),
    getVendorLogo,
    /** Enabled transfer-mode vendors (wallets of their own), in display order. */
    listTransferVendors: () => transferVendors.get(),
    /** Display names by vassalage, of every vendor (records name vendors since switched off). */
    getVendorNames: (): Promise<ReadonlyMap<string, string>> => vendorNames.get(),
    invalidateVendors: () => {
      lanes.invalidate();
      catalogue.invalidate();
      transferVendors.invalidate();
      vendorNames.invalidate();
    },
  };
}
