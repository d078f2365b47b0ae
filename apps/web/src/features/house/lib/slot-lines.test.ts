import { describe, expect, it } from 'vitest';
import { winningCells } from './slot-lines';

const grid = [
  ['ace', 'king', 'scatter'],
  ['ace', 'wild', 'ten'],
  ['scatter', 'ace', 'queen'],
  ['jack', 'ten', 'mango'],
  ['scatter', 'jack', 'ten'],
];

describe('winningCells', () => {
  it('marks the run of a line win from reel 1 along its line', () => {
    // Line 2 is the top row; three aces on reels 1 to 3 would cross 0:0, 1:0, 2:0.
    const cells = winningCells({
      grid,
      lineWins: [{ line: 2, symbol: 'ace', count: 2, payout: '0.20' }],
      scatter: { count: 2, payout: '0.00', freeSpinsAwarded: 0 },
    });
    expect([...cells].sort()).toEqual(['0:0', '1:0']);
  });

  it('marks every scatter once three or more land, and none for two', () => {
    const cells = winningCells({
      grid,
      lineWins: [],
      scatter: { count: 3, payout: '0.40', freeSpinsAwarded: 8 },
    });
    expect([...cells].sort()).toEqual(['0:2', '2:0', '4:0']);
    expect(
      winningCells({ grid, lineWins: [], scatter: { count: 2, payout: '0.00', freeSpinsAwarded: 0 } }).size,
    ).toBe(0);
  });
});
