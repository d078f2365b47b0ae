import { describe, expect, it } from 'vitest';
import { gameTypeFromPath } from './game-type-path';

describe('gameTypeFromPath', () => {
  it('upper-cases the first path segment into a game type', () => {
    expect(gameTypeFromPath('/rng')).toBe('RNG');
    expect(gameTypeFromPath('/cockfight/')).toBe('COCKFIGHT');
    expect(gameTypeFromPath('/Esports')).toBe('ESPORTS');
  });

  it('returns null for other paths', () => {
    expect(gameTypeFromPath('/vip')).toBeNull();
    expect(gameTypeFromPath('/')).toBeNull();
  });
});
