import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { GAME_PAGE_SIZE } from '@swerte/contracts';
import type { Game, Language } from '@swerte/contracts';
import { callEndpoint } from '../../../lib/api-client';
import { GAME_CLIENT_TYPE, gameKeys, gameRefs } from './game-refs';

/** The most pages of recent games read: the member's 105 latest games. */
export const RECENT_PAGE_LIMIT = 7;

/**
 * GCS_recentGame, page by page to the last page (§4). The call has no game-type filter, so a list
 * page takes the member's whole recent list and keeps its own type.
 */
export async function getRecentGames(language: Language, signal?: AbortSignal): Promise<Game[]> {
  const games: Game[] = [];
  for (let pageNo = 1; pageNo <= RECENT_PAGE_LIMIT; pageNo++) {
    const page = await callEndpoint(gameRefs.recentGames, {
      signal,
      language,
      query: { clientType: GAME_CLIENT_TYPE, language, pageNo, pageSize: GAME_PAGE_SIZE },
    });
    games.push(...page.list);
    if (pageNo >= page.totalPages) break;
  }
  return games;
}

export function recentGamesOptions(token: string | null, language: Language, enabled = true) {
  return queryOptions({
    queryKey: [...gameKeys.recent, token, language],
    queryFn: ({ signal }) => getRecentGames(language, signal),
    enabled: enabled && token !== null,
    placeholderData: keepPreviousData,
  });
}
