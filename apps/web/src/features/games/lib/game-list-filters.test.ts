import { describe, expect, it } from 'vitest';
import {
  effectiveVendor,
  gameListReducer,
  hasMorePages,
  initialFilters,
  listTypeOfHall,
  type GameListFilters,
} from './game-list-filters';

/** A list three pages deep with every kind of filter set at once (as no action leaves it). */
const busy: GameListFilters = {
  listType: '',
  vassalage: 'LUZON',
  gameName: 'dragon',
  gameClassify: 'megaways',
  minBet: '0.5',
  pageNo: 3,
  pageSize: 15,
};

describe('game list filters (§4)', () => {
  it('starts on page 1 of 15 with no filter', () => {
    expect(initialFilters('SW_RNG')).toEqual({
      listType: '',
      vassalage: 'SW_RNG',
      gameName: '',
      gameClassify: '',
      minBet: 'all',
      pageNo: 1,
      pageSize: 15,
    });
  });

  it('changing vendor goes back to page 1 and clears search, classification and min bet', () => {
    expect(gameListReducer(busy, { type: 'vendor', vassalage: 'TALA' })).toEqual(initialFilters('TALA'));
  });

  it('searching clears the vendor, classification and min bet, and trims the name', () => {
    expect(gameListReducer(busy, { type: 'search', gameName: '  fiesta ' })).toEqual({
      ...initialFilters(),
      gameName: 'fiesta',
    });
  });

  it('choosing a classification or a min bet keeps only that filter', () => {
    expect(gameListReducer(busy, { type: 'classify', gameClassify: 'classic' })).toEqual({
      ...initialFilters(),
      gameClassify: 'classic',
    });
    expect(gameListReducer(busy, { type: 'minBet', minBet: '0.05' })).toEqual({
      ...initialFilters(),
      minBet: '0.05',
    });
  });

  it('leaves hot, favourites or recent for the plain list when a filter is chosen', () => {
    const favourites = initialFilters(undefined, 'fav');
    expect(gameListReducer(favourites, { type: 'search', gameName: 'ace' }).listType).toBe('');
    expect(gameListReducer(favourites, { type: 'vendor', vassalage: 'TALA' }).listType).toBe('');
  });

  it('switching list type resets paging and filters; back to all keeps the vendor tab', () => {
    const hot = gameListReducer(busy, { type: 'listType', listType: 'hot' });
    expect(hot).toEqual(initialFilters(undefined, 'hot'));
    const onVendor = { ...initialFilters('TALA'), pageNo: 2 };
    expect(gameListReducer(onVendor, { type: 'listType', listType: '' })).toBe(onVendor);
    const fromFav = gameListReducer(
      { ...initialFilters('TALA'), listType: 'fav' },
      { type: 'listType', listType: '' },
    );
    expect(fromFav).toEqual(initialFilters('TALA'));
  });

  it('more asks for the next page and keeps the filters', () => {
    expect(gameListReducer(busy, { type: 'more' })).toEqual({ ...busy, pageNo: 4 });
  });

  it('lists the chosen vendor, else the fallback, but every vendor while a filter is set', () => {
    expect(effectiveVendor(initialFilters('TALA'), 'SW_RNG')).toBe('TALA');
    expect(effectiveVendor(initialFilters(), 'SW_RNG')).toBe('SW_RNG');
    expect(effectiveVendor({ ...initialFilters(), gameName: 'ace' }, 'SW_RNG')).toBeUndefined();
    expect(effectiveVendor({ ...initialFilters(), minBet: '0.1' }, 'SW_RNG')).toBeUndefined();
    expect(effectiveVendor(initialFilters(undefined, 'hot'), 'SW_RNG')).toBeUndefined();
  });

  it('has more while the total pages exceed the pages shown', () => {
    expect(hasMorePages(3, 1)).toBe(true);
    expect(hasMorePages(3, 3)).toBe(false);
    expect(hasMorePages(0, 1)).toBe(false);
  });

  it("maps /rng's ?page= halls to list types: 1 all, 2 hot, 3 favourites, 4 recent", () => {
    expect(['1', '2', '3', '4'].map(listTypeOfHall)).toEqual(['', 'hot', 'fav', 'recent']);
    expect(listTypeOfHall(null)).toBe('');
    expect(listTypeOfHall('9')).toBe('');
  });

  it('a vendor tab cleared lists every vendor again', () => {
    expect(gameListReducer(busy, { type: 'vendor', vassalage: undefined })).toEqual(initialFilters());
  });
});
