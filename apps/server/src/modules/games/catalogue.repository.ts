import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { favouriteGames, games, recentGames, vendors } from '../../db/schema.js';
import type { Db } from '../../platform/db/client.js';
import { gameLaunchable, vendorListed } from './launchable.js';

export type GameRow = typeof games.$inferSelect & {
  vendorName: string;
  vendorWalletMode: (typeof vendors.$inferSelect)['walletMode'];
};

export interface GameFilter {
  gameType?: string | undefined;
  vendor?: string | undefined;
  classify?: string | undefined;
  /** Lower-cased, trimmed; matched anywhere in either language's name. */
  name?: string | undefined;
  minBetCents?: number | undefined;
  maxLines?: number | undefined;
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
  vendorWalletMode: vendors.walletMode,
};

/** LIKE treats % and _ as wildcards; a member's search means them literally. */
function likeEscaped(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function whereOf(filter: GameFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [gameLaunchable];
  if (filter.gameType) conditions.push(eq(games.gameType, filter.gameType));
  if (filter.vendor) conditions.push(eq(games.vendor, filter.vendor));
  if (filter.classify) conditions.push(eq(games.classify, filter.classify));
  if (filter.minBetCents !== undefined) conditions.push(eq(games.minBetCents, filter.minBetCents));
  if (filter.maxLines !== undefined) conditions.push(sql`${games.minLineNum} <= ${filter.maxLines}`);
  if (filter.name) {
    const pattern = likeEscaped(filter.name);
    conditions.push(
      sql`(lower(${games.nameEn}) like ${pattern} escape '\\' or lower(${games.nameTy}) like ${pattern} escape '\\')`,
    );
  }
  return and(...conditions);
}

/** One page of playable games in display order (vendor's order, then the game's), and the total. */
export async function listGames(
  db: Db,
  filter: GameFilter,
  page: { offset: number; limit: number },
): Promise<{ rows: GameRow[]; total: number }> {
  const where = whereOf(filter);
  const [rows, totals] = await Promise.all([
    db
      .select(gameColumns)
      .from(games)
      .innerJoin(vendors, eq(vendors.vassalage, games.vendor))
      .where(where)
      .orderBy(asc(vendors.sortOrder), asc(games.sortOrder), asc(games.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ n: count() })
      .from(games)
      .innerJoin(vendors, eq(vendors.vassalage, games.vendor))
      .where(where),
  ]);
  return { rows, total: totals[0]?.n ?? 0 };
}

/** Playable hot games, vendor by vendor in display order, each vendor's in its own order. */
export function listHotGames(db: Db): Promise<(GameRow & { vendorSortOrder: number })[]> {
  return db
    .select({ ...gameColumns, vendorSortOrder: vendors.sortOrder })
    .from(games)
    .innerJoin(vendors, eq(vendors.vassalage, games.vendor))
    .where(and(gameLaunchable, eq(games.isHot, true)))
    .orderBy(asc(vendors.sortOrder), asc(vendors.vassalage), asc(games.sortOrder), asc(games.id));
}

export type HotVendorRow = Pick<
  typeof vendors.$inferSelect,
  'vassalage' | 'displayName' | 'gameType' | 'accountTypeId' | 'logoUrl' | 'walletMode' | 'sortOrder'
>;

/** Listed vendors marked hot, in the order of listHotGames. */
export function listHotVendors(db: Db): Promise<HotVendorRow[]> {
  return db
    .select({
      vassalage: vendors.vassalage,
      displayName: vendors.displayName,
      gameType: vendors.gameType,
      accountTypeId: vendors.accountTypeId,
      logoUrl: vendors.logoUrl,
      walletMode: vendors.walletMode,
      sortOrder: vendors.sortOrder,
    })
    .from(vendors)
    .where(and(vendorListed, eq(vendors.isHot, true)))
    .orderBy(asc(vendors.sortOrder), asc(vendors.vassalage));
}

/** Playable games counted per game type, vendor and classification. */
export function countByClassification(
  db: Db,
): Promise<{ gameType: string; vendor: string; classify: string; n: number }[]> {
  return db
    .select({ gameType: games.gameType, vendor: games.vendor, classify: games.classify, n: count() })
    .from(games)
    .innerJoin(vendors, eq(vendors.vassalage, games.vendor))
    .where(gameLaunchable)
    .groupBy(games.gameType, games.vendor, games.classify);
}

export async function findGame(db: Db, id: number): Promise<GameRow | null> {
  const rows = await db
    .select(gameColumns)
    .from(games)
    .innerJoin(vendors, eq(vendors.vassalage, games.vendor))
    .where(eq(games.id, id))
    .limit(1);
  return rows[0] ?? null;
}

/** A member's favourite game ids, newest first. */
export async function favouriteIds(db: Db, memberId: number): Promise<number[]> {
  const rows = await db
    .select({ id: favouriteGames.gameId })
    .from(favouriteGames)
    .where(eq(favouriteGames.memberId, memberId))
    .orderBy(desc(favouriteGames.createdAt), desc(favouriteGames.gameId));
  return rows.map((row) => row.id);
}

export async function addFavourite(db: Db, memberId: number, gameId: number): Promise<void> {
  await db.insert(favouriteGames).values({ memberId, gameId }).onConflictDoNothing();
}

export async function removeFavourite(db: Db, memberId: number, gameId: number): Promise<void> {
  await db
    .delete(favouriteGames)
    .where(and(eq(favouriteGames.memberId, memberId), eq(favouriteGames.gameId, gameId)));
}

/** A member's playable favourites, newest first, one page, and the total. */
export async function listFavourites(
  db: Db,
  memberId: number,
  gameType: string | undefined,
  page: { offset: number; limit: number },
): Promise<{ rows: GameRow[]; total: number }> {
  const where = and(
    eq(favouriteGames.memberId, memberId),
    gameLaunchable,
    gameType ? eq(games.gameType, gameType) : undefined,
  );
  const [rows, totals] = await Promise.all([
    db
      .select(gameColumns)
      .from(favouriteGames)
      .innerJoin(games, eq(games.id, favouriteGames.gameId))
      .innerJoin(vendors, eq(vendors.vassalage, games.vendor))
      .where(where)
      .orderBy(desc(favouriteGames.createdAt), desc(favouriteGames.gameId))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ n: count() })
      .from(favouriteGames)
      .innerJoin(games, eq(games.id, favouriteGames.gameId))
      .innerJoin(vendors, eq(vendors.vassalage, games.vendor))
      .where(where),
  ]);
  return { rows, total: totals[0]?.n ?? 0 };
}

