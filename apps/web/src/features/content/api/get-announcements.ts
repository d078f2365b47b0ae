import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EndpointValue, contentEndpoints } from '@swerte/contracts';
import type { Language } from '@swerte/contracts';
import { callEndpoint } from '../../../lib/api-client';
import { endpointRef } from '../../../lib/endpoint-ref';
import { useAsPrerendered } from '../../../lib/hydration';

type AnnouncementsEndpoint = typeof contentEndpoints.announcements;
export type NoticeListValue = EndpointValue<AnnouncementsEndpoint>;

export const announcementsEndpoint = endpointRef<AnnouncementsEndpoint>(
  'GET',
  '/wps/relay/MCSFE_getListAnnouncements',
);

/** §7 notice call: types B, PL, PU, PR, H (§9), platform W, execution B. */
export function announcementsQueryOptions(language: Language) {
  return queryOptions({
    queryKey: ['content', 'announcements', language],
    queryFn: ({ signal }) =>
      callEndpoint(announcementsEndpoint, {
        query: { types: 'B,PL,PU,PR,H', platform: 'W', execution: 'B', language },
        signal,
      }),
    staleTime: 60_000,
  });
}

export function useAnnouncements(language: Language) {
  return useQuery(useAsPrerendered(announcementsQueryOptions(language)));
}
