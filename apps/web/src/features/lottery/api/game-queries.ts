import { queryOptions } from '@tanstack/react-query';
import type { Language } from '@swerte/contracts';
import { callEndpoint } from '../../../lib/api-client';
import { pollDelay } from '../lib/polling';
import { lotteryKeys, lotteryRefs } from './lottery-refs';

/** Draws the results, trends and tickets of one game read. */
export const RESULTS_PAGE_SIZE = 10;
export const TREND_DRAWS = 100;

/**
 * One game's open draw, bet types and same-day provinces. Polled like the lists (§4): after the time
 * left to the lock, at most 30 s, and every 7 s while the draw is due, so the next draw opens on time.
 */
export function gameDetailOptions(gameCode: string, language: Language) {
  return queryOptions({
    queryKey: [...lotteryKeys.detail, gameCode, language],
    queryFn: ({ signal }) => callEndpoint(lotteryRefs.gameDetail, { signal, language, params: { gameCode } }),
    refetchInterval: (query) => {
      const current = query.state.data?.current;
      return pollDelay(current ? [current.remainTime] : []);
    },
  });
}

export function resultsOptions(gameCode: string, language: Language) {
  return queryOptions({
    queryKey: [...lotteryKeys.results, gameCode, language],
    queryFn: ({ signal }) =>
      callEndpoint(lotteryRefs.results, {
        signal,
        language,
        params: { gameCode },
        query: { pageNo: 1, pageSize: RESULTS_PAGE_SIZE, language },
      }),
  });
}

export function trendsOptions(gameCode: string) {
  return queryOptions({
    queryKey: [...lotteryKeys.trends, gameCode],
    queryFn: ({ signal }) =>
      callEndpoint(lotteryRefs.trends, { signal, params: { gameCode }, query: { draws: TREND_DRAWS } }),
    staleTime: 30_000,
  });
}

export function fairnessOptions(gameCode: string, numero: string) {
  return queryOptions({
    queryKey: [...lotteryKeys.fairness, gameCode, numero],
    queryFn: ({ signal }) => callEndpoint(lotteryRefs.fairness, { signal, params: { gameCode, numero } }),
  });
}

/** The member's open tickets of one game. */
export function openTicketsOptions(gameCode: string, token: string | null) {
  return queryOptions({
    queryKey: [...lotteryKeys.tickets, gameCode, token],
    queryFn: ({ signal }) =>
      callEndpoint(lotteryRefs.myTickets, { signal, query: { status: 'open', gameCode, pageSize: 50 } }),
    enabled: token !== null,
  });
}

/** The member's settled tickets of one game (the latest 20): outcome after a draw. */
export function settledTicketsOptions(gameCode: string, token: string | null) {
  return queryOptions({
    queryKey: [...lotteryKeys.tickets, 'settled', gameCode, token],
    queryFn: ({ signal }) =>
      callEndpoint(lotteryRefs.myTickets, { signal, query: { status: 'settled', gameCode, pageSize: 20 } }),
    enabled: token !== null,
  });
}
