import { GAME_PAGE_SIZE } from '@swerte/contracts';
import type { Game, GameType } from '@swerte/contracts';
import type { ListType } from './game-list-filters';

/** /hot's lists: the hot games, and the member's favourites and recent games (these need a login). */
export const HOT_LIST_TYPES = ['hot', 'fav', 'recent'] as const satisfies readonly ListType[];
export type HotListType = (typeof HOT_LIST_TYPES)[number];

export interface HotListFilters {
  listType: HotListType;
  /** The game-type chip; unset is every type. */
  gameType: GameType | undefined;
  gameName: string;
  /** Pages of 15 shown so far, from 1. */
  pageNo: number;
}

export type HotListAction =
  | { type: 'listType'; listType: HotListType }
  | { type: 'gameType'; gameType: GameType | undefined }
  | { type: 'search'; gameName: string }
  | { type: 'more' };

export const INITIAL_HOT_FILTERS: HotListFilters = {
  listType: 'hot',
  gameType: undefined,
  gameName: '',
  pageNo: 1,
};

/**
 * §4 on /hot: every change goes back to page 1. The game-type chip is the page's section, kept across
 * lists and searches; choosing a list or a type clears the search, a search narrows within the type.
 */
export function hotListReducer(state: HotListFilters, action: HotListAction): HotListFilters {
  switch (action.type) {
    case 'listType':
      return action.listType === state.listType
        ? state
        : { ...state, listType: action.listType, gameName: '', pageNo: 1 };
    case 'gameType':
      return { ...state, gameType: action.gameType, gameName: '', pageNo: 1 };
    case 'search':
      return { ...state, gameName: action.gameName.trim(), pageNo: 1 };
    case 'more':
      return { ...state, pageNo: state.pageNo + 1 };
  }
}

/** The games of a whole list that the filters keep, and the pages of 15 shown so far. */
export function pageOfHotList(all: readonly Game[], filters: HotListFilters) {
  const name = filters.gameName.toLocaleLowerCase();
  const kept = all.filter(
    (game) =>
      (!filters.gameType || game.gameType === filters.gameType) &&
      (!name || game.gameName.toLocaleLowerCase().includes(name)),
  );
  const shown = filters.pageNo * GAME_PAGE_SIZE;
  return { games: kept.slice(0, shown), hasMore: kept.length > shown };
}
