import { asc, eq } from 'drizzle-orm';
import { banners, notices } from '../../db/schema.js';
import type { Db } from '../../platform/db/client.js';

export type BannerRow = typeof banners.$inferSelect;
export type NoticeRow = typeof notices.$inferSelect;

export async function findBanner(db: Db, id: number): Promise<BannerRow | null> {
  const rows = await db.select().from(banners).where(eq(banners.id, id)).limit(1);
  return rows[0] ?? null;
}

/** Every notice of one language in display order (a site has tens of them, not thousands). */
export async function listNotices(db: Db, lang: string): Promise<NoticeRow[]> {
  return db
    .select()
    .from(notices)
    .where(eq(notices.lang, lang))
    .orderBy(asc(notices.type), asc(notices.sortOrder), asc(notices.id));
}
