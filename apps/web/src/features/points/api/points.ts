import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ConvertBody, PointRewardKind, pointsEndpoints, RedeemBody } from '@swerte/contracts';
import { useLanguage } from '../../../i18n';
import { callEndpoint } from '../../../lib/api-client';
import { endpointRef } from '../../../lib/endpoint-ref';
import { useSessionStore } from '../../../stores/session-store';

type Calls = typeof pointsEndpoints;

/** Method and path of the points calls (§7); api-refs.test.ts checks them against the contract. */
export const pointRefs = {
  balance: endpointRef<Calls['balance']>('GET', '/wps/relay/MCS2_getPointBalance'),
  rewards: endpointRef<Calls['rewards']>('GET', '/wps/relay/MCS2_getPointReward'),
  redeem: endpointRef<Calls['redeem']>('POST', '/wps/relay/passwordCheck/MCS2_redeemPointReward'),
  redemptions: endpointRef<Calls['redemptions']>('GET', '/wps/relay/MCS2_getRedeemPointList'),
  config: endpointRef<Calls['config']>('GET', '/wps/relay/MCS2_getPointConfig'),
  convert: endpointRef<Calls['convert']>('POST', '/wps/relay/passwordCheck/MCS2_convertPoint'),
};

const useToken = () => useSessionStore((state) => state.token);

export function usePointBalance() {
  const token = useToken();
  return useQuery({
    queryKey: ['points', 'balance', token],
    queryFn: ({ signal }) => callEndpoint(pointRefs.balance, { signal }),
    enabled: token !== null,
  });
}

export interface RewardFilter {
  kind?: PointRewardKind;
  maxPoints?: number;
}

export function usePointRewards(filter: RewardFilter) {
  const token = useToken();
  const language = useLanguage();
  return useQuery({
    queryKey: ['points', 'rewards', token, language, filter],
    queryFn: ({ signal }) => callEndpoint(pointRefs.rewards, { signal, query: filter }),
    enabled: token !== null,
  });
}

export function usePointConfig() {
  const token = useToken();
  return useQuery({
    queryKey: ['points', 'config', token],
    queryFn: ({ signal }) => callEndpoint(pointRefs.config, { signal }),
    enabled: token !== null,
  });
}

export function useRedemptions() {
  const token = useToken();
  const language = useLanguage();
  return useInfiniteQuery({
    queryKey: ['points', 'redemptions', token, language],
    queryFn: ({ signal, pageParam }) =>
      callEndpoint(pointRefs.redemptions, { signal, query: { cursor: pageParam } }),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    enabled: token !== null,
  });
}

/** After points moved: the mall's answers and every wallet answer (a cash reward, a conversion). */
function useRefreshAfter() {
  const client = useQueryClient();
  return async () => {
    await client.invalidateQueries({ queryKey: ['points'] });
    await client.invalidateQueries({ queryKey: ['wallet'] });
  };
}

export function useRedeem() {
  const refresh = useRefreshAfter();
  return useMutation({
    mutationFn: (body: RedeemBody) => callEndpoint(pointRefs.redeem, { body }),
    onSuccess: refresh,
  });
}

export function useConvertPoints() {
  const refresh = useRefreshAfter();
  return useMutation({
    mutationFn: (body: ConvertBody) => callEndpoint(pointRefs.convert, { body }),
    onSuccess: refresh,
  });
}

/** A key per form, so a resend after a lost answer is the same redemption, never a second one. */
export const newRequestId = () => `pm${Date.now().toString(36)}${Math.random().toString(36).slice(2, 10)}`;
