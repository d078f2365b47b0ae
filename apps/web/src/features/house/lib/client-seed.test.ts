import { describe, expect, it } from 'vitest';
import { isValidClientSeed, randomClientSeed } from './client-seed';

describe('client seeds', () => {
  it('takes printable text up to 64 characters with no spaces at the ends', () => {
    expect(isValidClientSeed('my lucky seed 7!')).toBe(true);
    expect(isValidClientSeed(' padded')).toBe(false);
    expect(isValidClientSeed('')).toBe(false);
    expect(isValidClientSeed('x'.repeat(65))).toBe(false);
    expect(isValidClientSeed('sampaguíta')).toBe(false);
  });

  it('makes random seeds the server accepts', () => {
    const seed = randomClientSeed();
    expect(seed).toMatch(/^[0-9a-f]{16}$/);
    expect(isValidClientSeed(seed)).toBe(true);
    expect(randomClientSeed()).not.toBe(seed);
  });
});