/** Notes that a member launched a game: its recent-games row moves to the top. */
export async function recordRecentGame(
  db: Db,
  memberId: number,
  gameId: number,
  at: Date = new Date(),
): Promise<void> {
  await db
    .insert(recentGames)
    .values({ memberId, gameId, lastPlayedAt: at })
    .onConflictDoUpdate({
      target: [recentGames.memberId, recentGames.gameId],
      set: { lastPlayedAt: at },
    });
}

/** A member's playable recent games, last played first, one page, and the total. */
export async function listRecent(
  db: Db,
  memberId: number,
  vendor: string | undefined,
  page: { offset: number; limit: number },
): Promise<{ rows: GameRow[]; total: number }> {
  const where = and(
    eq(recentGames.memberId, memberId),
    gameLaunchable,
    vendor ? eq(games.vendor, vendor) : undefined,
  );
  const [rows, totals] = await Promise.all([
    db
      .select(gameColumns)
      .from(recentGames)
      .innerJoin(games, eq(games.id, recentGames.gameId))
      .innerJoin(vendors, eq(vendors.vassalage, games.vendor))
      .where(where)
      .orderBy(desc(recentGames.lastPlayedAt), desc(recentGames.gameId))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ n: count() })
      .from(recentGames)
      .innerJoin(games, eq(games.id, recentGames.gameId))
      .innerJoin(vendors, eq(vendors.vassalage, games.vendor))
      .where(where),
  ]);
  return { rows, total: totals[0]?.n ?? 0 };
}
