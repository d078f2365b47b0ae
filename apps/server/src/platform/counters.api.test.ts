import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { redisCounters } from './counters.js';

// Runs where a Redis server is given (CI sets REDIS_URL); the in-process store has its unit test.
describe.runIf(process.env.REDIS_URL)('counters shared through Redis', () => {
  const redis = new Redis(process.env.REDIS_URL ?? '');
  afterAll(async () => {
    await redis.quit();
  });

  it('two stores on one Redis count the same attempts, and reset clears them', async () => {
    const prefix = `test-${randomBytes(4).toString('hex')}:`;
    const a = redisCounters(redis, prefix);
    const b = redisCounters(redis, prefix);
    expect((await a.hit('login:u:x', 60_000)).count).toBe(1);
    const second = await b.hit('login:u:x', 60_000);
    expect(second.count).toBe(2);
    expect(second.resetInMs).toBeGreaterThan(59_000);
    expect((await a.peek('login:u:x')).count).toBe(2);
    await b.reset('login:u:x');
    expect((await a.peek('login:u:x')).count).toBe(0);
  });
});
