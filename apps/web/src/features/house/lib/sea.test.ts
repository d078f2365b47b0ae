import { describe, expect, it } from 'vitest';
import { DEFAULT_FISH } from '@swerte/games';
import { CANNON, fire, newSea, step } from './sea';

/** A repeatable stand-in for Math.random. */
function seeded(seed: number) {
  let s = seed;
  return () => (s = (s * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
}

describe('the sea', () => {
  it('swims only fish of the school the server knows', () => {
    const random = seeded(1);
    const sea = newSea(random);
    for (let i = 0; i < 200; i++) step(sea, 0.05, random);
    const codes = new Set(DEFAULT_FISH.map((kind) => kind.code));
    expect(sea.fish.every((fish) => codes.has(fish.kind.code))).toBe(true);
  });

  it('ends every bullet on exactly one fish: a shot is always a hit the server settles', () => {
    const random = seeded(7);
    const sea = newSea(random);
    const fired = Array.from({ length: 30 }, (_, i) => fire(sea, { x: i * 33, y: 100 + (i % 5) * 50 }).id);
    const hit: number[] = [];
    for (let i = 0; i < 400 && sea.bullets.length > 0; i++)
      hit.push(...step(sea, 0.02, random).map((h) => h.bulletId));
    expect(hit.sort((a, b) => a - b)).toEqual(fired);
  });

  it('fires upward from the cannon even at a point below it', () => {
    const sea = newSea(seeded(3));
    expect(fire(sea, { x: CANNON.x + 100, y: CANNON.y + 50 }).vy).toBeLessThan(0);
  });
});
