import { and, inArray, isNull, sql } from 'drizzle-orm';
import { vendors } from '../src/db/schema.js';
import type { Db } from '../src/platform/db/client.js';

/**
 * A test fixture: connects demo vendors that have no game server (each to a stand-in address of its
 * own), so their games list and launch as a connected vendor's would. Without it only the house games
 * open (launchable.ts). Every unconnected vendor, or only those named. Call before the first catalogue
 * request, or invalidate the games service's caches after it.
 */
export async function connectVendors(db: Db, vassalages?: readonly string[]): Promise<void> {
  await db
    .update(vendors)
    .set({
      launchUrl: sql`'https://' || lower(replace(${vendors.vassalage}, '_', '-')) || '.vendor.test/launch'`,
    })
    .where(
      and(isNull(vendors.launchUrl), vassalages ? inArray(vendors.vassalage, [...vassalages]) : undefined),
    );
}
