import { describe, expect, it } from 'vitest';
import { pollDelay } from './polling';

describe('lottery polling timer (§4)', () => {
  it('waits for the smallest remaining time', () => {
    expect(pollDelay([12_000, 4_500, 29_000])).toBe(4_500);
  });

  it('never waits longer than 30,000 ms', () => {
    expect(pollDelay([90_000, 3_600_000])).toBe(30_000);
    expect(pollDelay([30_001])).toBe(30_000);
    expect(pollDelay([30_000])).toBe(30_000);
  });

  it('asks again after 7,000 ms once a draw is due (0 or less)', () => {
    expect(pollDelay([0, 20_000])).toBe(7_000);
    expect(pollDelay([-1_500, 20_000])).toBe(7_000);
  });

  it('waits the cap when nothing is listed', () => {
    expect(pollDelay([])).toBe(30_000);
  });
});
