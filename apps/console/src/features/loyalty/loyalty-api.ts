import {
  adminMessageEndpoints,
  adminMissionEndpoints,
  adminPointsEndpoints,
  type AdminMissionInput,
  type AdminPointSettings,
  type AdminRewardInput,
  type ComposeMessage,
  type PointRate,
} from '@swerte/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../lib/api-client';

const p = adminPointsEndpoints;

export type RedeemStatus = 'process' | 'approved' | 'rejected';

export const redemptionsQuery = (status: RedeemStatus | undefined, cursor: number | undefined) =>
  queryOptions({
    queryKey: ['redemptions', status ?? 'all', cursor ?? 0],
    queryFn: ({ signal }) => callEndpoint(p.redemptions, { query: { status, cursor, pageSize: 50 }, signal }),
    placeholderData: keepPreviousData,
  });
export const rewardsQuery = queryOptions({
  queryKey: ['rewards'],
  queryFn: ({ signal }) => callEndpoint(p.rewards, { signal }),
});
export const ratesQuery = queryOptions({
  queryKey: ['points', 'rates'],
  queryFn: ({ signal }) => callEndpoint(p.rates, { signal }),
});
export const pointConfigQuery = queryOptions({
  queryKey: ['points', 'config'],
  queryFn: ({ signal }) => callEndpoint(p.config, { signal }),
});
export const missionsQuery = queryOptions({
  queryKey: ['missions'],
  queryFn: ({ signal }) => callEndpoint(adminMissionEndpoints.missions, { signal }),
});
export const messagesQuery = (cursor: number | undefined) =>
  queryOptions({
    queryKey: ['messages', cursor ?? 0],
    queryFn: ({ signal }) =>
      callEndpoint(adminMessageEndpoints.list, { query: { cursor, pageSize: 20 }, signal }),
    placeholderData: keepPreviousData,
  });

export const decideRedemption = (id: number, decision: 'approve' | 'reject', remark: string) =>
  callEndpoint(decision === 'approve' ? p.approve : p.reject, { params: { id }, body: { remark } });
export const saveReward = (id: number | null, body: AdminRewardInput) =>
  id === null
    ? callEndpoint(p.createReward, { body })
    : callEndpoint(p.updateReward, { params: { id }, body });
export const setRates = (rates: PointRate[]) => callEndpoint(p.setRates, { body: { rates } });
export const setPointConfig = (body: AdminPointSettings) => callEndpoint(p.setConfig, { body });
export const saveMission = (id: number | null, body: AdminMissionInput) =>
  id === null
    ? callEndpoint(adminMissionEndpoints.createMission, { body })
    : callEndpoint(adminMissionEndpoints.updateMission, { params: { id }, body });
export const composeMessage = (body: ComposeMessage) => callEndpoint(adminMessageEndpoints.compose, { body });
