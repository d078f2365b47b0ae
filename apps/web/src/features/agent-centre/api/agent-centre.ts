import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AgentTransferBody, DateRange, GameType, agentCentreEndpoints } from '@swerte/contracts';
import { callEndpoint } from '../../../lib/api-client';
import { callEnc } from '../../../lib/auth/enc-call';
import { endpointRef } from '../../../lib/endpoint-ref';
import { useSessionStore } from '../../../stores/session-store';

type Calls = typeof agentCentreEndpoints;

/** Method and path of the agent-centre calls; endpoint-refs.test.ts checks them against the contract. */
export const agentCentreRefs = {
  invite: endpointRef<Calls['invite']>('GET', '/wps/agent/invite'),
  overview: endpointRef<Calls['overview']>('GET', '/wps/agent/team/overview'),
  members: endpointRef<Calls['members']>('GET', '/wps/agent/team/members'),
  bets: endpointRef<Calls['bets']>('GET', '/wps/agent/team/bets'),
  profit: endpointRef<Calls['profit']>('GET', '/wps/agent/team/profit'),
  income: endpointRef<Calls['income']>('GET', '/wps/agent/income'),
  transfer: endpointRef<Calls['transfer']>('POST', '/wps/agent/team/transfer'),
};

const useToken = () => useSessionStore((state) => state.token);

export function useInvite() {
  const token = useToken();
  return useQuery({
    queryKey: ['agentCentre', 'invite', token],
    queryFn: ({ signal }) => callEndpoint(agentCentreRefs.invite, { signal }),
    enabled: token !== null,
  });
}

export function useTeamOverview() {
  const token = useToken();
  return useQuery({
    queryKey: ['agentCentre', 'overview', token],
    queryFn: ({ signal }) => callEndpoint(agentCentreRefs.overview, { signal }),
    enabled: token !== null,
  });
}

export interface MemberFilter {
  parentId?: number;
  scope: 'direct' | 'all';
  username?: string;
  kind?: 'player' | 'agent';
  registeredFrom?: string;
  registeredTo?: string;
}

export function useTeamMembers(filter: MemberFilter) {
  const token = useToken();
  return useInfiniteQuery({
    queryKey: ['agentCentre', 'members', token, filter],
    queryFn: ({ signal, pageParam }) =>
      callEndpoint(agentCentreRefs.members, { signal, query: { ...filter, cursor: pageParam } }),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    enabled: token !== null,
  });
}

export interface TeamBetFilter {
  range: DateRange;
  username?: string;
  gameType?: GameType;
  vendor?: string;
}

/** Later pages send back the dates the first resolved to, so paging across midnight keeps the days. */
export function useTeamBets(filter: TeamBetFilter) {
  const token = useToken();
  return useInfiniteQuery({
    queryKey: ['agentCentre', 'bets', token, filter],
    queryFn: ({ signal, pageParam }) =>
      callEndpoint(agentCentreRefs.bets, {
        signal,
        query: pageParam ? { ...filter, range: 'custom', ...pageParam } : filter,
      }),
    initialPageParam: undefined as { cursor: number; startDate: string; endDate: string } | undefined,
    getNextPageParam: (page) =>
      page.nextCursor === null
        ? undefined
        : { cursor: page.nextCursor, startDate: page.startDate, endDate: page.endDate },
    enabled: token !== null,
  });
}

export function useTeamProfit(filter: { range: DateRange; username?: string; page: number }) {
  const token = useToken();
  return useQuery({
    queryKey: ['agentCentre', 'profit', token, filter],
    queryFn: ({ signal }) => callEndpoint(agentCentreRefs.profit, { signal, query: filter }),
    enabled: token !== null,
  });
}

export function useIncome(range: DateRange) {
  const token = useToken();
  return useInfiniteQuery({
    queryKey: ['agentCentre', 'income', token, range],
    queryFn: ({ signal, pageParam }) =>
      callEndpoint(agentCentreRefs.income, { signal, query: { range, cursor: pageParam } }),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    enabled: token !== null,
  });
}

/** A transfer to a downline; the balance and the team lists are read again after it. */
export function useTransferToDownline() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AgentTransferBody) => callEnc(agentCentreRefs.transfer, body),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: ['agentCentre', 'members'] });
      await client.invalidateQueries({ queryKey: ['wallet'] });
    },
  });
}
