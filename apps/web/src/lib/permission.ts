import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { EndpointValue, Language, systemEndpoints } from '@swerte/contracts';
import { callEndpoint } from './api-client';
import { endpointRef } from './endpoint-ref';
import { useLanguage } from '../i18n';
import { useAsPrerendered } from './hydration';

type PermissionEndpoint = typeof systemEndpoints.permission;
export type PermissionValue = EndpointValue<PermissionEndpoint>;

export const permissionEndpoint = endpointRef<PermissionEndpoint>('GET', '/wps/system/permission');

/** §7: the permission call sends the current host as `url`. */
export function getPermission(language: Language, signal?: AbortSignal): Promise<PermissionValue> {
  return callEndpoint(permissionEndpoint, { query: { url: window.location.host }, language, signal });
}

export function permissionQueryOptions(language: Language) {
  return queryOptions({
    queryKey: ['system', 'permission', language],
    queryFn: ({ signal }) => getPermission(language, signal),
    staleTime: 5 * 60_000,
    // While the other language loads, keep showing this one instead of emptying the page.
    placeholderData: keepPreviousData,
  });
}

export function usePermission() {
  return useQuery(useAsPrerendered(permissionQueryOptions(useLanguage())));
}
