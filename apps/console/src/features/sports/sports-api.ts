import {
  adminSportsEndpoints,
  adminSportsFeedEndpoints,
  type EndpointBody,
  type EVENT_STATUSES,
  type SPORTS_CATEGORIES,
} from '@swerte/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../lib/api-client';

const e = adminSportsEndpoints;
export type EventStatus = (typeof EVENT_STATUSES)[number];
export type SportsCategory = (typeof SPORTS_CATEGORIES)[number];
export type ResultBody = EndpointBody<typeof e.enterResult>;
export type MarketChange = EndpointBody<typeof e.editMarket>;

export const eventsQuery = (category: SportsCategory, status: EventStatus | undefined, pageNo: number) =>
  queryOptions({
    queryKey: ['sports', 'events', category, status ?? 'all', pageNo],
    queryFn: ({ signal }) =>
      callEndpoint(e.events, { query: { category, status, pageNo, pageSize: 50 }, signal }),
    placeholderData: keepPreviousData,
  });
export const sportsSettingsQuery = queryOptions({
  queryKey: ['sports', 'settings'],
  queryFn: ({ signal }) => callEndpoint(e.settings, { signal }),
});

export const createEvent = (body: EndpointBody<typeof e.createEvent>) =>
  callEndpoint(e.createEvent, { body });
export const editEvent = (eventId: number, body: EndpointBody<typeof e.editEvent>) =>
  callEndpoint(e.editEvent, { params: { eventId }, body });
export const editMarket = (marketId: number, body: MarketChange) =>
  callEndpoint(e.editMarket, { params: { marketId }, body });
export const enterEventResult = (eventId: number, body: ResultBody) =>
  callEndpoint(e.enterResult, { params: { eventId }, body });
export const confirmEventResult = (eventId: number) => callEndpoint(e.confirmResult, { params: { eventId } });
export const saveSportsSettings = (body: EndpointBody<typeof e.saveSettings>) =>
  callEndpoint(e.saveSettings, { body });

const f = adminSportsFeedEndpoints;
export const feedsQuery = queryOptions({
  queryKey: ['sports', 'feeds'],
  queryFn: ({ signal }) => callEndpoint(f.feeds, { signal }),
});
export const createFeed = (body: EndpointBody<typeof f.createFeed>) => callEndpoint(f.createFeed, { body });
export const editFeed = (code: string, body: EndpointBody<typeof f.editFeed>) =>
  callEndpoint(f.editFeed, { params: { code }, body });
