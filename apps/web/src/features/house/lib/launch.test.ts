import { describe, expect, it } from 'vitest';
import { gameListPath, houseGameOf, resumeAddress } from './launch';

describe('house launch addresses', () => {
  it('knows the slot and the table by vendor and game code, and nothing else', () => {
    expect(houseGameOf('SW_RNG', 'SWERTE_FIESTA')).toBe('slot');
    expect(houseGameOf('SW_LIVE', 'BACCARAT')).toBe('baccarat');
    expect(houseGameOf('SW_RNG', 'BACCARAT')).toBeNull();
    expect(houseGameOf(null, null)).toBeNull();
  });

  it('sends a player back to the list the game came from', () => {
    expect(gameListPath('SW_LIVE')).toBe('/live');
    expect(gameListPath('SW_RNG')).toBe('/rng');
    expect(gameListPath('SW_FISH')).toBe('/fish');
  });

  it('keeps vendor and game code, and drops the launch token, in the resume address', () => {
    expect(resumeAddress('SW_RNG', 'SWERTE_FIESTA')).toBe('/seamless?vendor=SW_RNG&gameCode=SWERTE_FIESTA');
  });
});
