/** §9: the jackpot grows by 165.11 every 3 s. Amounts are integer cents (DESIGN.md: never a float). */
export const JACKPOT_STEP_CENTS = 16_511;
export const JACKPOT_TICK_MS = 3000;

/** Ticks counted from here; every visitor's clock gives the same figure. */
const EPOCH_MS = Date.UTC(2024, 0, 1);
/** The pot is won and starts again every week, so the figure stays a believable size. */
const CYCLE_TICKS = (7 * 24 * 3600 * 1000) / JACKPOT_TICK_MS;
const BASE_CENTS = 1_888_888_888;

function ticksSinceEpoch(nowMs: number): number {
  return Math.floor((nowMs - EPOCH_MS) / JACKPOT_TICK_MS);
}

/** The jackpot at a moment, in cents: a pure function of the time, so all visitors see the same figure. */
export function jackpotCentsAt(nowMs: number): number {
  const inCycle = ((ticksSinceEpoch(nowMs) % CYCLE_TICKS) + CYCLE_TICKS) % CYCLE_TICKS;
  return BASE_CENTS + inCycle * JACKPOT_STEP_CENTS;
}

/** Milliseconds until the figure next changes (ticks are aligned for everyone). */
export function msUntilNextTick(nowMs: number): number {
  const into = (((nowMs - EPOCH_MS) % JACKPOT_TICK_MS) + JACKPOT_TICK_MS) % JACKPOT_TICK_MS;
  return JACKPOT_TICK_MS - into;
}

/** Cents as the API's decimal string ("18888888.88"), for formatMoney. */
export function centsToDecimal(cents: number): string {
  const whole = Math.floor(cents / 100);
  return `${whole}.${String(cents - whole * 100).padStart(2, '0')}`;
}
