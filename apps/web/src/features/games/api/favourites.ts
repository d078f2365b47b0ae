import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { GAME_PAGE_SIZE_MAX } from '@swerte/contracts';
import type { Game, GameType, Language } from '@swerte/contracts';
import { callEndpoint } from '../../../lib/api-client';
import { GAME_CLIENT_TYPE, GAME_LIST_PLATFORM, gameKeys, gameRefs } from './game-refs';

/** MCSFE_getFavoriteGames: the ids (nodeId) of the member's favourite games. */
export function favouriteIdsOptions(token: string | null) {
  return queryOptions({
    queryKey: [...gameKeys.favouriteIds, token],
    queryFn: ({ signal }) =>
      callEndpoint(gameRefs.favouriteIds, {
        signal,
        query: { clientType: GAME_CLIENT_TYPE, platform: GAME_LIST_PLATFORM },
      }).then((value) => value.ids),
    enabled: token !== null,
    staleTime: 5 * 60_000,
  });
}

/** One page of MCSFE_getFavoriteGamesList for one game type. */
export function favouritePageOptions(
  token: string | null,
  language: Language,
  gameType: GameType,
  pageSize: number,
  pageNo: number,
) {
  return queryOptions({
    queryKey: [...gameKeys.favourites, token, language, gameType, pageSize, pageNo],
    queryFn: ({ signal }) =>
      callEndpoint(gameRefs.favouriteList, {
        signal,
        language,
        query: {
          clientType: GAME_CLIENT_TYPE,
          platform: GAME_LIST_PLATFORM,
          language,
          gameType,
          pageNo,
          pageSize,
        },
      }),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });
}

/** The most pages of 50 a whole favourites list reads: the member's 200 latest favourites. */
export const FAVOURITE_PAGE_LIMIT = 4;

/**
 * The member's favourites of one type (or of every type), read whole page by page, for a list that
 * searches and pages in the browser (/hot).
 */
export async function getAllFavourites(
  language: Language,
  gameType: GameType | undefined,
  signal?: AbortSignal,
): Promise<Game[]> {
  const games: Game[] = [];
  for (let pageNo = 1; pageNo <= FAVOURITE_PAGE_LIMIT; pageNo++) {
    const page = await callEndpoint(gameRefs.favouriteList, {
      signal,
      language,
      query: {
        clientType: GAME_CLIENT_TYPE,
        platform: GAME_LIST_PLATFORM,
        language,
        gameType,
        pageNo,
        pageSize: GAME_PAGE_SIZE_MAX,
      },
    });
    games.push(...page.content);
    if (pageNo >= page.totalPages) break;
  }
  return games;
}

export function allFavouritesOptions(
  token: string | null,
  language: Language,
  gameType: GameType | undefined,
  enabled = true,
) {
  return queryOptions({
    queryKey: [...gameKeys.favourites, token, language, 'whole', gameType ?? 'ALL'],
    queryFn: ({ signal }) => getAllFavourites(language, gameType, signal),
    enabled: enabled && token !== null,
    placeholderData: keepPreviousData,
  });
}

/** Adds or removes one favourite (§3 favourite toggle); the answer is the member's ids after it. */
export function setFavourite(game: Pick<Game, 'nodeId' | 'vassalage' | 'gameType'>, favourite: boolean) {
  return callEndpoint(favourite ? gameRefs.addFavourite : gameRefs.removeFavourite, {
    body: { nodeId: game.nodeId, vendor: game.vassalage, gameType: game.gameType },
  }).then((value) => value.ids);
}
