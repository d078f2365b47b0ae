import { eq } from 'drizzle-orm';
import { banners } from '../../db/schema.js';
import type { Db } from '../../platform/db/client.js';

export type BannerRow = typeof banners.$inferSelect;

export async function findBanner(db: Db, id: number): Promise<BannerRow | null> {
  const rows = await db.select().from(banners).where(eq(banners.id, id)).limit(1);
  return rows[0] ?? null;
}
