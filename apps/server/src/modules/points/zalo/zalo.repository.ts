import { eq, inArray, sql } from 'drizzle-orm';
import { rewardClaims } from '../../../db/missions-schema.js';
import { zaloBindings, zaloFollowers, zaloLinkCodes, zaloSettings } from '../../../db/zalo-schema.js';
import type { Db, Tx } from '../../../platform/db/client.js';
import { rawRows } from '../../../platform/db/raw-rows.js';

export type ZaloSettingsRow = typeof zaloSettings.$inferSelect;
export type LinkCodeRow = typeof zaloLinkCodes.$inferSelect;
export type BindingRow = typeof zaloBindings.$inferSelect;

export async function getSettings(db: Db | Tx): Promise<ZaloSettingsRow> {
  const [row] = await db.select().from(zaloSettings).where(eq(zaloSettings.id, 1));
  if (!row) throw new Error('zalo_settings has no row (migration 0042 inserts it)');
  return row;
}

export async function lockSettings(tx: Tx): Promise<ZaloSettingsRow> {
  const [row] = await tx.select().from(zaloSettings).where(eq(zaloSettings.id, 1)).for('update');
  if (!row) throw new Error('zalo_settings has no row (migration 0042 inserts it)');
  return row;
}

export async function updateSettings(tx: Tx, change: Partial<ZaloSettingsRow>): Promise<ZaloSettingsRow> {
  const [row] = await tx
    .update(zaloSettings)
    .set({ ...change, updatedAt: new Date() })
    .where(eq(zaloSettings.id, 1))
    .returning();
  if (!row) throw new Error('zalo_settings has no row');
  return row;
}

export async function codeOf(db: Db | Tx, memberId: number): Promise<LinkCodeRow | null> {
  const [row] = await db.select().from(zaloLinkCodes).where(eq(zaloLinkCodes.memberId, memberId));
  return row ?? null;
}

/** Gives the member `code` (replacing theirs); false when another member holds that code. */
export async function putCode(tx: Tx, memberId: number, code: string, expiresAt: Date): Promise<boolean> {
  const rows = await rawRows<{ ok: number }>(
    tx,
    sql`
      INSERT INTO zalo_link_codes (member_id, code, expires_at)
      SELECT ${memberId}, ${code}, ${expiresAt.toISOString()}::timestamptz
      WHERE NOT EXISTS (SELECT 1 FROM zalo_link_codes WHERE code = ${code})
      ON CONFLICT (member_id) DO UPDATE
        SET code = excluded.code, expires_at = excluded.expires_at, refused = NULL, created_at = now()
      RETURNING 1 AS ok`,
  );
  return rows.length > 0;
}

/** The code row of the first of `codes` that is one, locked: two sendings of a code queue. */
export async function lockCode(tx: Tx, codes: string[]): Promise<LinkCodeRow | null> {
  if (codes.length === 0) return null;
  const [row] = await tx
    .select()
    .from(zaloLinkCodes)
    .where(inArray(zaloLinkCodes.code, codes))
    .limit(1)
    .for('update');
  return row ?? null;
}

export async function markRefused(tx: Tx, memberId: number, key: string | null): Promise<void> {
  await tx.update(zaloLinkCodes).set({ refused: key }).where(eq(zaloLinkCodes.memberId, memberId));
}

export async function setFollowing(tx: Tx, zaloUserId: string, following: boolean): Promise<void> {
  await tx
    .insert(zaloFollowers)
    .values({ zaloUserId, following })
    .onConflictDoUpdate({ target: zaloFollowers.zaloUserId, set: { following, updatedAt: new Date() } });
}

export async function isFollowing(tx: Tx, zaloUserId: string): Promise<boolean> {
  const [row] = await tx
    .select({ following: zaloFollowers.following })
    .from(zaloFollowers)
    .where(eq(zaloFollowers.zaloUserId, zaloUserId));
  return row?.following ?? false;
}

export async function bindingOfMember(db: Db | Tx, memberId: number): Promise<BindingRow | null> {
  const [row] = await db.select().from(zaloBindings).where(eq(zaloBindings.memberId, memberId));
  return row ?? null;
}

export async function bindingOfUser(db: Db | Tx, zaloUserId: string): Promise<BindingRow | null> {
  const [row] = await db.select().from(zaloBindings).where(eq(zaloBindings.zaloUserId, zaloUserId));
  return row ?? null;
}

/**
 * Binds once each way; null when the member or the Zalo user is bound already (a concurrent binding
 * holds this insert until it commits, then this one finds it).
 */
export async function insertBinding(
  tx: Tx,
  row: { memberId: number; zaloUserId: string; amountCents: bigint },
): Promise<BindingRow | null> {
  const [created] = await tx.insert(zaloBindings).values(row).onConflictDoNothing().returning();
  return created ?? null;
}

export async function setBindingClaim(tx: Tx, memberId: number, claimId: number): Promise<void> {
  await tx.update(zaloBindings).set({ claimId }).where(eq(zaloBindings.memberId, memberId));
}

/** The member's binding with its reward center item (status and expiry). */
export async function bindingWithClaim(db: Db | Tx, memberId: number) {
  const [row] = await db
    .select({ binding: zaloBindings, claim: rewardClaims })
    .from(zaloBindings)
    .leftJoin(rewardClaims, eq(rewardClaims.id, zaloBindings.claimId))
    .where(eq(zaloBindings.memberId, memberId));
  return row ?? null;
}
