import { describe, expect, it } from 'vitest';
import { cached, cachedByKey } from './cache.js';

describe('cached', () => {
  it('loads once within the TTL, again after it or after invalidate()', async () => {
    let clock = 0;
    let loads = 0;
    const value = cached(
      1000,
      () => Promise.resolve(++loads),
      () => clock,
    );
    expect(await value.get()).toBe(1);
    expect(await value.get()).toBe(1);
    clock = 1001;
    expect(await value.get()).toBe(2);
    value.invalidate();
    expect(await value.get()).toBe(3);
  });

  it('does not keep a failed load', async () => {
    let fail = true;
    const value = cached(1000, () => (fail ? Promise.reject(new Error('down')) : Promise.resolve('up')));
    await expect(value.get()).rejects.toThrow('down');
    fail = false;
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await value.get()).toBe('up');
  });
});

describe('cachedByKey', () => {
  it('keeps each key for the TTL, drops the oldest key beyond the limit, and forgets all on invalidate()', async () => {
    let clock = 0;
    const loads: string[] = [];
    const pages = cachedByKey(
      1000,
      2,
      (key: { page: number }) => {
        loads.push(`page ${key.page}`);
        return Promise.resolve(key.page * 10);
      },
      { now: () => clock },
    );
    expect(await pages.get({ page: 1 })).toBe(10);
    expect(await pages.get({ page: 1 })).toBe(10);
    expect(await pages.get({ page: 2 })).toBe(20);
    expect(loads).toEqual(['page 1', 'page 2']);
    await pages.get({ page: 3 }); // page 1 is the oldest and goes
    await pages.get({ page: 1 });
    expect(loads).toEqual(['page 1', 'page 2', 'page 3', 'page 1']);
    clock = 1001;
    await pages.get({ page: 1 });
    pages.invalidate();
    await pages.get({ page: 1 });
    expect(loads).toEqual(['page 1', 'page 2', 'page 3', 'page 1', 'page 1', 'page 1']);
  });
});
