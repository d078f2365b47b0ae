import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { EndpointValue, Language, RankEntry, gamesEndpoints } from '@swerte/contracts';
import { useLanguage } from '../../../i18n';
import { callEndpoint } from '../../../lib/api-client';
import { endpointRef } from '../../../lib/endpoint-ref';

type RankListEndpoint = typeof gamesEndpoints.rankList;
export type RankListValue = EndpointValue<RankListEndpoint>;
export type { RankEntry };

/** The winner board's periods, in tab order (the contract's RANK_PERIODS). */
export const WINNER_PERIODS = ['day', 'week', 'month'] as const;
export type WinnerPeriod = (typeof WINNER_PERIODS)[number];

/** How many winners the home page's board shows. */
export const WINNER_BOARD_COUNT = 20;

export const rankListEndpoint = endpointRef<RankListEndpoint>('GET', '/wps/relay/GCSGAME_getRankList');

/** GCSGAME_getRankList: the period's biggest wins of every game type. */
export function getRankList(
  language: Language,
  period: WinnerPeriod,
  signal?: AbortSignal,
): Promise<RankEntry[]> {
  return callEndpoint(rankListEndpoint, {
    signal,
    language,
    query: { period, count: WINNER_BOARD_COUNT, language },
  }).then((value) => value.list);
}

export function rankListOptions(language: Language, period: WinnerPeriod) {
  return queryOptions({
    queryKey: ['content', 'rankList', language, period],
    queryFn: ({ signal }) => getRankList(language, period, signal),
    // The server caches the board for a minute; asking more often shows nothing new.
    staleTime: 60_000,
    // A tab switch keeps the old rows until the new ones arrive (no jump to a skeleton).
    placeholderData: keepPreviousData,
  });
}

export function useRankList(period: WinnerPeriod) {
  return useQuery(rankListOptions(useLanguage(), period));
}
