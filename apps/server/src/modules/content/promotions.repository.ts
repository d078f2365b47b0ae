import { and, asc, count, eq, gt, inArray, max } from 'drizzle-orm';
import { members, operators } from '../../db/schema.js';
import {
  memberVipOverrides,
  promotionEntries,
  promotionEntryImages,
  promotions,
  vipLevels,
} from '../../db/promotions-schema.js';
import type { Db, Tx } from '../../platform/db/client.js';

export type PromotionRow = typeof promotions.$inferSelect;
export type EntryRow = typeof promotionEntries.$inferSelect;
export type VipLevelRow = typeof vipLevels.$inferSelect;
export type PromotionValues = Omit<typeof promotions.$inferInsert, 'id' | 'createdAt'>;
export type VipLevelValues = Omit<typeof vipLevels.$inferInsert, 'id'>;
export interface EntryImage {
  mime: 'image/png' | 'image/jpeg';
  data: Buffer;
}

// Promotions ---------------------------------------------------------------------------------------

/** Every switched-on promotion in display order (a site has tens); the service filters by window. */
export function listEnabledPromotions(db: Db | Tx): Promise<PromotionRow[]> {
  return db
    .select()
    .from(promotions)
    .where(eq(promotions.enabled, true))
    .orderBy(asc(promotions.sortOrder), asc(promotions.id));
}

export function listAllPromotions(db: Db | Tx): Promise<PromotionRow[]> {
  return db.select().from(promotions).orderBy(asc(promotions.sortOrder), asc(promotions.id));
}

export async function findPromotion(db: Db | Tx, id: number): Promise<PromotionRow | null> {
  const [row] = await db.select().from(promotions).where(eq(promotions.id, id)).limit(1);
  return row ?? null;
}

export async function lockPromotion(tx: Tx, id: number): Promise<PromotionRow | null> {
  const [row] = await tx.select().from(promotions).where(eq(promotions.id, id)).for('update');
  return row ?? null;
}

export function lockAllPromotions(tx: Tx): Promise<PromotionRow[]> {
  return tx.select().from(promotions).orderBy(asc(promotions.sortOrder), asc(promotions.id)).for('update');
}

export async function nextPromotionSortOrder(tx: Tx): Promise<number> {
  const [row] = await tx.select({ max: max(promotions.sortOrder) }).from(promotions);
  return (row?.max ?? 0) + 10;
}

export async function insertPromotion(tx: Tx, values: PromotionValues): Promise<PromotionRow> {
  const [row] = await tx.insert(promotions).values(values).returning();
  if (!row) throw new Error('insert returned no promotion');
  return row;
}

export async function updatePromotion(
  tx: Tx,
  id: number,
  values: Partial<PromotionValues>,
): Promise<PromotionRow | null> {
  const [row] = await tx.update(promotions).set(values).where(eq(promotions.id, id)).returning();
  return row ?? null;
}

export async function deletePromotion(tx: Tx, id: number): Promise<void> {
  await tx.delete(promotions).where(eq(promotions.id, id));
}

// Entries ------------------------------------------------------------------------------------------

/** The member's entries (promotion_entries_member_idx): a member takes part in a handful. */
export function listMemberEntries(db: Db | Tx, memberId: number): Promise<EntryRow[]> {
  return db.select().from(promotionEntries).where(eq(promotionEntries.memberId, memberId));
}

export async function findEntry(
  db: Db | Tx,
  promotionId: number,
  memberId: number,
): Promise<EntryRow | null> {
  const [row] = await db
    .select()
    .from(promotionEntries)
    .where(and(eq(promotionEntries.promotionId, promotionId), eq(promotionEntries.memberId, memberId)))
    .limit(1);
  return row ?? null;
}

export async function lockEntry(tx: Tx, promotionId: number, memberId: number): Promise<EntryRow | null> {
  const [row] = await tx
    .select()
    .from(promotionEntries)
    .where(and(eq(promotionEntries.promotionId, promotionId), eq(promotionEntries.memberId, memberId)))
    .for('update');
  return row ?? null;
}

export async function lockEntryById(tx: Tx, entryId: number): Promise<EntryRow | null> {
  const [row] = await tx
    .select()
    .from(promotionEntries)
    .where(eq(promotionEntries.id, entryId))
    .for('update');
  return row ?? null;
}

