import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { EndpointValue, Language, systemEndpoints } from '@swerte/contracts';
import { callEndpoint } from '../../../lib/api-client';
import { endpointRef } from '../../../lib/endpoint-ref';
import { useLanguage } from '../../../i18n';
import { useAsPrerendered } from '../../../lib/hydration';

type HelpCenterEndpoint = typeof systemEndpoints.helpCenter;
export type HelpCenterValue = EndpointValue<HelpCenterEndpoint>;

export const helpCenterEndpoint = endpointRef<HelpCenterEndpoint>('GET', '/wps/system/helpCenter');

export function getHelpCenter(language: Language, signal?: AbortSignal): Promise<HelpCenterValue> {
  return callEndpoint(helpCenterEndpoint, { query: { lang: language, device: 'WEB' }, language, signal });
}

export function helpCenterQueryOptions(language: Language) {
  return queryOptions({
    queryKey: ['system', 'helpCenter', language],
    queryFn: ({ signal }) => getHelpCenter(language, signal),
    staleTime: 5 * 60_000,
    // While the other language loads, keep showing this one instead of emptying the page.
    placeholderData: keepPreviousData,
  });
}

export function useHelpCenter() {
  return useQuery(useAsPrerendered(helpCenterQueryOptions(useLanguage())));
}
