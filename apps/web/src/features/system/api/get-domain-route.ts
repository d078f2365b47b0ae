import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EndpointValue, systemEndpoints } from '@swerte/contracts';
import { callEndpoint } from '../../../lib/api-client';
import { endpointRef } from '../../../lib/endpoint-ref';

type DomainRouteEndpoint = typeof systemEndpoints.domainRoute;
export type DomainRouteValue = EndpointValue<DomainRouteEndpoint>;

export const domainRouteEndpoint = endpointRef<DomainRouteEndpoint>('GET', '/wps/system/domainRoute');

export function getDomainRoute(signal?: AbortSignal): Promise<DomainRouteValue> {
  return callEndpoint(domainRouteEndpoint, { signal });
}

export function domainRouteQueryOptions() {
  return queryOptions({
    queryKey: ['system', 'domainRoute'],
    queryFn: ({ signal }) => getDomainRoute(signal),
    staleTime: 5 * 60_000,
  });
}

export function useDomainRoute() {
  return useQuery(domainRouteQueryOptions());
}
