import { randomUUID } from 'node:crypto';
import Fastify from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { waitFor } from '../../test/job-proof.js';
import { redisBroadcast } from './broadcast.js';
import { cacheDropsOver } from './cache-drops.js';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const probe = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, connectTimeout: 1000 });
probe.on('error', () => undefined);
const reachable = await probe.connect().then(
  () => true,
  () => false,
);
probe.disconnect();

describe.runIf(reachable)(`cache drops through Redis (${REDIS_URL})`, () => {
  const log = Fastify({ logger: false }).log;
  const clients = [new Redis(REDIS_URL), new Redis(REDIS_URL)];
  // Channels of this run's own, so that servers or tests sharing the Redis server cannot interfere.
  const prefix = `swerte:test:${randomUUID()}:`;
  const broadcasts = clients.map((redis) => redisBroadcast(redis, log, prefix));
  const nodes = broadcasts.map(cacheDropsOver);
  afterAll(async () => {
    await Promise.all(broadcasts.map((broadcast) => broadcast.stop()));
    await Promise.all(clients.map((redis) => redis.quit()));
  });

  it('drops the same cache on the other node at once, and only that cache', async () => {
    const dropped = { here: 0, there: 0, otherCache: 0 };
    const [here, there] = nodes as [(typeof nodes)[0], (typeof nodes)[0]];
    const dropHere = here.fanOut('games.catalogue', () => dropped.here++);
    there.fanOut('games.catalogue', () => dropped.there++);
    there.fanOut('system.settings', () => dropped.otherCache++);
    await Promise.all(broadcasts.map((broadcast) => broadcast.ready()));

    dropHere();
    expect(dropped.here).toBe(1);
    expect(await waitFor(() => Promise.resolve(dropped.there === 1), 1000)).toBe(true);
    expect(dropped).toEqual({ here: 1, there: 1, otherCache: 0 });
  });
});
