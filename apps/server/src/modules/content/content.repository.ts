import { and, asc, count, desc, eq, gte, lt, max, type SQL } from 'drizzle-orm';
import { banners, feedback, notices } from '../../db/schema.js';
import type { Db, Tx } from '../../platform/db/client.js';

export type BannerRow = typeof banners.$inferSelect;
export type NoticeRow = typeof notices.$inferSelect;
export type FeedbackRow = typeof feedback.$inferSelect;
type BannerValues = Omit<typeof banners.$inferInsert, 'id'>;
type NoticeValues = Omit<typeof notices.$inferInsert, 'id' | 'createdAt'>;

export async function findBanner(db: Db | Tx, id: number): Promise<BannerRow | null> {
  const rows = await db.select().from(banners).where(eq(banners.id, id)).limit(1);
  return rows[0] ?? null;
}

/** Every switched-on banner of every group (a site has tens of them); the service filters by window. */
export function listEnabledBanners(db: Db): Promise<BannerRow[]> {
  return db
    .select()
    .from(banners)
    .where(eq(banners.enabled, true))
    .orderBy(asc(banners.groupName), asc(banners.sortOrder), asc(banners.id));
}

export function listAllBanners(db: Db, groupName?: string): Promise<BannerRow[]> {
  return db
    .select()
    .from(banners)
    .where(groupName ? eq(banners.groupName, groupName) : undefined)
    .orderBy(asc(banners.groupName), asc(banners.sortOrder), asc(banners.id));
}

/** Every switched-on notice of one language in display order; the service filters by window. */
export function listNotices(db: Db, lang: string): Promise<NoticeRow[]> {
  return db
    .select()
    .from(notices)
    .where(and(eq(notices.lang, lang), eq(notices.enabled, true)))
    .orderBy(asc(notices.type), asc(notices.sortOrder), asc(notices.id));
}

export function listAllNotices(
  db: Db,
  filter: { type?: NoticeRow['type']; lang?: string },
): Promise<NoticeRow[]> {
  const conditions: SQL[] = [];
  if (filter.type) conditions.push(eq(notices.type, filter.type));
  if (filter.lang) conditions.push(eq(notices.lang, filter.lang));
  return db
    .select()
    .from(notices)
    .where(and(...conditions))
    .orderBy(asc(notices.type), asc(notices.lang), asc(notices.sortOrder), asc(notices.id));
}

export async function lockBanner(tx: Tx, id: number): Promise<BannerRow | null> {
  const rows = await tx.select().from(banners).where(eq(banners.id, id)).for('update');
  return rows[0] ?? null;
}

export async function lockNotice(tx: Tx, id: number): Promise<NoticeRow | null> {
  const rows = await tx.select().from(notices).where(eq(notices.id, id)).for('update');
  return rows[0] ?? null;
}

/** One banner group in display order, locked for a reorder. */
export function listBannerGroupForUpdate(tx: Tx, groupName: string): Promise<BannerRow[]> {
  return tx
    .select()
    .from(banners)
    .where(eq(banners.groupName, groupName))
    .orderBy(asc(banners.sortOrder), asc(banners.id))
    .for('update');
}

/** The notices of one type and language in display order, locked for a reorder. */
export function listNoticeListForUpdate(tx: Tx, type: NoticeRow['type'], lang: string): Promise<NoticeRow[]> {
  return tx
    .select()
    .from(notices)
    .where(and(eq(notices.type, type), eq(notices.lang, lang)))
    .orderBy(asc(notices.sortOrder), asc(notices.id))
    .for('update');
}

/** A new row goes after every row of its group (banners) or type (notices). */
export async function nextBannerSortOrder(tx: Tx, groupName: string): Promise<number> {
  const [row] = await tx
    .select({ max: max(banners.sortOrder) })
    .from(banners)
    .where(eq(banners.groupName, groupName));
  return (row?.max ?? 0) + 10;
}

export async function nextNoticeSortOrder(tx: Tx, type: NoticeRow['type']): Promise<number> {
  const [row] = await tx
    .select({ max: max(notices.sortOrder) })
    .from(notices)
    .where(eq(notices.type, type));
  return (row?.max ?? 0) + 10;
}

export async function insertBanner(tx: Tx, values: BannerValues): Promise<BannerRow> {
  const [row] = await tx.insert(banners).values(values).returning();
  if (!row) throw new Error('insert returned no banner');
  return row;
}

export async function updateBanner(
  tx: Tx,
  id: number,
  values: Partial<BannerValues>,
): Promise<BannerRow | null> {
  const rows = await tx.update(banners).set(values).where(eq(banners.id, id)).returning();
  return rows[0] ?? null;
}

export async function deleteBanner(tx: Tx, id: number): Promise<void> {
  await tx.delete(banners).where(eq(banners.id, id));
}

export async function insertNotice(tx: Tx, values: NoticeValues): Promise<NoticeRow> {
  const [row] = await tx.insert(notices).values(values).returning();
  if (!row) throw new Error('insert returned no notice');
  return row;
}

export async function updateNotice(
  tx: Tx,
  id: number,
  values: Partial<NoticeValues>,
): Promise<NoticeRow | null> {
  const rows = await tx.update(notices).set(values).where(eq(notices.id, id)).returning();
  return rows[0] ?? null;
}

export async function deleteNotice(tx: Tx, id: number): Promise<void> {
  await tx.delete(notices).where(eq(notices.id, id));
}

export async function insertFeedback(
  db: Db,
  values: Omit<typeof feedback.$inferInsert, 'id'>,
): Promise<void> {
  await db.insert(feedback).values(values);
}

/** Feedback rows one address sent since a moment (the hourly cap; feedback_ip_created_idx). */
export async function countFeedbackSince(db: Db, ip: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(feedback)
    .where(and(eq(feedback.ip, ip), gte(feedback.createdAt, since)));
  return row?.n ?? 0;
}

/** Newest first, keyset by id. */
export function listFeedback(db: Db, before: number | undefined, size: number): Promise<FeedbackRow[]> {
  return db
    .select()
    .from(feedback)
    .where(before ? lt(feedback.id, before) : undefined)
    .orderBy(desc(feedback.id))
    .limit(size + 1);
}
