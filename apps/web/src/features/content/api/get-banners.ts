import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BannerGroup, EndpointValue, Language, contentEndpoints } from '@swerte/contracts';
import { callEndpoint } from '../../../lib/api-client';
import { endpointRef } from '../../../lib/endpoint-ref';
import { firstBannerOf } from '../lib/first-banner';
import { useAsPrerendered } from '../../../lib/hydration';

type BannersEndpoint = typeof contentEndpoints.banners;
export type BannerList = EndpointValue<BannersEndpoint>;

export const bannersEndpoint = endpointRef<BannersEndpoint>('GET', '/wps/relay/MCSFE_getBanners');

export function bannersQueryOptions(groupName: BannerGroup, language: Language) {
  return queryOptions({
    queryKey: ['content', 'banners', groupName, language],
    queryFn: ({ signal }) => callEndpoint(bannersEndpoint, { query: { groupName, language }, signal }),
    staleTime: 60_000,
  });
}

/**
 * The group's banners; until they arrive, the first banner the page was sent with (if any) stands in,
 * so the carousel keeps the picture the prerendered HTML painted.
 */
export function useBanners(groupName: BannerGroup, language: Language) {
  const first = firstBannerOf(groupName, language);
  return useQuery(
    useAsPrerendered({
      ...bannersQueryOptions(groupName, language),
      placeholderData: first ? [first] : undefined,
    }),
  );
}
