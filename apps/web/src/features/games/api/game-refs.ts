import type { gamesEndpoints } from '@swerte/contracts';
import { endpointRef } from '../../../lib/endpoint-ref';

type Calls = typeof gamesEndpoints;

/** Method and path of the game catalogue calls; api-refs.test.ts checks them against the contract. */
export const gameRefs = {
  gameList: endpointRef<Calls['gameList']>('GET', '/wps/relay/GCSGAME_gameList'),
  hotGames: endpointRef<Calls['hotGames']>('GET', '/wps/relay/GCSGAME_hotGamesV2'),
  favouriteIds: endpointRef<Calls['favouriteIds']>('GET', '/wps/relay/MCSFE_getFavoriteGames'),
  favouriteList: endpointRef<Calls['favouriteList']>('GET', '/wps/relay/MCSFE_getFavoriteGamesList'),
  addFavourite: endpointRef<Calls['addFavourite']>('POST', '/wps/relay/MCSFE_addFavoriteGamesV2'),
  removeFavourite: endpointRef<Calls['removeFavourite']>('POST', '/wps/relay/MCSFE_removeFavoriteGamesV2'),
  recentGames: endpointRef<Calls['recentGames']>('GET', '/wps/relay/GCS_recentGame'),
  launchGame: endpointRef<Calls['launchGame']>('POST', '/wps/game/launchGame'),
  gameLaunchFB: endpointRef<Calls['gameLaunchFB']>('GET', '/wps/relay/GCS_gameLaunchFB'),
};

/** §3 game query: the client type and platforms the list calls name. */
export const GAME_CLIENT_TYPE = 3;
export const GAME_LIST_PLATFORM = 'flash,html5-desktop';

/** Query keys: everything under ['games'] that depends on the member has the token in its key. */
export const gameKeys = {
  list: ['games', 'list'] as const,
  hot: ['games', 'hot'] as const,
  favouriteIds: ['games', 'favourite-ids'] as const,
  favourites: ['games', 'favourites'] as const,
  recent: ['games', 'recent'] as const,
  sportsbook: ['games', 'sportsbook'] as const,
};
