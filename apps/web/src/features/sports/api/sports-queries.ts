import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { Language, PlaceBetsBody, SportsPreferences } from '@swerte/contracts';
import { callEndpoint } from '../../../lib/api-client';
import type { BookCategory, EventsStatus } from '../lib/book-view';
import { sportsKeys, sportsRefs } from './sports-refs';

/** One page of a category's events (the lists show up to 100: a day's card of a small book). */
export function eventsOptions(
  category: BookCategory,
  status: EventsStatus,
  language: Language,
  sport?: string,
) {
  return queryOptions({
    queryKey: [...sportsKeys.events, category, status, sport ?? '', language],
    queryFn: ({ signal }) =>
      callEndpoint(sportsRefs.events, {
        signal,
        language,
        query: { category, status, sport, language, pageNo: 1, pageSize: 100 },
      }),
    // Prices and starts move: a list refreshes while it is open, an in-play one more often.
    refetchInterval: status === 'inPlay' ? 10_000 : 30_000,
    placeholderData: keepPreviousData,
  });
}

export function eventOptions(eventId: number, language: Language) {
  return queryOptions({
    queryKey: [...sportsKeys.event, eventId, language],
    queryFn: ({ signal }) =>
      callEndpoint(sportsRefs.event, { signal, language, params: { eventId }, query: { language } }),
    refetchInterval: 15_000,
  });
}

/** The slip priced by the server: stakes, the parlay's price and each bet's potential return. */
export function quoteOptions(body: PlaceBetsBody | null, token: string | null) {
  return queryOptions({
    queryKey: [...sportsKeys.quote, body, token],
    queryFn: ({ signal }) => callEndpoint(sportsRefs.quote, { signal, body: body! }),
    enabled: body !== null && token !== null,
    retry: false,
    placeholderData: keepPreviousData,
  });
}

export function myBetsOptions(status: 'open' | 'settled', token: string | null, language: Language) {
  return queryOptions({
    queryKey: [...sportsKeys.myBets, status, token, language],
    queryFn: ({ signal }) =>
      callEndpoint(sportsRefs.myBets, { signal, language, query: { status, pageSize: 30 } }),
    enabled: token !== null,
    refetchInterval: status === 'open' ? 15_000 : false,
  });
}

export function preferencesOptions(token: string | null) {
  return queryOptions({
    queryKey: [...sportsKeys.preferences, token],
    queryFn: ({ signal }) => callEndpoint(sportsRefs.preferences, { signal }),
    enabled: token !== null,
    staleTime: Infinity,
  });
}

export function savePreferences(change: Partial<SportsPreferences>): Promise<SportsPreferences> {
  return callEndpoint(sportsRefs.savePreferences, { body: change });
}

export function placeSlip(body: PlaceBetsBody) {
  return callEndpoint(sportsRefs.placeBets, { body });
}
