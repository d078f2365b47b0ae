import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { GameType, Language } from '@swerte/contracts';
import { callEndpoint } from '../../../lib/api-client';
import type { MinBetFilter } from '../lib/game-list-filters';
import { GAME_CLIENT_TYPE, GAME_LIST_PLATFORM, gameKeys, gameRefs } from './game-refs';

export interface GameListQuery {
  gameType: GameType;
  /** Unset lists every vendor of the type. */
  vassalage: string | undefined;
  gameClassify: string;
  gameName: string;
  minBet: MinBetFilter;
  pageSize: number;
}

/** One page of GCSGAME_gameList with every §3 query field; blanks are sent as blanks. */
export function gameListPageOptions(query: GameListQuery, language: Language, pageNo: number) {
  return queryOptions({
    queryKey: [...gameKeys.list, language, query, pageNo],
    queryFn: ({ signal }) =>
      callEndpoint(gameRefs.gameList, {
        signal,
        language,
        query: {
          clientType: GAME_CLIENT_TYPE,
          platform: GAME_LIST_PLATFORM,
          gameType: query.gameType,
          vassalage: query.vassalage ?? '',
          gameClassify: query.gameClassify,
          gameName: query.gameName,
          minBet: query.minBet,
          language,
          pageNo,
          pageSize: query.pageSize,
        },
      }),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
}
