import { describe, expect, it } from 'vitest';
import { LIVE_MAX_BETS } from '@swerte/contracts';
import { liveSlipBets, placeLiveChip, spotKey } from './live-slip';
import type { LivePlacement } from './live-slip';

const place = (placements: LivePlacement[], spot: Parameters<typeof placeLiveChip>[1], cents: bigint) => {
  const next = placeLiveChip(placements, spot, cents);
  if (typeof next === 'string') throw new Error(next);
  return next;
};

describe('live bet slip', () => {
  it('names a spot the same whatever order its numbers come in', () => {
    expect(spotKey({ kind: 'split', numbers: [5, 2] })).toBe(spotKey({ kind: 'split', numbers: [2, 5] }));
    expect(spotKey({ kind: 'dozen', which: 1 })).not.toBe(spotKey({ kind: 'column', which: 1 }));
  });

  it('sums the chips of a spot into one bet, in the order the spots were first laid', () => {
    let slip: LivePlacement[] = [];
    slip = place(slip, { kind: 'red' }, 500n);
    slip = place(slip, { kind: 'straight', numbers: [17] }, 100n);
    slip = place(slip, { kind: 'red' }, 1_000n);
    expect(liveSlipBets(slip)).toEqual([
      { kind: 'red', amount: '15.00' },
      { kind: 'straight', numbers: [17], amount: '1.00' },
    ]);
  });

  it('refuses a chip over the largest stake and a bet past the most a slip takes', () => {
    expect(placeLiveChip([], { kind: 'red' }, 1_000_001n)).toBe('maxBet');
    let slip: LivePlacement[] = [];
    for (let n = 1; n <= LIVE_MAX_BETS; n++) slip = place(slip, { kind: 'straight', numbers: [n] }, 100n);
    expect(placeLiveChip(slip, { kind: 'straight', numbers: [36] }, 100n)).toBe('maxBets');
    // Another chip on a spot already on the slip is still fine.
    expect(placeLiveChip(slip, { kind: 'straight', numbers: [1] }, 100n)).toHaveLength(LIVE_MAX_BETS + 1);
  });
});
