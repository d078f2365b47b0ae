import { describe, expect, it } from 'vitest';
import type { Game, GameType } from '@swerte/contracts';
import { INITIAL_HOT_FILTERS, hotListReducer, pageOfHotList } from './hot-list-filters';

const game = (nodeId: number, gameName: string, gameType: GameType = 'RNG') =>
  ({ nodeId, gameName, gameType }) as Game;

describe('hotListReducer', () => {
  it('goes back to page 1 on every change and keeps the type chip across lists and searches', () => {
    let state = hotListReducer(INITIAL_HOT_FILTERS, { type: 'gameType', gameType: 'LIVE' });
    state = hotListReducer(state, { type: 'more' });
    state = hotListReducer(state, { type: 'search', gameName: '  Baccarat ' });
    expect(state).toEqual({ listType: 'hot', gameType: 'LIVE', gameName: 'Baccarat', pageNo: 1 });
    state = hotListReducer(hotListReducer(state, { type: 'more' }), { type: 'listType', listType: 'fav' });
    expect(state).toEqual({ listType: 'fav', gameType: 'LIVE', gameName: '', pageNo: 1 });
  });

  it('clears the search when the type changes, and leaves the state alone for the same list', () => {
    const searched = hotListReducer(INITIAL_HOT_FILTERS, { type: 'search', gameName: 'dragon' });
    expect(hotListReducer(searched, { type: 'gameType', gameType: 'FISH' })).toEqual({
      ...INITIAL_HOT_FILTERS,
      gameType: 'FISH',
    });
    expect(hotListReducer(searched, { type: 'listType', listType: 'hot' })).toBe(searched);
  });
});

describe('pageOfHotList', () => {
  const all = [
    ...Array.from({ length: 20 }, (_, i) => game(i + 1, `Golden Dragon ${i + 1}`)),
    game(30, 'Speed Baccarat', 'LIVE'),
  ];

  it('shows 15 a page with more while games remain', () => {
    expect(pageOfHotList(all, INITIAL_HOT_FILTERS)).toMatchObject({ hasMore: true });
    expect(pageOfHotList(all, INITIAL_HOT_FILTERS).games).toHaveLength(15);
    const second = pageOfHotList(all, { ...INITIAL_HOT_FILTERS, pageNo: 2 });
    expect([second.games.length, second.hasMore]).toEqual([21, false]);
  });

  it('keeps the chosen type and the names holding the search, in any case', () => {
    const live = pageOfHotList(all, { ...INITIAL_HOT_FILTERS, gameType: 'LIVE' });
    expect(live.games.map((g) => g.nodeId)).toEqual([30]);
    const found = pageOfHotList(all, { ...INITIAL_HOT_FILTERS, gameName: 'dragon 1' });
    expect(found.games.map((g) => g.nodeId)).toEqual([1, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19]);
  });
});
