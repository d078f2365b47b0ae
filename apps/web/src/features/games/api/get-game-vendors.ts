import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { EndpointValue, Language, gamesEndpoints } from '@swerte/contracts';
import { callEndpoint } from '../../../lib/api-client';
import { endpointRef } from '../../../lib/endpoint-ref';
import { useLanguage } from '../../../i18n';

type NewGameVendorEndpoint = typeof gamesEndpoints.newGameVendor;
export type GameVendorsValue = EndpointValue<NewGameVendorEndpoint>;
export type VendorLanes = GameVendorsValue['data']['lanes'];

export const newGameVendorEndpoint = endpointRef<NewGameVendorEndpoint>(
  'GET',
  '/wps/relay/GCSGAME_newGameVendor',
);

/** §9: the vendor call names the platform html5-desktop. */
export const VENDOR_PLATFORM = 'html5-desktop';

export function getGameVendors(language: Language, signal?: AbortSignal): Promise<VendorLanes> {
  return callEndpoint(newGameVendorEndpoint, {
    query: { platform: VENDOR_PLATFORM, language },
    language,
    signal,
  }).then((value) => value.data.lanes);
}

export function gameVendorsQueryOptions(language: Language) {
  return queryOptions({
    queryKey: ['games', 'vendors', language],
    queryFn: ({ signal }) => getGameVendors(language, signal),
    // The spec caches vendors for the session; they change only when the operator edits them.
    staleTime: 10 * 60_000,
    // While the other language loads, keep showing this one instead of emptying the page.
    placeholderData: keepPreviousData,
  });
}

export function useGameVendors() {
  return useQuery(gameVendorsQueryOptions(useLanguage()));
}
