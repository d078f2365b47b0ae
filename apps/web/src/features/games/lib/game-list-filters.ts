import { GAME_PAGE_SIZE } from '@swerte/contracts';
import type { MIN_BET_OPTIONS } from '@swerte/contracts';

/** §4 list types: '' lists by vendor (and the query filters), the others are the member's own lists. */
export const LIST_TYPES = ['', 'hot', 'fav', 'recent'] as const;
export type ListType = (typeof LIST_TYPES)[number];

/** §4: favourites and recent games need a login. */
export const LOGIN_LIST_TYPES: readonly ListType[] = ['fav', 'recent'];

/** §2: /rng's hall is switched by ?page=: 1 all, 2 hot, 3 favourites, 4 recent. */
export const HALL_PAGES: Record<ListType, string> = { '': '1', hot: '2', fav: '3', recent: '4' };

/** The list type of a ?page= value; anything unknown is the default hall. */
export function listTypeOfHall(page: string | null): ListType {
  return LIST_TYPES.find((listType) => HALL_PAGES[listType] === page) ?? '';
}

export type MinBetFilter = 'all' | (typeof MIN_BET_OPTIONS)[number];

/** What a game list page asks for: one list type, at most one filter, and how many pages it shows. */
export interface GameListFilters {
  listType: ListType;
  /** The vendor tab chosen; unset falls back to the remembered or first vendor (see effectiveVendor). */
  vassalage: string | undefined;
  gameName: string;
  gameClassify: string;
  minBet: MinBetFilter;
  /** Pages shown so far, from 1. */
  pageNo: number;
  pageSize: number;
}

export type GameListAction =
  /** A vendor tab; unset lists every vendor of the type. */
  | { type: 'vendor'; vassalage: string | undefined }
  | { type: 'search'; gameName: string }
  | { type: 'classify'; gameClassify: string }
  | { type: 'minBet'; minBet: MinBetFilter }
  | { type: 'listType'; listType: ListType }
  | { type: 'more' };

const CLEARED = {
  listType: '',
  vassalage: undefined,
  gameName: '',
  gameClassify: '',
  minBet: 'all',
  pageNo: 1,
  pageSize: GAME_PAGE_SIZE,
} as const satisfies GameListFilters;

export function initialFilters(vassalage?: string, listType: ListType = ''): GameListFilters {
  return { ...CLEARED, vassalage, listType };
}

/**
 * §4: changing vendor, search, classification or min bet goes back to page 1 of 15 and clears the
 * other filters (so does choosing another list type); 'more' asks for the next page.
 */
export function gameListReducer(state: GameListFilters, action: GameListAction): GameListFilters {
  switch (action.type) {
    case 'vendor':
      return { ...CLEARED, vassalage: action.vassalage };
    case 'search':
      return { ...CLEARED, gameName: action.gameName.trim() };
    case 'classify':
      return { ...CLEARED, gameClassify: action.gameClassify };
    case 'minBet':
      return { ...CLEARED, minBet: action.minBet };
    case 'listType':
      // Back to "all" keeps the vendor tab the member was on.
      if (action.listType === state.listType) return state;
      return {
        ...CLEARED,
        listType: action.listType,
        vassalage: action.listType ? undefined : state.vassalage,
      };
    case 'more':
      return { ...state, pageNo: state.pageNo + 1 };
  }
}

/** True while one of the query filters (name, classification, min bet) is set. */
export function hasQueryFilter(state: GameListFilters): boolean {
  return state.gameName !== '' || state.gameClassify !== '' || state.minBet !== 'all';
}

/**
 * The vendor the list is narrowed to: the chosen tab; with no tab chosen and no other filter, the
 * fallback (the vendor remembered from the nav, else the first one); with a filter, every vendor.
 */
export function effectiveVendor(state: GameListFilters, fallback: string | undefined): string | undefined {
  if (state.listType !== '') return undefined;
  if (state.vassalage) return state.vassalage;
  return hasQueryFilter(state) ? undefined : fallback;
}

/** §4: there is more while the total pages exceed the pages shown. */
export function hasMorePages(totalPages: number, pageNo: number): boolean {
  return totalPages > pageNo;
}
