import { pvpEndpoints, type PvpSettings } from '@swerte/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../lib/api-client';

const e = pvpEndpoints;

export const pvpRoomsQuery = queryOptions({
  queryKey: ['pvp', 'rooms'],
  queryFn: ({ signal }) => callEndpoint(e.adminRooms, { signal }),
  refetchInterval: 10_000,
});
export const pvpHandsQuery = (roomCode: string, before: number | undefined) =>
  queryOptions({
    queryKey: ['pvp', 'hands', roomCode, before ?? 0],
    queryFn: ({ signal }) =>
      callEndpoint(e.adminHands, { query: { roomCode, before, pageSize: 50 }, signal }),
    placeholderData: keepPreviousData,
  });
export const pvpSettingsQuery = queryOptions({
  queryKey: ['pvp', 'settings'],
  queryFn: ({ signal }) => callEndpoint(e.settings, { signal }),
});

export const savePvpSettings = (body: PvpSettings) => callEndpoint(e.updateSettings, { body });
