import { useQueries, useQuery } from '@tanstack/react-query';
import type { UseQueryResult } from '@tanstack/react-query';
import type { Game, GameType } from '@swerte/contracts';
import { useLanguage } from '../../../i18n';
import { useSessionStore } from '../../../stores/session-store';
import { favouritePageOptions } from '../api/favourites';
import { gameListPageOptions } from '../api/get-game-list';
import { hotGamesOptions } from '../api/get-hot-games';
import { recentGamesOptions } from '../api/get-recent-games';
import { LOGIN_LIST_TYPES, hasMorePages } from '../lib/game-list-filters';
import type { GameListFilters } from '../lib/game-list-filters';

export interface GameListData {
  /** login: a member's own list asked for without a session. */
  status: 'login' | 'pending' | 'error' | 'ready';
  games: Game[];
  hasMore: boolean;
  /** The next page is on its way. */
  isFetchingMore: boolean;
  /** The games shown are the previous filter's, while the new ones load. */
  isUpdating: boolean;
  retry: () => void;
}

type Page = { games: Game[]; totalPages: number };

const pageNumbers = (count: number) => Array.from({ length: count }, (_, index) => index + 1);

/** Pages 1…n asked one query each, shown in order for as far as they have arrived. */
function combinePages(
  results: UseQueryResult<Page>[],
  pageNo: number,
): Omit<GameListData, 'status'> & {
  first: UseQueryResult<Page> | undefined;
} {
  const games: Game[] = [];
  let loaded = 0;
  let totalPages = 0;
  for (const result of results) {
    if (!result.data) break;
    games.push(...result.data.games);
    totalPages = result.data.totalPages;
    loaded += 1;
  }
  const first = results[0];
  return {
    first,
    games,
    hasMore: loaded === pageNo && hasMorePages(totalPages, pageNo),
    isFetchingMore: loaded > 0 && loaded < results.length,
    isUpdating: results.some((result) => result.isPlaceholderData),
    retry: () => results.forEach((result) => result.isError && void result.refetch()),
  };
}

/** A whole list held in memory, shown 15 more at a time. */
function slicePages(all: Game[], filters: GameListFilters) {
  const shown = filters.pageNo * filters.pageSize;
  return { games: all.slice(0, shown), hasMore: all.length > shown };
}

function statusOf(query: { data: unknown; isError: boolean } | undefined): GameListData['status'] {
  if (query?.data) return 'ready';
  return query?.isError ? 'error' : 'pending';
}

/**
 * The games a list page shows for its filters (§4 list types): '' the game list by vendor and query
 * filters, hot the type's hot games, fav the member's favourites of the type, recent the member's
 * recent games of the type. `ready` holds the plain list back until the vendor is known.
 */
export function useGameList(
  gameType: GameType,
  filters: GameListFilters,
  vassalage: string | undefined,
  ready: boolean,
): GameListData {
  const language = useLanguage();
  const token = useSessionStore((state) => state.token);
  const { listType, pageNo, pageSize } = filters;
  const needsLogin = LOGIN_LIST_TYPES.includes(listType) && token === null;

  const listQuery = {
    gameType,
    vassalage,
    gameClassify: filters.gameClassify,
    gameName: filters.gameName,
    minBet: filters.minBet,
    pageSize,
  };
  const listPages = useQueries({
    queries:
      listType === '' && ready
        ? pageNumbers(pageNo).map((page) => gameListPageOptions(listQuery, language, page))
        : [],
  });
  const favouritePages = useQueries({
    queries:
      listType === 'fav' && token
        ? pageNumbers(pageNo).map((page) => ({
            ...favouritePageOptions(token, language, gameType, pageSize, page),
            select: (value: { content: Game[]; totalPages: number }): Page => ({
              games: value.content,
              totalPages: value.totalPages,
            }),
          }))
        : [],
  });
  const hot = useQuery(hotGamesOptions(language, gameType, listType === 'hot'));
  const recent = useQuery(recentGamesOptions(token, language, listType === 'recent'));

  if (needsLogin) {
    return {
      status: 'login',
      games: [],
      hasMore: false,
      isFetchingMore: false,
      isUpdating: false,
      retry: () => {},
    };
  }
  switch (listType) {
    case '':
    case 'fav': {
      const { first, ...rest } = combinePages(listType === '' ? listPages : favouritePages, pageNo);
      return { ...rest, status: statusOf(first) };
    }
    case 'hot':
    case 'recent': {
      const query = listType === 'hot' ? hot : recent;
      // The recent call has no type filter: keep this page's type.
      const all = (query.data ?? []).filter((game) => game.gameType === gameType);
      return {
        ...slicePages(all, filters),
        status: statusOf(query),
        isFetchingMore: false,
        isUpdating: query.isPlaceholderData,
        retry: () => void query.refetch(),
      };
    }
  }
}