/** Inserts the member's entry unless one exists (unique per promotion and member); the row either way. */
export async function insertEntry(
  tx: Tx,
  values: Pick<EntryRow, 'promotionId' | 'memberId' | 'state'> & { note?: string },
): Promise<{ row: EntryRow; created: boolean }> {
  const [inserted] = await tx.insert(promotionEntries).values(values).onConflictDoNothing().returning();
  if (inserted) return { row: inserted, created: true };
  const row = await lockEntry(tx, values.promotionId, values.memberId);
  if (!row) throw new Error('entry neither inserted nor found');
  return { row, created: false };
}

export async function updateEntry(
  tx: Tx,
  id: number,
  values: Partial<Omit<typeof promotionEntries.$inferInsert, 'id'>>,
): Promise<EntryRow> {
  const [row] = await tx
    .update(promotionEntries)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(promotionEntries.id, id))
    .returning();
  if (!row) throw new Error(`entry ${id} vanished`);
  return row;
}

/** The joined entries of a raffle, locked for its draw. */
export function lockJoinedEntries(tx: Tx, promotionId: number): Promise<EntryRow[]> {
  return tx
    .select()
    .from(promotionEntries)
    .where(and(eq(promotionEntries.promotionId, promotionId), eq(promotionEntries.state, 'joined')))
    .orderBy(asc(promotionEntries.id))
    .for('update');
}

/** A page of one promotion's entries with usernames and image ids, oldest first (keyset on id). */
export async function listEntries(
  db: Db,
  promotionId: number,
  filter: { state?: EntryRow['state'] | undefined; after?: number | undefined; size: number },
) {
  const rows = await db
    .select({ entry: promotionEntries, username: members.username })
    .from(promotionEntries)
    .innerJoin(members, eq(members.id, promotionEntries.memberId))
    .where(
      and(
        eq(promotionEntries.promotionId, promotionId),
        filter.state ? eq(promotionEntries.state, filter.state) : undefined,
        filter.after ? gt(promotionEntries.id, filter.after) : undefined,
      ),
    )
    .orderBy(asc(promotionEntries.id))
    .limit(filter.size + 1);
  const images = await imageIdsOf(
    db,
    rows.map((r) => r.entry.id),
  );
  return rows.map((r) => ({ ...r.entry, username: r.username, imageIds: images.get(r.entry.id) ?? [] }));
}

export async function findEntryView(db: Db | Tx, entryId: number) {
  const [row] = await db
    .select({ entry: promotionEntries, username: members.username })
    .from(promotionEntries)
    .innerJoin(members, eq(members.id, promotionEntries.memberId))
    .where(eq(promotionEntries.id, entryId));
  if (!row) return null;
  const images = await imageIdsOf(db, [entryId]);
  return { ...row.entry, username: row.username, imageIds: images.get(entryId) ?? [] };
}
export type EntryView = NonNullable<Awaited<ReturnType<typeof findEntryView>>>;

/** Entries per state for each promotion (the back office's list). */
export async function countEntriesByState(db: Db): Promise<Map<number, Record<string, number>>> {
  const rows = await db
    .select({ promotionId: promotionEntries.promotionId, state: promotionEntries.state, n: count() })
    .from(promotionEntries)
    .groupBy(promotionEntries.promotionId, promotionEntries.state);
  const counts = new Map<number, Record<string, number>>();
  for (const row of rows) {
    counts.set(row.promotionId, { ...counts.get(row.promotionId), [row.state]: Number(row.n) });
  }
  return counts;
}

export async function countEntries(tx: Tx, promotionId: number): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(promotionEntries)
    .where(eq(promotionEntries.promotionId, promotionId));
  return Number(row?.n ?? 0);
}

// Images -------------------------------------------------------------------------------------------

async function imageIdsOf(db: Db | Tx, entryIds: number[]): Promise<Map<number, number[]>> {
  if (entryIds.length === 0) return new Map();
  const rows = await db
    .select({ id: promotionEntryImages.id, entryId: promotionEntryImages.entryId })
    .from(promotionEntryImages)
    .where(inArray(promotionEntryImages.entryId, entryIds))
    .orderBy(asc(promotionEntryImages.id));
  const byEntry = new Map<number, number[]>();
  for (const row of rows) byEntry.set(row.entryId, [...(byEntry.get(row.entryId) ?? []), row.id]);
  return byEntry;
}

