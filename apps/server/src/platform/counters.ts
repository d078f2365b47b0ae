import type { Redis } from 'ioredis';

/**
 * Fixed-window counters for throttles and lockouts (failed logins, reset requests): in process by
 * default, shared through Redis when REDIS_URL is set so that every node counts the same attempts.
 */
export interface CounterStore {
  /** Adds one to `key` (starting a window of `windowMs` at the first hit); returns the count and ms left. */
  hit(key: string, windowMs: number): Promise<{ count: number; resetInMs: number }>;
  peek(key: string): Promise<{ count: number; resetInMs: number }>;
  reset(key: string): Promise<void>;
}

export function memoryCounters(now: () => number = Date.now): CounterStore {
  const entries = new Map<string, { count: number; expires: number }>();
  const live = (key: string) => {
    const entry = entries.get(key);
    if (entry && entry.expires <= now()) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  };
  return {
    hit(key, windowMs) {
      if (entries.size > 100_000) for (const k of entries.keys()) live(k);
      const entry = live(key) ?? { count: 0, expires: now() + windowMs };
      entry.count += 1;
      entries.set(key, entry);
      return Promise.resolve({ count: entry.count, resetInMs: entry.expires - now() });
    },
    peek(key) {
      const entry = live(key);
      return Promise.resolve({ count: entry?.count ?? 0, resetInMs: entry ? entry.expires - now() : 0 });
    },
    reset(key) {
      entries.delete(key);
      return Promise.resolve();
    },
  };
}

export function redisCounters(redis: Redis, prefix = 'swerte-ct:'): CounterStore {
  return {
    async hit(key, windowMs) {
      const k = prefix + key;
      const result = await redis.multi().incr(k).pexpire(k, windowMs, 'NX').pttl(k).exec();
      const count = Number(result?.[0]?.[1] ?? 1);
      const ttl = Number(result?.[2]?.[1] ?? windowMs);
      return { count, resetInMs: ttl > 0 ? ttl : windowMs };
    },
    async peek(key) {
      const k = prefix + key;
      const [count, ttl] = await Promise.all([redis.get(k), redis.pttl(k)]);
      return { count: Number(count ?? 0), resetInMs: ttl > 0 ? ttl : 0 };
    },
    async reset(key) {
      await redis.del(prefix + key);
    },
  };
}
