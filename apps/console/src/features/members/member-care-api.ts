import { adminMemberCareEndpoints, adminPromotionEndpoints } from '@swerte/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../lib/api-client';

const e = adminMemberCareEndpoints;

export const memberVipQuery = (id: number) =>
  queryOptions({
    queryKey: ['member', id, 'vip'],
    queryFn: ({ signal }) => callEndpoint(e.vip, { params: { id }, signal }),
  });

/** The ladder's levels, to fix a member on one of them. */
export const vipLevelsQuery = () =>
  queryOptions({
    queryKey: ['vip-levels'],
    queryFn: ({ signal }) => callEndpoint(adminPromotionEndpoints.vipList, { signal }),
  });

export const bankAccountsQuery = (id: number) =>
  queryOptions({
    queryKey: ['member', id, 'bankAccounts'],
    queryFn: ({ signal }) => callEndpoint(e.bankAccounts, { params: { id }, signal }),
  });

export const verifyBankAccount = (id: number, accountId: number) =>
  callEndpoint(e.verifyBankAccount, { params: { id, accountId } });

export const notesQuery = (id: number, cursor: number | undefined) =>
  queryOptions({
    queryKey: ['member', id, 'notes', cursor ?? 0],
    queryFn: ({ signal }) =>
      callEndpoint(e.notes, { params: { id }, query: { cursor, pageSize: 20 }, signal }),
    placeholderData: keepPreviousData,
  });
