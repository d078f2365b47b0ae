import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EndpointValue, systemEndpoints } from '@swerte/contracts';
import { callEndpoint } from '../../../lib/api-client';
import { endpointRef } from '../../../lib/endpoint-ref';
import { useAsPrerendered } from '../../../lib/hydration';

type WhitelabelEndpoint = typeof systemEndpoints.whitelabel;
export type WhitelabelValue = EndpointValue<WhitelabelEndpoint>;

export const whitelabelEndpoint = endpointRef<WhitelabelEndpoint>('GET', '/wps/system/whitelabel');

export function getWhitelabel(signal?: AbortSignal): Promise<WhitelabelValue> {
  return callEndpoint(whitelabelEndpoint, { signal });
}

export function whitelabelQueryOptions() {
  return queryOptions({
    queryKey: ['system', 'whitelabel'],
    queryFn: ({ signal }) => getWhitelabel(signal),
    staleTime: 5 * 60_000,
  });
}

export function useWhitelabel() {
  return useQuery(useAsPrerendered(whitelabelQueryOptions()));
}
