import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { EndpointValue, Language, systemEndpoints } from '@swerte/contracts';
import { callEndpoint } from '../../../lib/api-client';
import { endpointRef } from '../../../lib/endpoint-ref';
import { useLanguage } from '../../../i18n';

type StatusEndpoint = typeof systemEndpoints.status;
export type SystemStatusValue = EndpointValue<StatusEndpoint>;

export const systemStatusEndpoint = endpointRef<StatusEndpoint>('GET', '/wps/system/status');

/** Polled: the root view switches to maintenance or region-blocked as soon as the server says so. */
export const SYSTEM_STATUS_REFETCH_MS = 60_000;

/** The maintenance and block texts come in the request's language. */
export function getSystemStatus(language: Language, signal?: AbortSignal): Promise<SystemStatusValue> {
  return callEndpoint(systemStatusEndpoint, { language, signal });
}

export function systemStatusQueryOptions(language: Language) {
  return queryOptions({
    queryKey: ['system', 'status', language],
    queryFn: ({ signal }) => getSystemStatus(language, signal),
    // Switching language must not flash the splash screen while the new texts load.
    placeholderData: keepPreviousData,
    refetchInterval: SYSTEM_STATUS_REFETCH_MS,
    refetchOnWindowFocus: true,
    staleTime: 10_000,
  });
}

export function useSystemStatus() {
  return useQuery(systemStatusQueryOptions(useLanguage()));
}
