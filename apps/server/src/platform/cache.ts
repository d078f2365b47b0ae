/**
 * A value loaded on demand and kept for `ttlMs`: hot reads (status, permission, lanes) answer from
 * memory. A change made by this process calls invalidate(); other nodes see it within the TTL.
 */
export interface CachedValue<T> {
  get(): Promise<T>;
  invalidate(): void;
}

export function cached<T>(
  ttlMs: number,
  load: () => Promise<T>,
  now: () => number = Date.now,
): CachedValue<T> {
  let entry: { expires: number; value: Promise<T> } | null = null;
  let generation = 0;
  return {
    get() {
      if (entry && entry.expires > now()) return entry.value;
      const loadedFor = ++generation;
      const value = load();
      entry = { expires: now() + ttlMs, value };
      // A failed load is not kept; the next call tries again.
      value.catch(() => {
        if (generation === loadedFor) entry = null;
      });
      return value;
    },
    invalidate() {
      generation++;
      entry = null;
    },
  };
}

/**
 * Values by key, each loaded on demand and kept for `ttlMs`, at most `maxEntries` of them (the oldest
 * goes first): a hot read whose answer depends on its query (a page of the game list).
 */
export function cachedByKey<K, T>(
  ttlMs: number,
  maxEntries: number,
  load: (key: K) => Promise<T>,
  options: { keyOf?: (key: K) => string; now?: () => number } = {},
): { get(key: K): Promise<T>; invalidate(): void } {
  const { keyOf = JSON.stringify, now = Date.now } = options;
  const entries = new Map<string, CachedValue<T>>();
  return {
    get(key: K) {
      const id = keyOf(key);
      let entry = entries.get(id);
      if (!entry) {
        if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
        entry = cached(ttlMs, () => load(key), now);
        entries.set(id, entry);
      }
      return entry.get();
    },
    invalidate() {
      entries.clear();
    },
  };
}
