import { infiniteQueryOptions, keepPreviousData, queryOptions } from '@tanstack/react-query';
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

/** The game's drawn results, newest first, RESULTS_PAGE_SIZE at a time; later pages by keyset cursor. */
export function resultsOptions(gameCode: string, language: Language) {
  return infiniteQueryOptions({
    queryKey: [...lotteryKeys.results, gameCode, language],
    queryFn: ({ signal, pageParam }) =>
      callEndpoint(lotteryRefs.results, {
        signal,
        language,
        params: { gameCode },
        query: { pageSize: RESULTS_PAGE_SIZE, language, ...(pageParam ? { cursor: pageParam } : {}) },
      }),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
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

/**
 * The room each number of one slip bet has left in a draw under the liability limit, and what the bet
 * would add (the purchase decides again under its lock). Kept while the points are retyped.
 */
export function slipRoomOptions(
  target: { gameCode: string; numero: string },
  bet: { betType: string; numbers: readonly string[]; points: number; position?: number | undefined },
) {
  return queryOptions({
    queryKey: [...lotteryKeys.room, target.gameCode, target.numero, bet],
    queryFn: ({ signal }) =>
      callEndpoint(lotteryRefs.room, {
        signal,
        params: { gameCode: target.gameCode },
        query: {
          numero: target.numero,
          betType: bet.betType,
          numbers: bet.numbers.join(','),
          points: bet.points,
          ...(bet.position === undefined ? {} : { position: bet.position }),
        },
      }),
    placeholderData: keepPreviousData,
    staleTime: 5_000,
  });
}
