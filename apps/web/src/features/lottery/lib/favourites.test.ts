import { describe, expect, it } from 'vitest';
import { favouritesOf, parseFavourites, toggleLotteryFavourite } from './favourites';

describe('LOTTFAV favourites (§3, §4)', () => {
  it('adds an id that is not a favourite yet, and removes it on the second toggle', () => {
    const added = toggleLotteryFavourite({}, 'juan', 101);
    expect(favouritesOf(added, 'juan')).toEqual([101]);
    expect(favouritesOf(toggleLotteryFavourite(added, 'juan', 101), 'juan')).toEqual([]);
  });

  it('keeps each username its own list', () => {
    const both = toggleLotteryFavourite(toggleLotteryFavourite({}, 'juan', 101), 'maria', 202);
    expect(favouritesOf(both, 'juan')).toEqual([101]);
    expect(favouritesOf(both, 'maria')).toEqual([202]);
    expect(favouritesOf(toggleLotteryFavourite(both, 'maria', 101), 'juan')).toEqual([101]);
  });

  it('reads back what it stores and survives a broken value', () => {
    const stored = JSON.stringify(toggleLotteryFavourite({}, 'juan', 303));
    expect(parseFavourites(stored)).toEqual({ juan: [303] });
    expect(parseFavourites('{not json')).toEqual({});
    expect(parseFavourites('[1,2]')).toEqual({});
    expect(parseFavourites(JSON.stringify({ juan: ['x'], maria: [101] }))).toEqual({ maria: [101] });
  });
});
