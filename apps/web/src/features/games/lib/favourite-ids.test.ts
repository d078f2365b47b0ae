import { describe, expect, it } from 'vitest';
import { toggleFavouriteId } from './favourite-ids';

describe('favourite toggle (§4)', () => {
  it('adds an id that is not a favourite and removes one that is', () => {
    expect(toggleFavouriteId([3, 7], 9)).toEqual([3, 7, 9]);
    expect(toggleFavouriteId([3, 7, 9], 7)).toEqual([3, 9]);
    expect(toggleFavouriteId([], 1)).toEqual([1]);
  });
});
