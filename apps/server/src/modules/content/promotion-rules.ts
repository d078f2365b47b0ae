import type { PromoKind, PromoStatus } from '@swerte/contracts';

/** Where a promotion stands in time: not started, running, or over (ended or switched off). */
export type Phase = 'upcoming' | 'live' | 'ended';
export type EntryState = 'joined' | 'applying' | 'rejected' | 'issued' | 'claimed' | 'won' | 'lost';

/** The kinds a member joins first (and then claims, or waits for the draw). */
export const JOIN_KINDS: readonly PromoKind[] = [
  'deposit_bonus',
  'first_deposit',
  'turnover_reward',
  'raffle',
];
/** The kinds a member claims themself once eligible. */
export const CLAIM_KINDS: readonly PromoKind[] = ['deposit_bonus', 'first_deposit', 'turnover_reward'];

export function phaseOf(
  promo: { enabled: boolean; startAt: Date | null; endAt: Date | null },
  now: Date,
): Phase {
  if (!promo.enabled) return 'ended';
  if (promo.startAt && now < promo.startAt) return 'upcoming';
  if (promo.endAt && now >= promo.endAt) return 'ended';
  return 'live';
}

/**
 * The §4 status one member sees. `entry` is their row (null: not taking part); `eligible` whether a
 * claim would pay now (joined claim kinds only).
 */
export function statusFor(
  kind: PromoKind,
  phase: Phase,
  entry: { state: EntryState } | null,
  eligible: boolean,
): PromoStatus {
  if (!entry) return phase === 'upcoming' ? 'coming_soon' : phase === 'ended' ? 'close' : 'join';
  switch (entry.state) {
    case 'claimed':
    case 'issued':
    case 'rejected':
    case 'applying':
      return entry.state;
    case 'won':
      return 'claim';
    case 'lost':
      return 'close';
    case 'joined':
      if (kind === 'raffle') return phase === 'ended' ? 'process' : 'joined';
      if (phase === 'ended') return 'close';
      return phase === 'live' && eligible ? 'claim' : 'joined';
  }
}

/** basis points of an amount, rounded down to the cent, at most `cap`. */
export function percentBonus(amount: bigint, bps: number, cap: bigint): bigint {
  const bonus = (amount * BigInt(bps)) / 10_000n;
  return bonus > cap ? cap : bonus;
}

/** One raffle ticket per whole `ticketPer` of valid bets. */
export function ticketsFor(validBets: bigint, ticketPer: bigint): number {
  if (ticketPer <= 0n || validBets <= 0n) return 0;
  return Number(validBets / ticketPer);
}

/**
 * Up to `winners` distinct entries, each draw weighted by tickets among those not yet drawn.
 * `pick(total)` answers a uniform whole number in [0, total): crypto randomness in the service, a fixed
 * sequence in tests. Entries without tickets never win.
 */
export function drawWinners<T extends { tickets: number }>(
  entries: readonly T[],
  winners: number,
  pick: (total: bigint) => bigint,
): T[] {
  const pool = entries.filter((entry) => entry.tickets > 0);
  const chosen: T[] = [];
  while (chosen.length < winners && pool.length > 0) {
    const total = pool.reduce((sum, entry) => sum + BigInt(entry.tickets), 0n);
    let ticket = pick(total);
    const index = pool.findIndex((entry) => {
      if (ticket < BigInt(entry.tickets)) return true;
      ticket -= BigInt(entry.tickets);
      return false;
    });
    const [winner] = pool.splice(index < 0 ? pool.length - 1 : index, 1);
    if (winner) chosen.push(winner);
  }
  return chosen;
}
