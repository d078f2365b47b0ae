import {
  adminApprovalEndpoints,
  adminConsoleEndpoints,
  adminEndpoints,
  type AdjustBody,
  type MemberSearchQuery,
} from '@swerte/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../lib/api-client';

const e = adminConsoleEndpoints;

export const membersQuery = (query: MemberSearchQuery) =>
  queryOptions({
    queryKey: ['members', query],
    queryFn: ({ signal }) => callEndpoint(e.members, { query, signal }),
    placeholderData: keepPreviousData,
  });

export const memberQuery = (id: number) =>
  queryOptions({
    queryKey: ['member', id],
    queryFn: ({ signal }) => callEndpoint(e.member, { params: { id }, signal }),
  });

export type RecordTab = 'ledger' | 'bets' | 'deposit' | 'withdrawal';

export const memberRecordsQuery = (id: number, tab: RecordTab, cursor: number | undefined) =>
  queryOptions({
    queryKey: ['member', id, tab, cursor ?? 0],
    queryFn: async ({ signal }) => {
      const query = { cursor, pageSize: 20 };
      if (tab === 'ledger')
        return { tab, page: await callEndpoint(e.memberLedger, { params: { id }, query, signal }) } as const;
      if (tab === 'bets')
        return { tab, page: await callEndpoint(e.memberBets, { params: { id }, query, signal }) } as const;
      const page = await callEndpoint(e.memberPayments, {
        params: { id },
        query: { ...query, kind: tab },
        signal,
      });
      return { tab, page } as const;
    },
    placeholderData: keepPreviousData,
  });

export const adjustBalance = (body: AdjustBody) => callEndpoint(adminEndpoints.adjust, { body });

/** The four-eyes amounts: above the adjustment's, the form sends a request for a second operator. */
export const approvalThresholdsQuery = () =>
  queryOptions({
    queryKey: ['approval-thresholds'],
    queryFn: ({ signal }) => callEndpoint(adminApprovalEndpoints.thresholds, { signal }),
  });

export const requestAdjustment = (adjust: AdjustBody) =>
  callEndpoint(adminApprovalEndpoints.create, { body: { kind: 'adjust', adjust } });
