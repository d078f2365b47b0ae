import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { EndpointValue, Language, gamesEndpoints } from '@swerte/contracts';
import { callEndpoint } from '../../../lib/api-client';
import { endpointRef } from '../../../lib/endpoint-ref';
import { STORAGE_KEYS, readSession, writeSession } from '../../../lib/storage';
import { useLanguage } from '../../../i18n';
import { useAsPrerendered } from '../../../lib/hydration';

type NewGameVendorEndpoint = typeof gamesEndpoints.newGameVendor;
export type GameVendorsValue = EndpointValue<NewGameVendorEndpoint>;
export type VendorLanes = GameVendorsValue['data']['lanes'];

export const newGameVendorEndpoint = endpointRef<NewGameVendorEndpoint>(
  'GET',
  '/wps/relay/GCSGAME_newGameVendor',
);

/** §9: the vendor call names the platform html5-desktop. */
export const VENDOR_PLATFORM = 'html5-desktop';

/** The lanes as last fetched in this session, per language, with when they were fetched. */
interface StoredLanes {
  at: number;
  lanes: VendorLanes;
}
type Stored = Partial<Record<Language, StoredLanes>>;

function readStored(): Stored {
  try {
    return (JSON.parse(readSession(STORAGE_KEYS.gameVendors) ?? '{}') as Stored | null) ?? {};
  } catch {
    return {};
  }
}

/** A stored entry only when it has the shape the nav and pages read; anything else is fetched again. */
export function storedLanes(language: Language): StoredLanes | undefined {
  try {
    const entry = readStored()[language];
    if (typeof entry?.at === 'number' && entry.lanes.every((lane) => Array.isArray(lane.vendors)))
      return entry;
  } catch {
    // Not an array of lanes: fetched again below.
  }
  return undefined;
}

function storeLanes(language: Language, lanes: VendorLanes): void {
  const stored: Stored = { ...readStored(), [language]: { at: Date.now(), lanes } };
  writeSession(STORAGE_KEYS.gameVendors, JSON.stringify(stored));
}

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
    queryFn: async ({ signal }) => {
      const lanes = await getGameVendors(language, signal);
      storeLanes(language, lanes);
      return lanes;
    },
    // §3: the client caches the vendors in session storage, so a reload or a new page in the same
    // tab draws the nav at once; past the stale time they are fetched again behind what is shown.
    initialData: () => storedLanes(language)?.lanes,
    initialDataUpdatedAt: () => storedLanes(language)?.at,
    staleTime: 10 * 60_000,
    // While the other language loads, keep showing this one instead of emptying the page.
    placeholderData: keepPreviousData,
  });
}

export function useGameVendors() {
  return useQuery(useAsPrerendered(gameVendorsQueryOptions(useLanguage())));
}
