import { randomUUID } from 'node:crypto';
import { localBroadcast, type Broadcast } from './broadcast.js';

/**
 * Hot reads are cached per node (cache.ts); an operator's change drops them. `fanOut` wraps a cache's
 * local drop so that calling it drops the same cache on every node at once, not after the TTL.
 */
export interface CacheDrops {
  fanOut: (name: string, drop: () => void) => () => void;
}

const TOPIC = 'cache-drop';

/**
 * Drops over a broadcast: the node that changed something drops its own cache at once, and every other
 * node drops the cache registered under the same name when the broadcast reaches it.
 */
export function cacheDropsOver(broadcast: Broadcast): CacheDrops {
  const node = randomUUID();
  return {
    fanOut: (name, drop) => {
      broadcast.subscribe(TOPIC, (message) => {
        const sent = JSON.parse(message) as { from: string; name: string };
        if (sent.name === name && sent.from !== node) drop();
      });
      return () => {
        drop();
        broadcast.publish(TOPIC, JSON.stringify({ from: node, name }));
      };
    },
  };
}

/** One node, no broadcast: a drop is only local. */
export function localCacheDrops(): CacheDrops {
  return cacheDropsOver(localBroadcast());
}
