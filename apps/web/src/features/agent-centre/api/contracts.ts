import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AgentRegisterBody,
  ContractCallBody,
  ContractKind,
  agentAccountEndpoints,
  agentContractEndpoints,
} from '@swerte/contracts';
import { callEndpoint } from '../../../lib/api-client';
import { callEnc } from '../../../lib/auth/enc-call';
import { endpointRef } from '../../../lib/endpoint-ref';
import { useSessionStore } from '../../../stores/session-store';

type Calls = typeof agentContractEndpoints;

/** Method and path of the contract calls (§7); endpoint-refs.test.ts checks them against the contract. */
export const contractRefs = {
  dividend: endpointRef<Calls['dividend']>('POST', '/wps/relay/MCS2_processDividendReq'),
  daily_salary: endpointRef<Calls['daily_salary']>('POST', '/wps/relay/MCS2_processDailySalContract'),
  hourly_salary: endpointRef<Calls['hourly_salary']>('POST', '/wps/relay/MCS2_processContractHourSalary'),
  realtime_salary: endpointRef<Calls['realtime_salary']>(
    'POST',
    '/wps/relay/MCSFE_processRealTimeSalaryContract',
  ),
  flags: endpointRef<Calls['flags']>('GET', '/wps/member/info/funds/consolidated'),
  register: endpointRef<(typeof agentAccountEndpoints)['register']>('POST', '/wps/agent/team/register'),
  announcements: endpointRef<(typeof agentAccountEndpoints)['announcements']>(
    'GET',
    '/wps/agent/announcements',
  ),
};

const useToken = () => useSessionStore((state) => state.token);

/** The §3 flags: which contract kinds the operator enabled (their pages show only then). */
export function useContractFlags() {
  const token = useToken();
  return useQuery({
    queryKey: ['agentCentre', 'contractFlags', token],
    queryFn: ({ signal }) => callEndpoint(contractRefs.flags, { signal }),
    enabled: token !== null,
    staleTime: 60_000,
  });
}

export function useContractPage(kind: ContractKind) {
  const token = useToken();
  return useQuery({
    queryKey: ['agentCentre', 'contracts', kind, token],
    queryFn: ({ signal }) =>
      callEndpoint(contractRefs[kind], { signal, body: { action: 'info', pageSize: 30 } }),
    enabled: token !== null,
  });
}

/** One lifecycle action; its answer is the page as it is after the action. */
export function useContractAction(kind: ContractKind) {
  const client = useQueryClient();
  const token = useToken();
  return useMutation({
    mutationFn: (body: ContractCallBody) => callEndpoint(contractRefs[kind], { body }),
    onSuccess: (page) => client.setQueryData(['agentCentre', 'contracts', kind, token], page),
  });
}

export function useRegisterDownline() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AgentRegisterBody) => callEnc(contractRefs.register, body),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: ['agentCentre', 'members'] });
      await client.invalidateQueries({ queryKey: ['agentCentre', 'contracts'] });
    },
  });
}

/** The operator's notices for agents, in the site language. */
export function useAgentAnnouncements(language: string) {
  const token = useToken();
  return useQuery({
    queryKey: ['agentCentre', 'announcements', token, language],
    queryFn: ({ signal }) => callEndpoint(contractRefs.announcements, { signal }),
    enabled: token !== null,
  });
}
