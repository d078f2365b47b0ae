import {
  adminAgentEndpoints,
  adminAgentTreeEndpoints,
  adminContractEndpoints,
  type AgentApplicationStatus,
  type Contract,
  type ContractKind,
  type EndpointBody,
} from '@swerte/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../lib/api-client';

type ContractStatus = Contract['status'];

export const treePathQuery = (id: number) =>
  queryOptions({
    queryKey: ['agents', 'path', id],
    queryFn: ({ signal }) => callEndpoint(adminAgentTreeEndpoints.path, { params: { id }, signal }),
  });
export const childrenQuery = (
  id: number,
  kind: 'agents' | 'players' | undefined,
  after: number | undefined,
) =>
  queryOptions({
    queryKey: ['agents', 'children', id, kind ?? 'all', after ?? 0],
    queryFn: ({ signal }) =>
      callEndpoint(adminAgentTreeEndpoints.children, {
        params: { id },
        query: { after, kind, size: 50 },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
export const applicationsQuery = (status: AgentApplicationStatus, after: number | undefined) =>
  queryOptions({
    queryKey: ['agents', 'applications', status, after ?? 0],
    queryFn: ({ signal }) =>
      callEndpoint(adminAgentEndpoints.list, { query: { status, after, size: 50 }, signal }),
    placeholderData: keepPreviousData,
  });
export const contractsQuery = (
  filters: { agentId?: number | undefined; kind?: ContractKind | undefined; status?: ContractStatus | undefined },
  after: number | undefined,
) =>
  queryOptions({
    queryKey: ['agents', 'contracts', filters.agentId ?? 0, filters.kind ?? '', filters.status ?? '', after ?? 0],
    queryFn: ({ signal }) =>
      callEndpoint(adminContractEndpoints.list, { query: { ...filters, after, size: 50 }, signal }),
    placeholderData: keepPreviousData,
  });
export const runsQuery = queryOptions({
  queryKey: ['agents', 'runs'],
  queryFn: ({ signal }) => callEndpoint(adminContractEndpoints.runs, { query: { limit: 100 }, signal }),
});

export const moveBranch = (memberId: number, uplineId: number | null, remark: string) =>
  callEndpoint(adminAgentTreeEndpoints.move, { body: { memberId, uplineId, remark } });
export const decideApplication = (id: number, decision: 'approve' | 'reject', remark: string) =>
  callEndpoint(decision === 'approve' ? adminAgentEndpoints.approve : adminAgentEndpoints.reject, {
    params: { id },
    body: { remark },
  });
export const offerContract = (body: EndpointBody<typeof adminContractEndpoints.offer>) =>
  callEndpoint(adminContractEndpoints.offer, { body });
