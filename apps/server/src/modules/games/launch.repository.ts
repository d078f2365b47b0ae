import { and, eq, sql } from 'drizzle-orm';
import { games, vendors } from '../../db/schema.js';
import type { Db } from '../../platform/db/client.js';
import { gameLaunchable } from './launchable.js';

export interface LaunchableGame {
  id: number;
  vendor: string;
  gameCode: string;
  gameType: string;
  nameEn: string;
  nameTy: string;
  launchMode: 'iframe' | 'popup' | 'seamless';
  /** The game opens (launchable.ts): the same rule every player-facing list applies. */
  launchable: boolean;
  launchUrl: string | null;
  walletMode: 'seamless' | 'transfer';
}

/** A game with what a launch needs from its vendor; null when the catalogue has no such game. */
export async function findLaunchableGame(
  db: Db,
  vendor: string,
  gameCode: string,
): Promise<LaunchableGame | null> {
  const rows = await db
    .select({
      id: games.id,
      vendor: games.vendor,
      gameCode: games.gameCode,
      gameType: games.gameType,
      nameEn: games.nameEn,
      nameTy: games.nameTy,
      launchMode: games.launchMode,
      launchable: sql<boolean>`${gameLaunchable}`,
      launchUrl: vendors.launchUrl,
      walletMode: vendors.walletMode,
    })
    .from(games)
    .innerJoin(vendors, eq(vendors.vassalage, games.vendor))
    .where(and(eq(games.vendor, vendor), eq(games.gameCode, gameCode)))
    .limit(1);
  return rows[0] ?? null;
}

/** The first enabled game of a vendor: what a vendor-level launch (the sportsbook) opens. */
export async function findVendorLobbyGame(db: Db, vendor: string): Promise<LaunchableGame | null> {
  const rows = await db
    .select({ gameCode: games.gameCode })
    .from(games)
    .where(and(eq(games.vendor, vendor), eq(games.enabled, true)))
    .orderBy(games.sortOrder, games.id)
    .limit(1);
  return rows[0] ? findLaunchableGame(db, vendor, rows[0].gameCode) : null;
}
