/** §9: the image cache holds 200 entries. */
export const IMAGE_CACHE_SIZE = 200;

/**
 * The addresses of images that loaded, newest last, so a tile seen before shows its picture at once
 * instead of waiting for the observer again. A Map keeps insertion order: the first key is the oldest.
 */
export function createImageCache(size = IMAGE_CACHE_SIZE) {
  const loaded = new Map<string, true>();
  return {
    has(url: string): boolean {
      return loaded.has(url);
    },
    add(url: string): void {
      loaded.delete(url);
      loaded.set(url, true);
      if (loaded.size > size) loaded.delete(loaded.keys().next().value as string);
    },
    get size(): number {
      return loaded.size;
    },
    clear(): void {
      loaded.clear();
    },
  };
}

/** The one cache every game image shares. */
export const gameImageCache = createImageCache();
