import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Game, GameType, Language } from '@swerte/contracts';
import { useLanguage } from '../../../i18n';
import { callEndpoint } from '../../../lib/api-client';
import { gameKeys, gameRefs } from './game-refs';
import { useAsPrerendered } from '../../../lib/hydration';

/** §9: the vendor-facing calls name the platform html5-desktop. */
export const HOT_PLATFORM = 'html5-desktop';

/** GCSGAME_hotGamesV2: the hot games of one type, or of every type. */
export function getHotGames(language: Language, gameType?: GameType, signal?: AbortSignal): Promise<Game[]> {
  return callEndpoint(gameRefs.hotGames, {
    signal,
    language,
    query: { gameType, platform: HOT_PLATFORM, language },
  }).then((value) => value.list);
}

export function hotGamesOptions(language: Language, gameType?: GameType, enabled = true) {
  return queryOptions({
    queryKey: [...gameKeys.hot, language, gameType ?? 'ALL'],
    queryFn: ({ signal }) => getHotGames(language, gameType, signal),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useHotGames(gameType?: GameType) {
  return useQuery(useAsPrerendered(hotGamesOptions(useLanguage(), gameType)));
}
