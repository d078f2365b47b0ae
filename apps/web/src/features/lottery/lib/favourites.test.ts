import { describe, expect, it } from 'vitest';
import { favouritesOf, parseFavourites, toggleLotteryFavourite } from './favourites';

describe('LOTTFAV favourites (§3, §4)', () => {
  it('adds an id that is not a favourite yet, and removes it on the second toggle', () => {
    const added = toggleLotteryFavourite({}, 'juan', 'MB');
    expect(favouritesOf(added, 'juan')).toEqual(['MB']);
    expect(favouritesOf(toggleLotteryFavourite(added, 'juan', 'MB'), 'juan')).toEqual([]);
  });

  it('keeps each username its own list', () => {
    const both = toggleLotteryFavourite(toggleLotteryFavourite({}, 'juan', 'MB'), 'maria', 'TPHCM');
    expect(favouritesOf(both, 'juan')).toEqual(['MB']);
    expect(favouritesOf(both, 'maria')).toEqual(['TPHCM']);
    expect(favouritesOf(toggleLotteryFavourite(both, 'maria', 'MB'), 'juan')).toEqual(['MB']);
  });

  it('reads back what it stores and survives a broken value', () => {
    const stored = JSON.stringify(toggleLotteryFavourite({}, 'juan', 'SEA1'));
    expect(parseFavourites(stored)).toEqual({ juan: ['SEA1'] });
    expect(parseFavourites('{not json')).toEqual({});
    expect(parseFavourites('[1,2]')).toEqual({});
    expect(parseFavourites(JSON.stringify({ juan: [1], maria: ['MB'] }))).toEqual({ maria: ['MB'] });
  });
});
