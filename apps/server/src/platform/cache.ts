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
