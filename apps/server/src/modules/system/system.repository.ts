import { and, asc, eq, isNull, max, or } from 'drizzle-orm';
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
  block: { kind: RegionBlock['kind']; value: string; note: string; jurisdiction: string | null },
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

export type HelpItemRow = typeof helpItems.$inferSelect;

/** Every help item (operators' list), optionally of one language, in display order. */
export function listAllHelpItems(db: Db | Tx, lang?: Language): Promise<HelpItemRow[]> {
  return db
    .select()
    .from(helpItems)
    .where(lang ? eq(helpItems.lang, lang) : undefined)
    .orderBy(asc(helpItems.lang), asc(helpItems.sortOrder), asc(helpItems.id));
}

export async function findHelpItem(tx: Tx, id: number): Promise<HelpItemRow | null> {
  const rows = await tx.select().from(helpItems).where(eq(helpItems.id, id)).for('update');
  return rows[0] ?? null;
}

/** The next sort order after every item of a language, so a new item goes last. */
export async function nextHelpSortOrder(tx: Tx, lang: string): Promise<number> {
  const [row] = await tx
    .select({ max: max(helpItems.sortOrder) })
    .from(helpItems)
    .where(eq(helpItems.lang, lang));
  return (row?.max ?? 0) + 10;
}

/** Inserts or updates; null when another item of the language already has the tag. */
export async function saveHelpItem(
  tx: Tx,
  id: number | null,
  values: Omit<typeof helpItems.$inferInsert, 'id'>,
): Promise<HelpItemRow | null> {
  const rows =
    id === null
      ? await tx.insert(helpItems).values(values).onConflictDoNothing().returning()
      : await tx.update(helpItems).set(values).where(eq(helpItems.id, id)).returning();
  return rows[0] ?? null;
}

export async function deleteHelpItem(tx: Tx, id: number): Promise<void> {
  await tx.delete(helpItems).where(eq(helpItems.id, id));
}

export async function setHelpSortOrder(tx: Tx, id: number, sortOrder: number): Promise<void> {
  await tx.update(helpItems).set({ sortOrder }).where(eq(helpItems.id, id));
}

/** True when another help item of the language (not `exceptId`) already has the tag. */
export async function isHelpTagTaken(
  tx: Tx,
  lang: string,
  tag: string,
  exceptId: number | null,
): Promise<boolean> {
  const rows = await tx
    .select({ id: helpItems.id })
    .from(helpItems)
    .where(and(eq(helpItems.lang, lang), eq(helpItems.tag, tag)));
  return rows.some((row) => row.id !== exceptId);
}
