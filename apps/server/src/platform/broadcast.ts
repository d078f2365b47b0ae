import { EventEmitter } from 'node:events';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';

/**
 * Messages to every node at once: what one node changes that the others' open connections must show
 * (a live table's new round). Every listener of a topic runs for every message on it, the publishing
 * node's included, so a node treats its own changes and the others' the same way.
 */
export interface Broadcast {
  publish(topic: string, message: string): void;
  /** Listens on a topic; answers the function that stops listening. */
  subscribe(topic: string, listener: (message: string) => void): () => void;
}

/** One node: an in-process emitter. */
export function localBroadcast(): Broadcast {
  const emitter = new EventEmitter();
  // One listener per open stream: hundreds of viewers of a table are expected, not a leak.
  emitter.setMaxListeners(0);
  return {
    publish: (topic, message) => void emitter.emit(topic, message),
    subscribe: (topic, listener) => {
      emitter.on(topic, listener);
      return () => void emitter.off(topic, listener);
    },
  };
}

const PREFIX = 'swerte:broadcast:';

/**
 * Several nodes: a Redis channel per topic, on a subscriber connection of its own (Redis requires it);
 * each node relays what arrives to its local listeners, its own messages included.
 */
export function redisBroadcast(redis: Redis, log: FastifyBaseLogger) {
  const local = localBroadcast();
  const subscriber = redis.duplicate();
  const channels = new Set<string>();
  subscriber.on('error', (error: unknown) => log.warn({ err: error }, 'broadcast subscriber error'));
  subscriber.on('message', (channel: string, message: string) =>
    local.publish(channel.slice(PREFIX.length), message),
  );
  return {
    publish: (topic: string, message: string) => {
      redis
        .publish(PREFIX + topic, message)
        .catch((error: unknown) => log.warn({ err: error, topic }, 'broadcast not published'));
    },
    subscribe: (topic: string, listener: (message: string) => void) => {
      if (!channels.has(topic)) {
        channels.add(topic);
        subscriber
          .subscribe(PREFIX + topic)
          .catch((error: unknown) => log.warn({ err: error, topic }, 'broadcast not subscribed'));
      }
      return local.subscribe(topic, listener);
    },
    stop: async () => void (await subscriber.quit()),
  } satisfies Broadcast & { stop: () => Promise<void> };
}

/** The broadcast of this app: through Redis when it has one, else in process. */
export function registerBroadcast(app: FastifyInstance, redis: Redis | undefined): Broadcast {
  if (!redis) return localBroadcast();
  const broadcast = redisBroadcast(redis, app.log);
  app.addHook('onClose', broadcast.stop);
  return broadcast;
}
