import { beforeAll, describe, expect, it } from 'vitest';
import { slotStatistics } from './enumerate';
import type { SlotStatistics } from './enumerate';
import { slotReturn } from './maths';
import { swerteFiesta } from './spin';

// Full enumeration of every stop combination of both strip sets (72.5 million): a few seconds.
describe('slotStatistics (full enumeration)', () => {
  let statistics: SlotStatistics;
  beforeAll(() => {
    statistics = slotStatistics(swerteFiesta);
  }, 60_000);

  it('agrees exactly with the per-line calculation of the return', () => {
    expect(statistics.rtp).toEqual(slotReturn(swerteFiesta).rtp);
    expect(statistics.trigger).toEqual(slotReturn(swerteFiesta).trigger);
  });

  it('has the hit frequency and volatility the README documents', () => {
    expect(statistics.hitFrequency.toFixed(4)).toBe('0.4488');
    expect(statistics.standardDeviation.toFixed(3)).toBe('3.108');
    expect(statistics.volatilityIndex.toFixed(2)).toBe('5.11');
  });
});
