import {
  DEFAULT_LANGUAGE,
  GameTypeSchema,
  formatCents,
  type GameType,
  type Language,
  type RankEntry,
} from '@swerte/contracts';
import { cached, type CachedValue } from '../../platform/cache.js';
import type { Db } from '../../platform/db/client.js';
import * as repo from './rank-list.repository.js';

/** The board changes slowly and every visitor of the home page asks for it: one query a minute. */
export const RANK_LIST_TTL_MS = 60_000;
export const RANK_LIST_DEFAULT_COUNT = 20;
const PERIOD_DAYS = { day: 1, week: 7, month: 30 } as const;
type Period = keyof typeof PERIOD_DAYS;

/** "demoplayer" → "de****er": recognisable to its owner, useless to anyone else. */
export function maskAccount(username: string): string {
  if (username.length <= 4) return `${username.slice(0, 1)}***`;
  return `${username.slice(0, 2)}****${username.slice(-2)}`;
}

/** payout ÷ stake with 2 decimals, in integer arithmetic. */
export function multipleOf(stake: bigint, payout: bigint): string {
  if (stake <= 0n) return '0.00';
  return formatCents((payout * 100n) / stake);
}

function toEntry(row: repo.WinRow, rank: number, language: Language): RankEntry {
  const catalogueName = language === 'EN' ? row.nameEn : row.nameTy;
  return {
    rank,
    account: maskAccount(row.username),
    gameType: GameTypeSchema.catch('RNG').parse(row.gameType),
    gameName: catalogueName ?? (row.betName || row.gameCode),
    vendorName: row.vendorName ?? row.vendor,
    betAmount: formatCents(row.stake),
    winAmount: formatCents(row.payout),
    multiple: multipleOf(row.stake, row.payout),
    settledAt: row.settledAt.toISOString(),
  };
}

export type RankListService = ReturnType<typeof createRankListService>;

/** The winner board (GCSGAME_getRankList): the period's biggest wins, cached per query. */
export function createRankListService({ db, now = () => new Date() }: { db: Db; now?: () => Date }) {
  const boards = new Map<string, CachedValue<RankEntry[]>>();

  return {
    getRankList(input: {
      gameType?: GameType | undefined;
      period?: Period | undefined;
      count?: number | undefined;
      language?: Language | undefined;
    }): Promise<{ list: RankEntry[] }> {
      const period = input.period ?? 'week';
      const count = input.count ?? RANK_LIST_DEFAULT_COUNT;
      const language = input.language ?? DEFAULT_LANGUAGE;
      const key = [input.gameType ?? '', period, count, language].join('|');
      let board = boards.get(key);
      if (!board) {
        board = cached(RANK_LIST_TTL_MS, async () => {
          const since = new Date(now().getTime() - PERIOD_DAYS[period] * 86_400_000);
          const rows = await repo.listBiggestWins(db, { since, gameType: input.gameType, limit: count });
          return rows.map((row, index) => toEntry(row, index + 1, language));
        });
        boards.set(key, board);
      }
      return board.get().then((list) => ({ list }));
    },
  };
}
