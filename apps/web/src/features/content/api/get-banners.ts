import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BannerGroup, EndpointValue, Language, contentEndpoints } from '@swerte/contracts';
import { callEndpoint } from '../../../lib/api-client';
import { endpointRef } from '../../../lib/endpoint-ref';

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

export function useBanners(groupName: BannerGroup, language: Language) {
  return useQuery(bannersQueryOptions(groupName, language));
}
