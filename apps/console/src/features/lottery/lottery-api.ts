import { adminLotteryEndpoints, type DrawState, type EndpointBody } from '@swerte/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../lib/api-client';

const e = adminLotteryEndpoints;

export const lotteryGamesQuery = queryOptions({
  queryKey: ['lottery', 'games'],
  queryFn: ({ signal }) => callEndpoint(e.games, { signal }),
  staleTime: 300_000,
});
export const drawsQuery = (gameCode: string | undefined, state: DrawState | undefined, pageNo: number) =>
  queryOptions({
    queryKey: ['lottery', 'draws', gameCode ?? 'all', state ?? 'all', pageNo],
    queryFn: ({ signal }) =>
      callEndpoint(e.draws, { query: { gameCode, state, pageNo, pageSize: 50 }, signal }),
    placeholderData: keepPreviousData,
  });
export const drawReportQuery = (drawId: number) =>
  queryOptions({
    queryKey: ['lottery', 'report', drawId],
    queryFn: ({ signal }) => callEndpoint(e.report, { params: { drawId }, signal }),
  });

export const enterResult = (drawId: number, prizes: Record<string, string[]>) =>
  callEndpoint(e.enterResult, { params: { drawId }, body: { prizes } });
export const confirmResult = (drawId: number) => callEndpoint(e.confirmResult, { params: { drawId } });
export const voidDraw = (drawId: number, reason: string) =>
  callEndpoint(e.voidDraw, { params: { drawId }, body: { reason } });
export const saveLotteryGame = (gameCode: string, body: EndpointBody<typeof e.saveGame>) =>
  callEndpoint(e.saveGame, { params: { gameCode }, body });
