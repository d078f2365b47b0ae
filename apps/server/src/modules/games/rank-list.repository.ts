import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';

export interface WinRow {
  username: string;
  gameType: string;
  gameCode: string;
  betName: string;
  nameEn: string | null;
  nameTy: string | null;
  vendorName: string | null;
  vendor: string;
  stake: bigint;
  payout: bigint;
  settledAt: Date;
}

/** A row as the drivers answer it: bigint columns may come as strings, times as strings or Dates. */
interface RawWin {
  username: string;
  game_type: string;
  game_code: string;
  game_name: string;
  name_en: string | null;
  name_ty: string | null;
  display_name: string | null;
  vendor: string;
  stake: string | number | bigint;
  payout: string | number | bigint;
  settled_at: Date | string;
}

/**
 * The biggest wins (payout − stake) settled since `since`, real money only: trial accounts bet play
 * money and never show. The partial index bets_wins_idx holds only winning settled bets.
 */
export async function listBiggestWins(
  db: Db,
  filter: { since: Date; gameType?: string | undefined; limit: number },
): Promise<WinRow[]> {
  const result: unknown = await db.execute(sql`
    SELECT m.username, b.game_type, b.game_code, b.game_name, g.name_en, g.name_ty, v.display_name,
           b.vendor, b.stake, b.payout, b.settled_at
    FROM bets b
    JOIN members m ON m.id = b.member_id
    LEFT JOIN games g ON g.vendor = b.vendor AND g.game_code = b.game_code
    LEFT JOIN vendors v ON v.vassalage = b.vendor
    WHERE b.status = 'settled' AND b.payout > b.stake AND b.settled_at >= ${filter.since}
      AND m.is_agent <> 4
      ${filter.gameType ? sql`AND b.game_type = ${filter.gameType}` : sql``}
    ORDER BY b.payout - b.stake DESC, b.id
    LIMIT ${filter.limit}`);
  return (result as { rows: RawWin[] }).rows.map((row) => ({
    username: row.username,
    gameType: row.game_type,
    gameCode: row.game_code,
    betName: row.game_name,
    nameEn: row.name_en,
    nameTy: row.name_ty,
    vendorName: row.display_name,
    vendor: row.vendor,
    stake: BigInt(row.stake),
    payout: BigInt(row.payout),
    settledAt: row.settled_at instanceof Date ? row.settled_at : new Date(row.settled_at),
  }));
}
