import { describe, expect, it } from 'vitest';
import { IMAGE_CACHE_SIZE, createImageCache } from './image-cache';

describe('game image cache', () => {
  it('keeps the 200 most recently loaded addresses', () => {
    expect(IMAGE_CACHE_SIZE).toBe(200);
    const cache = createImageCache();
    for (let id = 1; id <= 201; id++) cache.add(`/media/games/${id}.svg`);
    expect(cache.size).toBe(200);
    expect(cache.has('/media/games/1.svg')).toBe(false);
    expect(cache.has('/media/games/2.svg')).toBe(true);
    expect(cache.has('/media/games/201.svg')).toBe(true);
  });

  it('counts a reload as recent, so a tile seen again is not the next one dropped', () => {
    const cache = createImageCache(2);
    cache.add('a');
    cache.add('b');
    cache.add('a');
    cache.add('c');
    expect(cache.has('a')).toBe(true);
    expect(cache.has('b')).toBe(false);
  });
});
