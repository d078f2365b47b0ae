import { and, asc, count, desc, eq, max, ne, sql, type SQL } from 'drizzle-orm';
import { games, vendors } from '../../db/schema.js';
import type { Db, Tx } from '../../platform/db/client.js';

export type VendorRow = typeof vendors.$inferSelect;
export type VendorCounted = VendorRow & { gameCount: number; enabledGames: number };
export type GameRow = typeof games.$inferSelect;
export type AdminGameRow = GameRow & { vendorName: string };
type Conn = Db | Tx;

export interface AdminGameFilter {
  gameType?: string | undefined;
  vendor?: string | undefined;
  /** Lower-cased and trimmed; matched anywhere in either name or the game code. */
  name?: string | undefined;
  enabled?: boolean | undefined;
}

/** Every vendor (or one) with its game counts, switched off or not; the caller orders them. */
export function listVendorsCounted(db: Conn, vassalage?: string): Promise<VendorCounted[]> {
  return db
    .select({
      vassalage: vendors.vassalage,
      displayName: vendors.displayName,
      gameType: vendors.gameType,
      accountTypeId: vendors.accountTypeId,
      isHot: vendors.isHot,
      sortOrder: vendors.sortOrder,
      logoUrl: vendors.logoUrl,
      enabled: vendors.enabled,
      walletMode: vendors.walletMode,
      launchUrl: vendors.launchUrl,
      gameCount: sql<number>`cast(count(${games.id}) as integer)`,
      enabledGames: sql<number>`cast(count(${games.id}) filter (where ${games.enabled}) as integer)`,
    })
    .from(vendors)
    .leftJoin(games, eq(games.vendor, vendors.vassalage))
    .where(vassalage === undefined ? undefined : eq(vendors.vassalage, vassalage))
    .groupBy(vendors.vassalage);
}

export async function findVendorCounted(db: Conn, vassalage: string): Promise<VendorCounted | null> {
  return (await listVendorsCounted(db, vassalage))[0] ?? null;
}

export async function lockVendor(tx: Tx, vassalage: string): Promise<VendorRow | null> {
  const rows = await tx.select().from(vendors).where(eq(vendors.vassalage, vassalage)).for('update');
  return rows[0] ?? null;
}

/**
 * Locks every vendor row: creating a vendor checks its code and account type id against all of them,
 * so two creations queue here instead of both taking the same free number.
 */
export async function lockAllVendors(tx: Tx): Promise<void> {
  await tx
    .select({ vassalage: vendors.vassalage })
    .from(vendors)
    .orderBy(asc(vendors.vassalage))
    .for('update');
}

/**
 * One game type's vendors locked, in display order. Rows are locked in code order, as lockAllVendors
 * does, so an order and a creation running together queue rather than deadlock.
 */
export async function lockVendorsOfType(tx: Tx, gameType: string): Promise<VendorRow[]> {
  const rows = await tx
    .select()
    .from(vendors)
    .where(eq(vendors.gameType, gameType))
    .orderBy(asc(vendors.vassalage))
    .for('update');
  return rows.sort((a, b) => a.sortOrder - b.sortOrder || a.displayName.localeCompare(b.displayName));
}

/** Which of a new vendor's code or account type id another vendor has (read after lockAllVendors). */
export async function vendorClash(
  tx: Tx,
  vassalage: string,
  accountTypeId: number | undefined,
): Promise<'vassalage' | 'accountTypeId' | null> {
  const byCode = await tx.select({ n: count() }).from(vendors).where(eq(vendors.vassalage, vassalage));
  if ((byCode[0]?.n ?? 0) > 0) return 'vassalage';
  if (accountTypeId === undefined) return null;
  const byType = await tx
    .select({ n: count() })
    .from(vendors)
    .where(eq(vendors.accountTypeId, accountTypeId));
  return (byType[0]?.n ?? 0) > 0 ? 'accountTypeId' : null;
}

const ACCOUNT_TYPE_ID_MAX = 2_147_483_647;

/**
 * The id after the largest one in use; when an operator has taken the largest possible id, the highest
 * free one that follows a used one. Null only when every id is taken.
 */
export async function nextAccountTypeId(tx: Tx): Promise<number | null> {
  const free = await tx
    .select({ id: sql<number>`${vendors.accountTypeId} + 1` })
    .from(vendors)
    .where(
      and(
        sql`${vendors.accountTypeId} < ${ACCOUNT_TYPE_ID_MAX}`,
        sql`NOT EXISTS (SELECT 1 FROM vendors w WHERE w.account_type_id = ${vendors.accountTypeId} + 1)`,
      ),
    )
    .orderBy(desc(vendors.accountTypeId))
    .limit(1);
  if (free[0]) return Number(free[0].id);
  const [any] = await tx.select({ id: vendors.accountTypeId }).from(vendors).limit(1);
  return any ? null : 1;
}

export async function nextVendorSortOrder(tx: Tx, gameType: string): Promise<number> {
  const rows = await tx
    .select({ top: max(vendors.sortOrder) })
    .from(vendors)
    .where(eq(vendors.gameType, gameType));
  return (rows[0]?.top ?? 0) + 10;
}

export async function insertVendor(tx: Tx, values: typeof vendors.$inferInsert): Promise<VendorRow | null> {
  const rows = await tx.insert(vendors).values(values).onConflictDoNothing().returning();
  return rows[0] ?? null;
}

