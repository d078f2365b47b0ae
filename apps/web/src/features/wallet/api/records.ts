import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type {
  BetStatus,
  DateRange,
  GameType,
  LedgerKind,
  RecordWallet,
  recordsEndpoints,
} from '@swerte/contracts';
import { callEndpoint } from '../../../lib/api-client';
import { endpointRef } from '../../../lib/endpoint-ref';
import { useSessionStore } from '../../../stores/session-store';

type Calls = typeof recordsEndpoints;

/** Method and path of the record calls; api-refs.test.ts checks them against the contract. */
export const recordRefs = {
  transactions: endpointRef<Calls['transactions']>('GET', '/wps/relay/ODSFE2_MemTrans'),
  transactionDetail: endpointRef<Calls['transactionDetail']>('GET', '/wps/relay/ODSFE2_MemTransDet'),
  betRecord: endpointRef<Calls['betRecord']>('GET', '/wps/relay/ODSFE2_MemBetRecord'),
  profitLoss: endpointRef<Calls['profitLoss']>('GET', '/wps/relay/ODSFE2_MemProfitLoss'),
  bonusDetails: endpointRef<Calls['bonusDetails']>('GET', '/wps/relay/MCS2_getBonusDetails'),
  manualRebate: endpointRef<Calls['manualRebate']>('GET', '/wps/relay/MCS2_getManualRebate'),
  claimRebate: endpointRef<Calls['claimRebate']>('POST', '/wps/relay/MCS2_claimManualRebate'),
  rebateClaims: endpointRef<Calls['rebateClaims']>('GET', '/wps/relay/MCS2_getRebateClaims'),
};

/** A preset range, or custom dates (site days, 'YYYY-MM-DD'). */
export interface RangeFilter {
  range: DateRange;
  startDate?: string;
  endDate?: string;
}

type RangeCursor = { cursor: number; startDate: string; endDate: string } | undefined;

/**
 * The first page asks for the preset; later pages send back the dates it resolved to, so paging
 * across midnight keeps the same days.
 */
function rangeQuery(filter: RangeFilter, page: RangeCursor) {
  if (page) return { range: 'custom' as const, ...page };
  return filter.range === 'custom' ? filter : { range: filter.range };
}

function nextRangeCursor(page: {
  nextCursor: number | null;
  startDate: string;
  endDate: string;
}): RangeCursor {
  return page.nextCursor === null
    ? undefined
    : { cursor: page.nextCursor, startDate: page.startDate, endDate: page.endDate };
}

function useToken() {
  return useSessionStore((state) => state.token);
}

export interface TransactionFilter extends RangeFilter {
  type?: LedgerKind;
  wallet?: RecordWallet;
}

export function useTransactions(filter: TransactionFilter) {
  const token = useToken();
  return useInfiniteQuery({
    queryKey: ['wallet', 'records', 'transactions', token, filter],
    queryFn: ({ signal, pageParam }) =>
      callEndpoint(recordRefs.transactions, {
        signal,
        query: { ...rangeQuery(filter, pageParam), type: filter.type, wallet: filter.wallet },
      }),
    initialPageParam: undefined as RangeCursor,
    getNextPageParam: nextRangeCursor,
    enabled: token !== null,
  });
}

export function useTransactionDetail(entryId: number) {
  const token = useToken();
  return useQuery({
    queryKey: ['wallet', 'records', 'transaction', token, entryId],
    queryFn: ({ signal }) => callEndpoint(recordRefs.transactionDetail, { signal, query: { entryId } }),
    enabled: token !== null,
  });
}

export interface BetFilter extends RangeFilter {
  gameType?: GameType;
  status?: BetStatus;
}

export function useBetRecord(filter: BetFilter) {
  const token = useToken();
  return useInfiniteQuery({
    queryKey: ['wallet', 'records', 'bets', token, filter],
    queryFn: ({ signal, pageParam }) =>
      callEndpoint(recordRefs.betRecord, {
        signal,
        query: { ...rangeQuery(filter, pageParam), gameType: filter.gameType, status: filter.status },
      }),
    initialPageParam: undefined as RangeCursor,
    getNextPageParam: nextRangeCursor,
    enabled: token !== null,
  });
}

export function useProfitLoss(filter: RangeFilter) {
  const token = useToken();
  return useQuery({
    queryKey: ['wallet', 'records', 'profitLoss', token, filter],
    queryFn: ({ signal }) =>
      callEndpoint(recordRefs.profitLoss, { signal, query: rangeQuery(filter, undefined) }),
    enabled: token !== null,
  });
}

export function useBonusDetails(status?: 'active' | 'completed' | 'forfeited') {
  const token = useToken();
  return useInfiniteQuery({
    queryKey: ['wallet', 'records', 'bonuses', token, status],
    queryFn: ({ signal, pageParam }) =>
      callEndpoint(recordRefs.bonusDetails, { signal, query: { status, cursor: pageParam } }),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    enabled: token !== null,
  });
}

export function useManualRebate() {
  const token = useToken();
  return useQuery({
    queryKey: ['wallet', 'records', 'manualRebate', token],
    queryFn: ({ signal }) => callEndpoint(recordRefs.manualRebate, { signal }),
    enabled: token !== null,
  });
}

export function useRebateClaims() {
  const token = useToken();
  return useInfiniteQuery({
    queryKey: ['wallet', 'records', 'rebateClaims', token],
    queryFn: ({ signal, pageParam }) =>
      callEndpoint(recordRefs.rebateClaims, { signal, query: { cursor: pageParam } }),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    enabled: token !== null,
  });
}

export function claimRebate() {
  return callEndpoint(recordRefs.claimRebate);
}
