import { LOTTERY_POLL_DUE_MS, LOTTERY_POLL_MAX_MS } from '@swerte/contracts';

/**
 * §4 lottery polling timer: the smallest remaining time (ms) of the listed draws capped at 30,000 ms,
 * or 7,000 ms when it is 0 or less (the draw is closing or being drawn; its result comes soon).
 * No draw listed: the cap.
 */
export function pollDelay(remainingMs: readonly number[]): number {
  if (remainingMs.length === 0) return LOTTERY_POLL_MAX_MS;
  const smallest = Math.min(...remainingMs);
  if (!(smallest > 0)) return LOTTERY_POLL_DUE_MS;
  return Math.min(smallest, LOTTERY_POLL_MAX_MS);
}
