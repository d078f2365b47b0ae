import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { TRIAL_ACCOUNT_TYPE, type AgentApplyBody, type agentEndpoints } from '@swerte/contracts';
import { callEndpoint } from '../../../lib/api-client';
import { endpointRef } from '../../../lib/endpoint-ref';
import { useSessionStore } from '../../../stores/session-store';

type Calls = typeof agentEndpoints;

/** Method and path of the agent application calls; agent-application.test.ts checks them against the contract. */
export const agentApplicationRefs = {
  apply: endpointRef<Calls['apply']>('POST', '/wps/agent/application'),
  mine: endpointRef<Calls['mine']>('GET', '/wps/agent/application'),
};

/** The key carries the token: another login reads its own application. */
export function myAgentApplicationQueryOptions(token: string | null) {
  return queryOptions({
    queryKey: ['agent', 'application', token],
    queryFn: ({ signal }) => callEndpoint(agentApplicationRefs.mine, { signal }),
    staleTime: 30_000,
  });
}

/** The member's latest application; not asked for visitors and trial accounts, who cannot apply. */
export function useMyAgentApplication() {
  const token = useSessionStore((state) => state.token);
  const isTrial = useSessionStore((state) => state.isAgent === TRIAL_ACCOUNT_TYPE);
  return useQuery({ ...myAgentApplicationQueryOptions(token), enabled: token !== null && !isTrial });
}

export function useApplyAgent() {
  const queryClient = useQueryClient();
  const token = useSessionStore((state) => state.token);
  return useMutation({
    mutationFn: (body: AgentApplyBody) => callEndpoint(agentApplicationRefs.apply, { body }),
    onSuccess: (application) =>
      queryClient.setQueryData(myAgentApplicationQueryOptions(token).queryKey, application),
  });
}
