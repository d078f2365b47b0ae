import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EndpointValue, systemEndpoints } from '@swerte/contracts';
import { callEndpoint } from '../../../lib/api-client';
import { endpointRef } from '../../../lib/endpoint-ref';

type StatusEndpoint = typeof systemEndpoints.status;
export type SystemStatusValue = EndpointValue<StatusEndpoint>;

export const systemStatusEndpoint = endpointRef<StatusEndpoint>('GET', '/wps/system/status');

/** Polled: the root view switches to maintenance or region-blocked as soon as the server says so. */
export const SYSTEM_STATUS_REFETCH_MS = 60_000;

export function getSystemStatus(signal?: AbortSignal): Promise<SystemStatusValue> {
  return callEndpoint(systemStatusEndpoint, { signal });
}

export function systemStatusQueryOptions() {
  return queryOptions({
    queryKey: ['system', 'status'],
    queryFn: ({ signal }) => getSystemStatus(signal),
    refetchInterval: SYSTEM_STATUS_REFETCH_MS,
    refetchOnWindowFocus: true,
    staleTime: 10_000,
  });
}

export function useSystemStatus() {
  return useQuery(systemStatusQueryOptions());
}