export async function countImages(db: Db | Tx, entryId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(promotionEntryImages)
    .where(eq(promotionEntryImages.entryId, entryId));
  return Number(row?.n ?? 0);
}

export async function replaceImages(tx: Tx, entryId: number, images: readonly EntryImage[]): Promise<void> {
  await tx.delete(promotionEntryImages).where(eq(promotionEntryImages.entryId, entryId));
  if (images.length === 0) return;
  await tx
    .insert(promotionEntryImages)
    .values(
      images.map((image) => ({ entryId, mime: image.mime, size: image.data.length, data: image.data })),
    );
}

export async function findImage(db: Db, entryId: number, imageId: number): Promise<EntryImage | null> {
  const [row] = await db
    .select({ mime: promotionEntryImages.mime, data: promotionEntryImages.data })
    .from(promotionEntryImages)
    .where(and(eq(promotionEntryImages.entryId, entryId), eq(promotionEntryImages.id, imageId)));
  return row ?? null;
}

// VIP levels ---------------------------------------------------------------------------------------

export function listVipLevels(db: Db | Tx): Promise<VipLevelRow[]> {
  return db.select().from(vipLevels).orderBy(asc(vipLevels.level));
}

export async function lockVipLevel(tx: Tx, id: number): Promise<VipLevelRow | null> {
  const [row] = await tx.select().from(vipLevels).where(eq(vipLevels.id, id)).for('update');
  return row ?? null;
}

export async function findVipLevelByNumber(tx: Tx, level: number): Promise<VipLevelRow | null> {
  const [row] = await tx.select().from(vipLevels).where(eq(vipLevels.level, level));
  return row ?? null;
}

export async function insertVipLevel(tx: Tx, values: VipLevelValues): Promise<VipLevelRow> {
  const [row] = await tx.insert(vipLevels).values(values).returning();
  if (!row) throw new Error('insert returned no VIP level');
  return row;
}

export async function updateVipLevel(tx: Tx, id: number, values: Partial<VipLevelValues>) {
  const [row] = await tx.update(vipLevels).set(values).where(eq(vipLevels.id, id)).returning();
  return row ?? null;
}

export async function deleteVipLevel(tx: Tx, id: number): Promise<void> {
  await tx.delete(vipLevels).where(eq(vipLevels.id, id));
}

// Operators' fixed VIP levels -------------------------------------------------------------------------

/** The operator's fixed level of a member, with who set it; null when the ladder's rule applies. */
export async function findVipOverride(db: Db | Tx, memberId: number) {
  const [row] = await db
    .select({
      level: memberVipOverrides.level,
      reason: memberVipOverrides.reason,
      operator: operators.username,
      setAt: memberVipOverrides.setAt,
    })
    .from(memberVipOverrides)
    .innerJoin(operators, eq(operators.id, memberVipOverrides.operatorId))
    .where(eq(memberVipOverrides.memberId, memberId));
  return row ?? null;
}

export async function overrideLevelOf(db: Db | Tx, memberId: number): Promise<number | null> {
  const [row] = await db
    .select({ level: memberVipOverrides.level })
    .from(memberVipOverrides)
    .where(eq(memberVipOverrides.memberId, memberId));
  return row?.level ?? null;
}

export async function saveVipOverride(
  tx: Tx,
  values: { memberId: number; level: number; reason: string; operatorId: number },
): Promise<void> {
  await tx
    .insert(memberVipOverrides)
    .values(values)
    .onConflictDoUpdate({
      target: memberVipOverrides.memberId,
      set: { level: values.level, reason: values.reason, operatorId: values.operatorId, setAt: new Date() },
    });
}

export async function deleteVipOverride(tx: Tx, memberId: number): Promise<void> {
  await tx.delete(memberVipOverrides).where(eq(memberVipOverrides.memberId, memberId));
}

/** The member row, locked: two operators fixing one member's level queue. */
export async function lockMemberRow(tx: Tx, memberId: number): Promise<boolean> {
  const rows = await tx
    .select({ id: members.id })
    .from(members)
    .where(eq(members.id, memberId))
    .for('update');
  return rows.length > 0;
}
