import { GAME_SESSION_HEADER } from '@swerte/contracts';
import type { Endpoint, EndpointValue, houseEndpoints } from '@swerte/contracts';
import { callEndpoint } from '../../../lib/api-client';
import type { CallOptions } from '../../../lib/api-client';
import { endpointRef } from '../../../lib/endpoint-ref';
import type { EndpointRef } from '../../../lib/endpoint-ref';

type Calls = typeof houseEndpoints;

/** Method and path of the house calls; house-refs.test.ts checks them against the contract. */
export const houseRefs = {
  session: endpointRef<Calls['session']>('POST', '/wps/house/session'),
  fairness: endpointRef<Calls['fairness']>('GET', '/wps/house/fairness'),
  rotateSeed: endpointRef<Calls['rotateSeed']>('POST', '/wps/house/fairness/rotate'),
  slotSpin: endpointRef<Calls['slotSpin']>('POST', '/wps/house/slot/spin'),
  fishingShots: endpointRef<Calls['fishingShots']>('POST', '/wps/house/fishing/shots'),
  baccaratTable: endpointRef<Calls['baccaratTable']>('GET', '/wps/house/baccarat/table'),
  baccaratBet: endpointRef<Calls['baccaratBet']>('POST', '/wps/house/baccarat/bet'),
  baccaratDeal: endpointRef<Calls['baccaratDeal']>('POST', '/wps/house/baccarat/deal'),
  round: endpointRef<Calls['round']>('GET', '/wps/house/rounds/:roundId'),
};

/**
 * A call inside a game: it carries the game session and never the member's token, so a game session
 * that ended (401) closes the game, not the member's login.
 */
export function callGame<E extends Endpoint>(
  ref: EndpointRef<E>,
  sessionToken: string,
  options: Omit<CallOptions<E>, 'headers' | 'withToken'> = {},
): Promise<EndpointValue<E>> {
  return callEndpoint(ref, {
    ...options,
    headers: { [GAME_SESSION_HEADER]: sessionToken },
    withToken: false,
  });
}
