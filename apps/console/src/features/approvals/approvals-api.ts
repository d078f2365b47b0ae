import { adminApprovalEndpoints, type ApprovalState } from '@swerte/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../lib/api-client';

const e = adminApprovalEndpoints;

export const approvalsQuery = (state: ApprovalState | undefined, cursor: number | undefined) =>
  queryOptions({
    queryKey: ['approvals', state ?? 'all', cursor ?? 0],
    queryFn: ({ signal }) => callEndpoint(e.list, { query: { state, cursor, pageSize: 50 }, signal }),
    placeholderData: keepPreviousData,
    refetchInterval: 30_000,
  });

export const approveRequest = (id: number) => callEndpoint(e.approve, { params: { id } });

export const rejectRequest = (id: number, reason: string) =>
  callEndpoint(e.reject, { params: { id }, body: { reason } });
