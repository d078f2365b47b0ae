import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ClaimBody, missionsEndpoints } from '@swerte/contracts';
import { useLanguage } from '../../../i18n';
import { callEndpoint } from '../../../lib/api-client';
import { endpointRef } from '../../../lib/endpoint-ref';
import { useSessionStore } from '../../../stores/session-store';

type Calls = typeof missionsEndpoints;

/** Method and path of the mission, reward center and referral calls; api-refs.test.ts checks them. */
export const missionRefs = {
  summary: endpointRef<Calls['summary']>('GET', '/wps/relay/MCSFE_getMissionSummaryDetails'),
  leaderboard: endpointRef<Calls['leaderboard']>('GET', '/wps/relay/MCSFE_getMissionLeaderboard'),
  rewardCenter: endpointRef<Calls['rewardCenter']>('GET', '/wps/relay/MCSFE_getRewardCenter'),
  claimableCount: endpointRef<Calls['claimableCount']>('GET', '/wps/relay/MCSFE_getClaimableCount'),
  claim: endpointRef<Calls['claim']>('POST', '/wps/relay/MCSFE_claimReward'),
  join: endpointRef<Calls['join']>('POST', '/wps/relay/MCSFE_joinMission'),
  referral: endpointRef<Calls['referral']>('GET', '/wps/relay/MCSFE_getReferralInfo'),
};

const useToken = () => useSessionStore((state) => state.token);
/** How often the badges are asked again while the page is open. */
const COUNT_REFRESH_MS = 60_000;

export function useMissionSummary() {
  const token = useToken();
  const language = useLanguage();
  return useQuery({
    queryKey: ['missions', 'summary', token, language],
    queryFn: ({ signal }) => callEndpoint(missionRefs.summary, { signal }),
    enabled: token !== null,
  });
}

/** A mission's board for the current period, or a past one (periodKey). */
export function useLeaderboard(missionId: number | null, periodKey: string | null = null) {
  const token = useToken();
  return useQuery({
    queryKey: ['missions', 'leaderboard', token, missionId, periodKey],
    queryFn: ({ signal }) =>
      callEndpoint(missionRefs.leaderboard, {
        signal,
        query: { missionId: missionId ?? 0, ...(periodKey === null ? {} : { periodKey }) },
      }),
    enabled: token !== null && missionId !== null,
  });
}

/**
 * Older periods of a mission's board, a page at a time from the cursor the board gave (`olderPeriods`):
 * `load()` fetches the next page and adds its periods.
 */
export function useOlderPeriods(missionId: number, firstCursor: string | null) {
  const client = useQueryClient();
  const token = useToken();
  const [pages, setPages] = useState<{ periods: string[]; next: string | null } | null>(null);
  const [loading, setLoading] = useState(false);
  const next = pages ? pages.next : firstCursor;
  async function load() {
    if (next === null || loading) return;
    setLoading(true);
    try {
      const page = await client.fetchQuery({
        queryKey: ['missions', 'periods', token, missionId, next],
        queryFn: ({ signal }) =>
          callEndpoint(missionRefs.leaderboard, { signal, query: { missionId, periodsBefore: next } }),
      });
      setPages((before) => ({
        periods: [...(before?.periods ?? []), ...page.periods],
        next: page.olderPeriods,
      }));
    } finally {
      setLoading(false);
    }
  }
  return { periods: pages?.periods ?? [], hasMore: next !== null, loading, load };
}

/** Joins a mission that asks for it; the missions are asked again. */
export function useJoinMission() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (missionId: number) => callEndpoint(missionRefs.join, { body: { missionId } }),
    onSettled: () => client.invalidateQueries({ queryKey: ['missions'] }),
  });
}

export function useRewardCenter() {
  const token = useToken();
  const language = useLanguage();
  return useQuery({
    queryKey: ['missions', 'rewards', token, language],
    queryFn: ({ signal }) => callEndpoint(missionRefs.rewardCenter, { signal }),
    enabled: token !== null,
  });
}

/** The menu badges (rewardCenter, missionLeaderboard); 0 when logged out or for a trial account. */
export function useClaimableCount(enabled: boolean) {
  const token = useToken();
  const query = useQuery({
    queryKey: ['missions', 'count', token],
    queryFn: ({ signal }) => callEndpoint(missionRefs.claimableCount, { signal }),
    enabled: token !== null && enabled,
    refetchInterval: COUNT_REFRESH_MS,
  });
  return token === null || !enabled || !query.data ? { rewardCenter: 0, missionLeaderboard: 0 } : query.data;
}

/**
 * Claim one item or all: afterwards the missions, the list, the badges and the balances are asked
 * again. Each claim carries its own requestId, so a resent request pays nothing twice.
 */
export function useClaim() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ClaimBody) =>
      callEndpoint(missionRefs.claim, { body: { ...body, requestId: crypto.randomUUID() } }),
    onSettled: async () => {
      await client.invalidateQueries({ queryKey: ['missions'] });
      await client.invalidateQueries({ queryKey: ['points'] });
      await client.invalidateQueries({ queryKey: ['wallet'] });
    },
  });
}

export function useReferralInfo() {
  const token = useToken();
  return useQuery({
    queryKey: ['missions', 'referral', token],
    queryFn: ({ signal }) => callEndpoint(missionRefs.referral, { signal }),
    enabled: token !== null,
  });
}
