import { and, asc, desc, eq, gt, lt, ne, sql, type SQL } from 'drizzle-orm';
import { members } from '../../../db/member-schema.js';
import { pointRates, pointRedemptions, pointRewards, pointSettings } from '../../../db/points-schema.js';
import type { Db, Tx } from '../../../platform/db/client.js';

export type RewardRow = typeof pointRewards.$inferSelect;
export type RedemptionRow = typeof pointRedemptions.$inferSelect;
export type SettingsRow = typeof pointSettings.$inferSelect;

export async function getSettings(db: Db | Tx): Promise<SettingsRow> {
  const [row] = await db.select().from(pointSettings).where(eq(pointSettings.id, 1));
  if (!row) throw new Error('point_settings has no row (migration 0020 inserts it)');
  return row;
}

export async function updateSettings(tx: Tx, change: Partial<SettingsRow>): Promise<SettingsRow> {
  const [row] = await tx
    .update(pointSettings)
    .set({ ...change, updatedAt: new Date() })
    .where(eq(pointSettings.id, 1))
    .returning();
  if (!row) throw new Error('point_settings has no row');
  return row;
}

export const listRates = (db: Db | Tx) => db.select().from(pointRates).orderBy(asc(pointRates.gameType));

export async function upsertRate(tx: Tx, gameType: string, pointsPer100: number): Promise<void> {
  await tx
    .insert(pointRates)
    .values({ gameType, pointsPer100 })
    .onConflictDoUpdate({ target: pointRates.gameType, set: { pointsPer100, updatedAt: new Date() } });
}

export function listRewards(db: Db | Tx, onlyEnabled: boolean, where: SQL[] = []) {
  return db
    .select()
    .from(pointRewards)
    .where(and(...(onlyEnabled ? [eq(pointRewards.enabled, true)] : []), ...where))
    .orderBy(asc(pointRewards.sortOrder), asc(pointRewards.id));
}

export async function findReward(db: Db | Tx, id: number): Promise<RewardRow | null> {
  const [row] = await db.select().from(pointRewards).where(eq(pointRewards.id, id));
  return row ?? null;
}

/** Locks the reward: its redemptions (stock and per-member limits) queue one at a time. */
export async function lockReward(tx: Tx, id: number): Promise<RewardRow | null> {
  const [row] = await tx.select().from(pointRewards).where(eq(pointRewards.id, id)).for('update');
  return row ?? null;
}

export async function insertReward(tx: Tx, row: typeof pointRewards.$inferInsert): Promise<RewardRow> {
  const [created] = await tx.insert(pointRewards).values(row).returning();
  if (!created) throw new Error('reward insert returned nothing');
  return created;
}

export async function updateReward(tx: Tx, id: number, change: Partial<RewardRow>): Promise<RewardRow> {
  const [row] = await tx
    .update(pointRewards)
    .set({ ...change, updatedAt: new Date() })
    .where(eq(pointRewards.id, id))
    .returning();
  if (!row) throw new Error(`reward ${id} vanished under its lock`);
  return row;
}

export async function deleteReward(tx: Tx, id: number): Promise<void> {
  await tx.delete(pointRewards).where(eq(pointRewards.id, id));
}

/** Units of each reward the member holds redeemed, rejected ones not counted. */
export async function redeemedCounts(db: Db | Tx, memberId: number): Promise<Map<number, number>> {
  const rows = await db
    .select({ rewardId: pointRedemptions.rewardId, units: sql<string>`sum(${pointRedemptions.quantity})` })
    .from(pointRedemptions)
    .where(and(eq(pointRedemptions.memberId, memberId), ne(pointRedemptions.status, 'rejected')))
    .groupBy(pointRedemptions.rewardId);
  return new Map(rows.map((r) => [r.rewardId, Number(r.units)]));
}

export async function redeemedOf(tx: Tx, memberId: number, rewardId: number): Promise<number> {
  const [row] = await tx
    .select({ units: sql<string>`coalesce(sum(${pointRedemptions.quantity}), 0)` })
    .from(pointRedemptions)
    .where(
      and(
        eq(pointRedemptions.memberId, memberId),
        eq(pointRedemptions.rewardId, rewardId),
        ne(pointRedemptions.status, 'rejected'),
      ),
    );
  return Number(row?.units ?? 0);
}

export async function countRedemptions(tx: Tx, rewardId: number): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(pointRedemptions)
    .where(eq(pointRedemptions.rewardId, rewardId));
  return row?.n ?? 0;
}

export async function findByRequest(tx: Tx, memberId: number, requestId: string) {
  const [row] = await tx
    .select()
    .from(pointRedemptions)
    .where(and(eq(pointRedemptions.memberId, memberId), eq(pointRedemptions.requestId, requestId)));
  return row ?? null;
}

export async function insertRedemption(
  tx: Tx,
  row: typeof pointRedemptions.$inferInsert,
): Promise<RedemptionRow> {
  const [created] = await tx.insert(pointRedemptions).values(row).returning();
  if (!created) throw new Error('redemption insert returned nothing');
  return created;
}

export async function lockRedemption(tx: Tx, id: number): Promise<RedemptionRow | null> {
  const [row] = await tx.select().from(pointRedemptions).where(eq(pointRedemptions.id, id)).for('update');
  return row ?? null;
}

export async function decideRedemption(
  tx: Tx,
  id: number,
  change: Pick<RedemptionRow, 'status' | 'remark' | 'decidedBy' | 'decidedAt'>,
): Promise<RedemptionRow> {
  const [row] = await tx.update(pointRedemptions).set(change).where(eq(pointRedemptions.id, id)).returning();
  if (!row) throw new Error(`redemption ${id} vanished under its lock`);
  return row;
}

export interface RedemptionPage {
  memberId?: number;
  status?: RedemptionRow['status'];
  cursor?: number;
  pageSize: number;
  /** The operator's queue reads oldest first; a member's history newest first. */
  oldestFirst: boolean;
}

/** A page of redemptions with their rewards and members, by keyset on id. */
export function listRedemptions(db: Db | Tx, page: RedemptionPage) {
  const where = [
    ...(page.memberId === undefined ? [] : [eq(pointRedemptions.memberId, page.memberId)]),
    ...(page.status === undefined ? [] : [eq(pointRedemptions.status, page.status)]),
    ...(page.cursor === undefined
      ? []
      : [page.oldestFirst ? gt(pointRedemptions.id, page.cursor) : lt(pointRedemptions.id, page.cursor)]),
  ];
  return db
    .select({ redemption: pointRedemptions, reward: pointRewards, username: members.username })
    .from(pointRedemptions)
    .innerJoin(pointRewards, eq(pointRewards.id, pointRedemptions.rewardId))
    .innerJoin(members, eq(members.id, pointRedemptions.memberId))
    .where(and(...where))
    .orderBy(page.oldestFirst ? asc(pointRedemptions.id) : desc(pointRedemptions.id))
    .limit(page.pageSize + 1);
}

export async function usernameOf(tx: Tx, memberId: number): Promise<string> {
  const [row] = await tx.select({ username: members.username }).from(members).where(eq(members.id, memberId));
  return row?.username ?? '';
}
