import type { gamesEndpoints, lotteryEndpoints } from '@swerte/contracts';
import { endpointRef } from '../../../lib/endpoint-ref';

type Calls = typeof lotteryEndpoints;

/** Method and path of the lottery calls; app/endpoint-refs.test.ts checks them against the contract. */
export const lotteryRefs = {
  vnGameMenu: endpointRef<Calls['vnGameMenu']>('GET', '/lgw/vn/games/game_menu'),
  vnRecent: endpointRef<Calls['vnRecent']>('GET', '/lgw/vn/games/game_menu/recent'),
  popular: endpointRef<Calls['popular']>('GET', '/lgw/games/popular'),
  vnOpenedNumeros: endpointRef<Calls['vnOpenedNumeros']>('GET', '/lgw/vn/numeros/opened/game'),
  openedNumero: endpointRef<Calls['openedNumero']>('GET', '/lotto/lgw/games/opened/numero'),
  gameDetail: endpointRef<Calls['gameDetail']>('GET', '/lgw/lottery/games/:gameCode'),
  results: endpointRef<Calls['results']>('GET', '/lgw/lottery/games/:gameCode/results'),
  fairness: endpointRef<Calls['fairness']>('GET', '/lgw/lottery/games/:gameCode/draws/:numero/fairness'),
  trends: endpointRef<Calls['trends']>('GET', '/lgw/lottery/games/:gameCode/trends'),
  buy: endpointRef<Calls['buy']>('POST', '/wps/lottery/slips'),
  myTickets: endpointRef<Calls['myTickets']>('GET', '/wps/lottery/tickets'),
  room: endpointRef<Calls['room']>('GET', '/wps/lottery/games/:gameCode/room'),
  /** §4's prize mode reads the site's game menus (vendors per game type). */
  gameMenus: endpointRef<(typeof gamesEndpoints)['gameMenus']>('GET', '/lgw/games/game_menus'),
};

/** Query keys: everything under ['lottery']; what depends on the member has the token in its key. */
export const lotteryKeys = {
  all: ['lottery'] as const,
  prizeMode: ['lottery', 'prize-mode'] as const,
  menus: ['lottery', 'menus'] as const,
  recent: ['lottery', 'recent'] as const,
  popular: ['lottery', 'popular'] as const,
  opened: ['lottery', 'opened'] as const,
  detail: ['lottery', 'detail'] as const,
  results: ['lottery', 'results'] as const,
  trends: ['lottery', 'trends'] as const,
  fairness: ['lottery', 'fairness'] as const,
  tickets: ['lottery', 'tickets'] as const,
  room: ['lottery', 'room'] as const,
};

/** §7: the lottery calls name the device. */
export const LOTTERY_DEVICE = 'WEB';
