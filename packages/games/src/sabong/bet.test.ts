import { describe, expect, it } from 'vitest';
import { isWindowOpen, sabongBetProblem } from './bet';

const limits = { minStake: 1000n, maxStake: 5_000_000n };

describe('sabong bet checks', () => {
  it('takes bets only while the window is open and before its scheduled close', () => {
    expect(isWindowOpen({ status: 'open', closesAt: null }, 5)).toBe(true);
    expect(isWindowOpen({ status: 'open', closesAt: 10 }, 9)).toBe(true);
    expect(isWindowOpen({ status: 'open', closesAt: 10 }, 10)).toBe(false);
    for (const status of ['scheduled', 'closed', 'settled', 'cancelled'] as const) {
      expect(isWindowOpen({ status, closesAt: null }, 0)).toBe(false);
    }
  });

  it('refuses a closed window first, then stakes outside the limits', () => {
    const open = { status: 'open' as const, closesAt: 100 };
    expect(sabongBetProblem(open, 100, { side: 'meron', stake: 10n }, limits)).toEqual({
      code: 'error_sabong_betting_closed',
      limit: null,
    });
    expect(sabongBetProblem(open, 50, { side: 'wala', stake: 999n }, limits)).toEqual({
      code: 'error_bet_below_min',
      limit: 1000n,
    });
    expect(sabongBetProblem(open, 50, { side: 'draw', stake: 5_000_001n }, limits)).toEqual({
      code: 'error_sports_stake_above_limit',
      limit: 5_000_000n,
    });
    expect(sabongBetProblem(open, 50, { side: 'meron', stake: 5_000_000n }, limits)).toBeNull();
  });
});
