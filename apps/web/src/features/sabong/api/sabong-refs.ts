import type { sabongEndpoints } from '@swerte/contracts';
import { endpointRef } from '../../../lib/endpoint-ref';

type Calls = typeof sabongEndpoints;

/** Method and path of the sabong calls; app/endpoint-refs.test.ts checks them against the contract. */
export const sabongRefs = {
  card: endpointRef<Calls['card']>('GET', '/wps/sabong/card'),
  fight: endpointRef<Calls['fight']>('GET', '/wps/sabong/fights/:fightId'),
  bet: endpointRef<Calls['bet']>('POST', '/wps/sabong/bets'),
  myBets: endpointRef<Calls['myBets']>('GET', '/wps/sabong/bets'),
};

/** The card as server-sent events (`event: card`), pushed on every bet and every move of a fight. */
export const SABONG_STREAM_PATH = '/wps/sabong/stream';

/** Query keys: everything under ['sabong']; the member's bets have the token in their key. */
export const sabongKeys = {
  card: ['sabong', 'card'] as const,
  myBets: ['sabong', 'my-bets'] as const,
};
