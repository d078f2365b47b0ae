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

/**
 * Several nodes: a Redis channel per topic (under `prefix`), on a subscriber connection of its own (Redis
 * requires it); each node relays what arrives to its local listeners, its own messages included.
 */
export function redisBroadcast(redis: Redis, log: FastifyBaseLogger, prefix = 'swerte:broadcast:') {
  const local = localBroadcast();
  const subscriber = redis.duplicate();
  const subscribed = new Map<string, Promise<unknown>>();
  subscriber.on('error', (error: unknown) => log.warn({ err: error }, 'broadcast subscriber error'));
  subscriber.on('message', (channel: string, message: string) =>
    local.publish(channel.slice(prefix.length), message),
  );
  return {
    publish: (topic: string, message: string) => {
      redis
        .publish(prefix + topic, message)
        .catch((error: unknown) => log.warn({ err: error, topic }, 'broadcast not published'));
    },
    subscribe: (topic: string, listener: (message: string) => void) => {
      if (!subscribed.has(topic))
        subscribed.set(
          topic,
          subscriber
            .subscribe(prefix + topic)
            .catch((error: unknown) => log.warn({ err: error, topic }, 'broadcast not subscribed')),
        );
      return local.subscribe(topic, listener);
    },
    /** Waits for the subscriptions made so far: a message published after this reaches them. */
    ready: async () => void (await Promise.all(subscribed.values())),
    stop: async () => void (await subscriber.quit()),
  } satisfies Broadcast & { ready: () => Promise<void>; stop: () => Promise<void> };
}

/**
 * The broadcast of this app: through Redis when it has one (the topics subscribed while the app is built
 * are listening before it serves), else in process.
 */
export function registerBroadcast(app: FastifyInstance, redis: Redis | undefined): Broadcast {
  if (!redis) return localBroadcast();
  const broadcast = redisBroadcast(redis, app.log);
  app.addHook('onReady', broadcast.ready);
  app.addHook('onClose', broadcast.stop);
  return broadcast;
}