export async function updateVendor(
  tx: Tx,
  vassalage: string,
  values: Partial<typeof vendors.$inferInsert>,
): Promise<VendorRow | null> {
  const rows = await tx.update(vendors).set(values).where(eq(vendors.vassalage, vassalage)).returning();
  return rows[0] ?? null;
}

const gameColumns = {
  id: games.id,
  vendor: games.vendor,
  gameType: games.gameType,
  gameCode: games.gameCode,
  nameEn: games.nameEn,
  nameTy: games.nameTy,
  classify: games.classify,
  minBetCents: games.minBetCents,
  minLineNum: games.minLineNum,
  isHot: games.isHot,
  isNew: games.isNew,
  sortOrder: games.sortOrder,
  imageUrl: games.imageUrl,
  enabled: games.enabled,
  launchMode: games.launchMode,
  createdAt: games.createdAt,
  vendorName: vendors.displayName,
};

/** LIKE treats % and _ as wildcards; an operator's search means them literally. */
function likeEscaped(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function whereOf(filter: AdminGameFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (filter.gameType) conditions.push(eq(games.gameType, filter.gameType));
  if (filter.vendor) conditions.push(eq(games.vendor, filter.vendor));
  if (filter.enabled !== undefined) conditions.push(eq(games.enabled, filter.enabled));
  if (filter.name) {
    const pattern = likeEscaped(filter.name);
    conditions.push(
      sql`(lower(${games.nameEn}) like ${pattern} escape '\\' or lower(${games.nameTy}) like ${pattern} escape '\\' or lower(${games.gameCode}) like ${pattern} escape '\\')`,
    );
  }
  return and(...conditions);
}

/** One page of games, switched off or not, by game type, vendor order and game order, and the total. */
export async function listGames(
  db: Conn,
  filter: AdminGameFilter,
  page: { offset: number; limit: number },
): Promise<{ rows: AdminGameRow[]; total: number }> {
  const where = whereOf(filter);
  const [rows, totals] = await Promise.all([
    db
      .select(gameColumns)
      .from(games)
      .innerJoin(vendors, eq(vendors.vassalage, games.vendor))
      .where(where)
      .orderBy(
        asc(games.gameType),
        asc(vendors.sortOrder),
        asc(games.vendor),
        asc(games.sortOrder),
        asc(games.id),
      )
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(games).where(where),
  ]);
  return { rows, total: totals[0]?.n ?? 0 };
}

export async function findGame(db: Conn, id: number): Promise<AdminGameRow | null> {
  const rows = await db
    .select(gameColumns)
    .from(games)
    .innerJoin(vendors, eq(vendors.vassalage, games.vendor))
    .where(eq(games.id, id))
    .limit(1);
  return rows[0] ?? null;
}

export async function lockGame(tx: Tx, id: number): Promise<GameRow | null> {
  const rows = await tx.select().from(games).where(eq(games.id, id)).for('update');
  return rows[0] ?? null;
}

/** One vendor's games locked, in display order. */
export function lockGamesOfVendor(tx: Tx, vendor: string): Promise<GameRow[]> {
  return tx
    .select()
    .from(games)
    .where(eq(games.vendor, vendor))
    .orderBy(asc(games.sortOrder), asc(games.id))
    .for('update');
}

/** Whether another game of the vendor (not `exceptId`) already has this code. */
export async function isGameCodeTaken(
  tx: Tx,
  vendor: string,
  gameCode: string,
  exceptId: number | null,
): Promise<boolean> {
  const rows = await tx
    .select({ n: count() })
    .from(games)
    .where(
      and(
        eq(games.vendor, vendor),
        eq(games.gameCode, gameCode),
        exceptId === null ? undefined : ne(games.id, exceptId),
      ),
    );
  return (rows[0]?.n ?? 0) > 0;
}

export async function nextGameSortOrder(tx: Tx, vendor: string): Promise<number> {
  const rows = await tx
    .select({ top: max(games.sortOrder) })
    .from(games)
    .where(eq(games.vendor, vendor));
  return (rows[0]?.top ?? 0) + 10;
}

export async function insertGame(tx: Tx, values: typeof games.$inferInsert): Promise<GameRow | null> {
  const rows = await tx.insert(games).values(values).onConflictDoNothing().returning();
  return rows[0] ?? null;
}

export async function updateGame(
  tx: Tx,
  id: number,
  values: Partial<typeof games.$inferInsert>,
): Promise<GameRow | null> {
  const rows = await tx.update(games).set(values).where(eq(games.id, id)).returning();
  return rows[0] ?? null;
}

/**
 * Gives a vendor's drawn tiles a new address (their art shows the vendor's name): only games whose image
 * is their own drawn art, `/media/games/<id>.svg` with or without a version.
 */
export async function reversionDrawnArt(tx: Tx, vendor: string, version: string): Promise<void> {
  const own = sql`'/media/games/' || cast(${games.id} as text) || '.svg'`;
  await tx
    .update(games)
    .set({ imageUrl: sql`${own} || '?v=' || ${version}` })
    .where(
      and(
        eq(games.vendor, vendor),
        sql`(${games.imageUrl} = ${own} or ${games.imageUrl} like ${own} || '?v=%')`,
      ),
    );
}
