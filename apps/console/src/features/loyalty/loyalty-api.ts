import {
  adminLabelEndpoints,
  adminMessageEndpoints,
  adminMissionEndpoints,
  adminPointsEndpoints,
  adminZaloEndpoints,
  type AdminMissionInput,
  type AdminPointSettings,
  type AdminRewardInput,
  type ComposeMessage,
  type EndpointQuery,
  type LabelInput,
  type ReferralRule,
  type PointRate,
  type ZaloSettingsInput,
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

const m = adminMissionEndpoints;
export type ClaimFilter = Pick<EndpointQuery<typeof m.claims>, 'status' | 'kind'>;

export const labelsQuery = queryOptions({
  queryKey: ['labels'],
  queryFn: ({ signal }) => callEndpoint(adminLabelEndpoints.list, { signal }),
});
export const saveLabel = (id: number | null, body: LabelInput) =>
  id === null
    ? callEndpoint(adminLabelEndpoints.create, { body })
    : callEndpoint(adminLabelEndpoints.update, { params: { id }, body });

export const referralRuleQuery = queryOptions({
  queryKey: ['referral', 'rule'],
  queryFn: ({ signal }) => callEndpoint(m.referralRule, { signal }),
});
export const setReferralRule = (body: ReferralRule) => callEndpoint(m.setReferralRule, { body });
export const referralsQuery = (cursor: number | undefined) =>
  queryOptions({
    queryKey: ['referral', 'invitees', cursor ?? 0],
    queryFn: ({ signal }) => callEndpoint(m.referrals, { query: { cursor }, signal }),
    placeholderData: keepPreviousData,
  });
export const claimsQuery = (filter: ClaimFilter, cursor: number | undefined) =>
  queryOptions({
    queryKey: ['rewards', 'claims', filter.status ?? 'all', filter.kind ?? 'all', cursor ?? 0],
    queryFn: ({ signal }) => callEndpoint(m.claims, { query: { ...filter, cursor, pageSize: 50 }, signal }),
    placeholderData: keepPreviousData,
  });

export const zaloSettingsQuery = queryOptions({
  queryKey: ['zalo', 'settings'],
  queryFn: ({ signal }) => callEndpoint(adminZaloEndpoints.settings, { signal }),
});
export const setZaloSettings = (body: ZaloSettingsInput) =>
  callEndpoint(adminZaloEndpoints.setSettings, { body });
