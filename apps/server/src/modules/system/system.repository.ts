import { and, asc, eq, isNull, or } from 'drizzle-orm';
import type { Language } from '@swerte/contracts';
import { helpItems, regionBlocks, settings } from '../../db/schema.js';
import type { Db, Tx } from '../../platform/db/client.js';

export type RegionBlock = typeof regionBlocks.$inferSelect;

export function readSettings(db: Db) {
  return db.select({ key: settings.key, value: settings.value }).from(settings);
}

/** Reads one setting and locks its row until the transaction ends (a no-op lock on PGlite's single connection). */
export async function lockSetting(tx: Tx, key: string): Promise<unknown> {
  const rows = await tx
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, key))
    .for('update');
  return rows[0]?.value ?? null;
}

export async function writeSetting(tx: Tx | Db, key: string, value: unknown): Promise<void> {
  await tx
    .insert(settings)
    .values({ key, value })
    .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: new Date() } });
}

export function listRegionBlocks(db: Db | Tx): Promise<RegionBlock[]> {
  return db.select().from(regionBlocks).orderBy(asc(regionBlocks.id));
}

export async function insertRegionBlock(
  tx: Tx,
  block: { kind: RegionBlock['kind']; value: string; note: string },
): Promise<RegionBlock | null> {
  const rows = await tx.insert(regionBlocks).values(block).onConflictDoNothing().returning();
  return rows[0] ?? null;
}

export async function deleteRegionBlock(
  tx: Tx,
  kind: RegionBlock['kind'],
  value: string,
): Promise<RegionBlock | null> {
  const rows = await tx
    .delete(regionBlocks)
    .where(and(eq(regionBlocks.kind, kind), eq(regionBlocks.value, value)))
    .returning();
  return rows[0] ?? null;
}

export function listHelpItems(db: Db, lang: Language, device: string) {
  return db
    .select({ tag: helpItems.tag, title: helpItems.title, content: helpItems.content })
    .from(helpItems)
    .where(and(eq(helpItems.lang, lang), or(isNull(helpItems.device), eq(helpItems.device, device))))
    .orderBy(asc(helpItems.sortOrder), asc(helpItems.id));
}
