import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EndpointValue, Language, systemEndpoints } from '@swerte/contracts';
import { callEndpoint } from '../../../lib/api-client';
import { endpointRef } from '../../../lib/endpoint-ref';
import { useLanguage } from '../../../i18n';
import { useAsPrerendered } from '../../../lib/hydration';

type HomeTextsEndpoint = typeof systemEndpoints.homeTexts;
export type HomeTextsValue = EndpointValue<HomeTextsEndpoint>;

export const homeTextsEndpoint = endpointRef<HomeTextsEndpoint>('GET', '/wps/system/homeTexts');

/** The operator's home page words (steps, promises, licence text) in one language. */
export function homeTextsQueryOptions(language: Language) {
  return queryOptions({
    queryKey: ['system', 'homeTexts', language],
    queryFn: ({ signal }) => callEndpoint(homeTextsEndpoint, { query: { lang: language }, language, signal }),
    staleTime: 5 * 60_000,
  });
}

export function useHomeTexts() {
  return useQuery(useAsPrerendered(homeTextsQueryOptions(useLanguage()))).data;
}
