import {
  adminSabongEndpoints,
  type EndpointBody,
  type FIGHT_STATUSES,
  type SABONG_SIDES,
} from '@swerte/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../lib/api-client';

const e = adminSabongEndpoints;
type FightStatus = (typeof FIGHT_STATUSES)[number];
export type SabongSide = (typeof SABONG_SIDES)[number];

/** The live pools move with every bet: the list is asked again every few seconds while shown. */
export const fightsQuery = (status: FightStatus | undefined, pageSize: number) =>
  queryOptions({
    queryKey: ['sabong', 'fights', status ?? 'all', pageSize],
    queryFn: ({ signal }) => callEndpoint(e.fights, { query: { status, pageSize }, signal }),
    placeholderData: keepPreviousData,
    refetchInterval: 5_000,
  });
export const sabongSettingsQuery = queryOptions({
  queryKey: ['sabong', 'settings'],
  queryFn: ({ signal }) => callEndpoint(e.settings, { signal }),
});

export const saveSabongSettings = (body: EndpointBody<typeof e.saveSettings>) =>
  callEndpoint(e.saveSettings, { body });
export const addFight = (body: EndpointBody<typeof e.addFight>) => callEndpoint(e.addFight, { body });
export const openFight = (fightId: number, closesInSeconds: number | null) =>
  callEndpoint(e.open, { params: { fightId }, body: { closesInSeconds } });
export const closeFight = (fightId: number) => callEndpoint(e.close, { params: { fightId } });
export const enterFightResult = (fightId: number, result: SabongSide) =>
  callEndpoint(e.enterResult, { params: { fightId }, body: { result } });
export const confirmFightResult = (fightId: number) => callEndpoint(e.confirmResult, { params: { fightId } });
export const cancelFight = (fightId: number, reason: string) =>
  callEndpoint(e.cancel, { params: { fightId }, body: { reason } });
