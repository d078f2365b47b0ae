import type { pvpEndpoints } from '@swerte/contracts';
import { endpointRef } from '../../../lib/endpoint-ref';

type Calls = typeof pvpEndpoints;

/** Method and path of the PvP room calls; house-refs.test.ts checks them against the contract. */
export const pvpRefs = {
  roomList: endpointRef<Calls['roomList']>('GET', '/wps/relay/GLS2_roomList'),
  table: endpointRef<Calls['table']>('GET', '/wps/house/pvp/rooms/:roomCode'),
  sit: endpointRef<Calls['sit']>('POST', '/wps/house/pvp/rooms/:roomCode/sit'),
  leave: endpointRef<Calls['leave']>('POST', '/wps/house/pvp/rooms/:roomCode/leave'),
  move: endpointRef<Calls['move']>('POST', '/wps/house/pvp/rooms/:roomCode/move'),
};

/** The room's server-sent events (read with fetch: they need the game session header). */
export const pvpStreamPath = (roomCode: string) =>
  `/wps/house/pvp/rooms/${encodeURIComponent(roomCode)}/stream`;
