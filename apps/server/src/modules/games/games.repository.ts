import { and, asc, eq } from 'drizzle-orm';
import { vendors } from '../../db/schema.js';
import type { Db } from '../../platform/db/client.js';
import { vendorListed } from './launchable.js';

export type VendorRow = typeof vendors.$inferSelect;

/** Vendors players see (launchable.ts) in display order; the (game_type, sort_order) index serves it. */
export function listListedVendors(db: Db): Promise<VendorRow[]> {
  return db
    .select()
    .from(vendors)
    .where(vendorListed)
    .orderBy(asc(vendors.gameType), asc(vendors.sortOrder), asc(vendors.displayName));
}

export async function findVendor(db: Db, vassalage: string): Promise<VendorRow | null> {
  const rows = await db.select().from(vendors).where(eq(vendors.vassalage, vassalage)).limit(1);
  return rows[0] ?? null;
}

/** Enabled vendors that keep a wallet of their own, in display order within each game type. */
export function listTransferVendors(db: Db): Promise<VendorRow[]> {
  return db
    .select()
    .from(vendors)
    .where(and(eq(vendors.enabled, true), eq(vendors.walletMode, 'transfer')))
    .orderBy(asc(vendors.gameType), asc(vendors.sortOrder), asc(vendors.displayName));
}

/** Every vendor's display name, switched off or not: old records still name their vendor. */
export function listVendorNames(db: Db): Promise<{ vassalage: string; displayName: string }[]> {
  return db.select({ vassalage: vendors.vassalage, displayName: vendors.displayName }).from(vendors);
}
