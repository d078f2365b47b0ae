import { describe, expect, it } from 'vitest';
import { cached } from './cache.js';

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
