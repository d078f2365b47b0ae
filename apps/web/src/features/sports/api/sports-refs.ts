import type { sportsEndpoints } from '@swerte/contracts';
import { endpointRef } from '../../../lib/endpoint-ref';

type Calls = typeof sportsEndpoints;

/** Method and path of the book's calls; app/endpoint-refs.test.ts checks them against the contract. */
export const sportsRefs = {
  events: endpointRef<Calls['events']>('GET', '/wps/sports/events'),
  event: endpointRef<Calls['event']>('GET', '/wps/sports/events/:eventId'),
  quote: endpointRef<Calls['quote']>('POST', '/wps/sports/slip/quote'),
  placeBets: endpointRef<Calls['placeBets']>('POST', '/wps/sports/slip'),
  myBets: endpointRef<Calls['myBets']>('GET', '/wps/sports/bets'),
  preferences: endpointRef<Calls['preferences']>('GET', '/wps/sports/preferences'),
  savePreferences: endpointRef<Calls['savePreferences']>('PUT', '/wps/sports/preferences'),
};

/** Query keys: everything under ['sports']; the member's own data has the token in its key. */
export const sportsKeys = {
  events: ['sports', 'events'] as const,
  event: ['sports', 'event'] as const,
  quote: ['sports', 'quote'] as const,
  myBets: ['sports', 'my-bets'] as const,
  preferences: ['sports', 'preferences'] as const,
};
