import { useReducer, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { GameType } from '@swerte/contracts';
import { requireGate } from '../../../lib/gate';
import { useGameStore } from '../../../stores/game-store';
import {
  HALL_PAGES,
  LOGIN_LIST_TYPES,
  effectiveVendor,
  gameListReducer,
  initialFilters,
  listTypeOfHall,
} from '../lib/game-list-filters';
import type { GameListAction, ListType, MinBetFilter } from '../lib/game-list-filters';

interface GameListStateOptions {
  /** /rng: the list type is the hall named by ?page= (§2). */
  hallInUrl: boolean;
  /**
   * List pages whose vendor the nav remembers (rng, live, fish, pvp): the tab follows the remembered
   * vendor, and with no filter set the list falls back to it, else to `firstVendor`.
   */
  remembersVendor: boolean;
  firstVendor?: string | undefined;
}

/**
 * A game list page's filters (§4): the reducer's state plus what it follows from outside, the hall
 * in the address on /rng and the vendor chosen in the nav. Favourites and recent need a login: asked
 * for without one, they open the login popup and the list stays as it was.
 */
export function useGameListState(gameType: GameType, options: GameListStateOptions) {
  const { hallInUrl, remembersVendor } = options;
  const [params, setParams] = useSearchParams();
  const hall = hallInUrl ? listTypeOfHall(params.get('page')) : null;
  const storedVendor = useGameStore((state) => state.activeVendors[gameType]);
  const setActiveVendor = useGameStore((state) => state.setActiveVendor);
  const remembered = remembersVendor ? storedVendor : undefined;
  const [filters, dispatch] = useReducer(gameListReducer, undefined, () =>
    initialFilters(remembered, hall ?? ''),
  );

  // Follow the address and the nav: a hall picked by link or history, a vendor picked in the nav.
  const [seen, setSeen] = useState({ hall, remembered });
  if (seen.hall !== hall || seen.remembered !== remembered) {
    setSeen({ hall, remembered });
    if (hall !== null && seen.hall !== hall) dispatch({ type: 'listType', listType: hall });
    if (remembered && seen.remembered !== remembered) dispatch({ type: 'vendor', vassalage: remembered });
  }

  const showHall = (listType: ListType) => {
    setParams(listType === '' ? {} : { page: HALL_PAGES[listType] }, { replace: true });
  };
  /** Applies an action; on /rng a filter that leaves a member's list also moves the hall back to 1. */
  const act = (action: GameListAction) => {
    const next = gameListReducer(filters, action);
    dispatch(action);
    if (hall !== null && next.listType !== hall) showHall(next.listType);
  };

  return {
    filters,
    vendor: effectiveVendor(filters, remembered ?? options.firstVendor),
    chooseVendor: (vassalage: string | undefined) => {
      if (remembersVendor && vassalage) setActiveVendor(gameType, vassalage);
      act({ type: 'vendor', vassalage });
    },
    search: (gameName: string) => {
      if (gameName.trim() !== filters.gameName) act({ type: 'search', gameName });
    },
    classify: (gameClassify: string) => act({ type: 'classify', gameClassify }),
    setMinBet: (minBet: MinBetFilter) => act({ type: 'minBet', minBet }),
    chooseListType: (listType: ListType) => {
      if (LOGIN_LIST_TYPES.includes(listType) && !requireGate('login')) return;
      if (hall !== null) showHall(listType);
      else dispatch({ type: 'listType', listType });
    },
    more: () => dispatch({ type: 'more' }),
  };
}

export type GameListState = ReturnType<typeof useGameListState>;
