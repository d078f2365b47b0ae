import { describe, expect, it } from 'vitest';
import { SWERTE_FIESTA, SYMBOL_CODES } from '@swerte/games';
import type { SlotSpinWire } from '@swerte/contracts';
import { freeSpinsKnown, isBigWin, openingGrid } from './slot-round';

const spin = (awarded: number): SlotSpinWire => ({
  mode: 'free',
  stops: [0, 0, 0, 0, 0],
  grid: [],
  lineWins: [],
  scatter: { count: awarded ? 3 : 0, payout: '0.00', freeSpinsAwarded: awarded },
  multiplier: 2,
  payout: '0.00',
});

describe('slot round helpers', () => {
  it('celebrates a win of 20 stakes or more, not less', () => {
    expect(isBigWin(4_000n, 200n)).toBe(true);
    expect(isBigWin(3_999n, 200n)).toBe(false);
    expect(isBigWin(0n, 0n)).toBe(false);
  });

  it('counts free spins as retriggers add them', () => {
    const round = { base: { ...spin(8), mode: 'base' as const }, freeSpins: [spin(0), spin(8), spin(0)] };
    expect(freeSpinsKnown(round, 0)).toBe(8);
    expect(freeSpinsKnown(round, 1)).toBe(16);
    expect(freeSpinsKnown(round, 2)).toBe(16);
  });

  it('opens on the top of each base strip', () => {
    const grid = openingGrid(SWERTE_FIESTA.baseStrips, SYMBOL_CODES);
    expect(grid).toHaveLength(5);
    expect(grid[0]).toEqual(['scatter', 'ace', 'ten']);
  });
});
