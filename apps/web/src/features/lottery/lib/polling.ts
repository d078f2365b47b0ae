/** §4: the lottery lists poll again after the smallest remaining time, never later than this. */
export const POLL_MAX_MS = 30_000;
/** §4: when a draw's time has come (remaining 0 or less), ask again after this. */
export const POLL_DUE_MS = 7_000;

/**
 * §4 lottery polling timer: the smallest remaining time (ms) of the listed draws capped at 30,000 ms,
 * or 7,000 ms when it is 0 or less (the draw is closing or being drawn; its result comes soon).
 * No draw listed: the cap.
 */
export function pollDelay(remainingMs: readonly number[]): number {
  if (remainingMs.length === 0) return POLL_MAX_MS;
  const smallest = Math.min(...remainingMs);
  if (!(smallest > 0)) return POLL_DUE_MS;
  return Math.min(smallest, POLL_MAX_MS);
}
