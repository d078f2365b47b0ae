import type { FightSide } from './parimutuel';

/** A fight's betting window as the operator left it: open by hand, and optionally closing on a schedule. */
export interface FightWindow {
  status: 'scheduled' | 'open' | 'closed' | 'settled' | 'cancelled';
  /** Epoch milliseconds at which the schedule closes betting; null when only the operator closes it. */
  closesAt: number | null;
}

export type SabongBetError =
  'error_sabong_betting_closed' | 'error_bet_below_min' | 'error_sports_stake_above_limit';

/** Betting is open while the fight is open and, with a schedule, `now` is before its close. */
export function isWindowOpen(window: FightWindow, now: number): boolean {
  return window.status === 'open' && (window.closesAt === null || now < window.closesAt);
}

/**
 * Checks a bet before it is charged: the window (the server's clock), then the stake within the limits
 * (cents). Null when it may be taken.
 */
export function sabongBetProblem(
  window: FightWindow,
  now: number,
  bet: { side: FightSide; stake: bigint },
  limits: { minStake: bigint; maxStake: bigint },
): { code: SabongBetError; limit: bigint | null } | null {
  if (!isWindowOpen(window, now)) return { code: 'error_sabong_betting_closed', limit: null };
  if (bet.stake < limits.minStake || bet.stake < 1n)
    return { code: 'error_bet_below_min', limit: limits.minStake };
  if (bet.stake > limits.maxStake) return { code: 'error_sports_stake_above_limit', limit: limits.maxStake };
  return null;
}
