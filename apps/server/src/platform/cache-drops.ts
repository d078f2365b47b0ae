import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';

/**
 * Hot reads are cached per node (cache.ts); an operator's change drops them. `fanOut` wraps a cache's
 * local drop so that calling it drops the same cache on every node at once, not after the TTL.
 */
export interface CacheDrops {
  fanOut: (name: string, drop: () => void) => () => void;
}

/** One node: a drop is only local. */
export function localCacheDrops(): CacheDrops {
  return { fanOut: (_name, drop) => drop };
}

const CHANNEL = 'swerte:cache-drop';

/**
 * Several nodes: a drop is published on a Redis channel every node subscribes to (on a connection of
 * its own, as Redis requires of a subscriber), and each node runs the drop registered under its name.
 */
export function redisCacheDrops(redis: Redis, log: FastifyBaseLogger, channel = CHANNEL) {
  const node = randomUUID();
  const drops = new Map<string, () => void>();
  const subscriber = redis.duplicate();
  subscriber.on('error', (error: unknown) => log.warn({ err: error }, 'cache-drop subscriber error'));
  subscriber.on('message', (_channel: string, message: string) => {
    try {
      const { from, name } = JSON.parse(message) as { from: string; name: string };
      if (from !== node) drops.get(name)?.();
    } catch (error) {
      log.warn({ err: error }, 'unreadable cache-drop message');
    }
  });
  return {
    fanOut: (name: string, drop: () => void) => {
      drops.set(name, drop);
      return () => {
        drop();
        redis
          .publish(channel, JSON.stringify({ from: node, name }))
          .catch((error: unknown) => log.warn({ err: error, cache: name }, 'cache drop not published'));
      };
    },
    /** Subscribes before the app serves, so no change published after ready is missed. */
    start: async () => void (await subscriber.subscribe(channel)),
    stop: async () => void (await subscriber.quit()),
  };
}

/** The drops of this app: through Redis when it has one (subscribed from ready until close), else local. */
export function registerCacheDrops(app: FastifyInstance, redis: Redis | undefined): CacheDrops {
  if (!redis) return localCacheDrops();
  const drops = redisCacheDrops(redis, app.log);
  app.addHook('onReady', drops.start);
  app.addHook('onClose', drops.stop);
  return drops;
}
