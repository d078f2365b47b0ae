import type { liveTableEndpoints } from '@swerte/contracts';
import { endpointRef } from '../../../lib/endpoint-ref';

type Calls = typeof liveTableEndpoints;

/** Method and path of the shared live tables' calls; live-refs.test.ts checks them against the contract. */
export const liveRefs = {
  tables: endpointRef<Calls['tables']>('GET', '/wps/live/tables'),
  table: endpointRef<Calls['table']>('GET', '/wps/live/tables/:game'),
  bet: endpointRef<Calls['bet']>('POST', '/wps/house/live/:game/bet'),
  mySlips: endpointRef<Calls['mySlips']>('GET', '/wps/house/live/:game/slips'),
  round: endpointRef<Calls['round']>('GET', '/wps/live/tables/:game/rounds/:roundNo'),
};

/** The table's server-sent events (`event: table`), outside the JSON envelope of the other calls. */
export const liveStreamPath = (game: string) => `/wps/live/tables/${encodeURIComponent(game)}/stream`;
