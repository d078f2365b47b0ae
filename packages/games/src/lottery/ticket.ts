import { VN_BET_RULES, VN_BET_TYPES, combinationCount, numberDigits } from './bets';
import type { VnBetType } from './bets';
import type { BetOdds } from './odds';
import { SEA_BET_KINDS, SEA_MAX_SUM, SEA_POSITIONS } from './sea';
import type { SeaBet } from './sea';
import type { VnTicket } from './settle';
import { ticketStake } from './settle';

/**
 * Why a ticket is refused. The server maps each to a catalogue key; the last three are the
 * catalogue's existing keys.
 */
export const TICKET_ERRORS = [
  'error_lottery_bet_type',
  'error_lottery_number_format',
  'error_lottery_number_range',
  'error_lottery_number_duplicate',
  'error_lottery_numbers_count',
  'error_lottery_points',
  'error_bet_below_min',
  'error_bet_above_max',
  'error_bet_closed',
] as const;
export type TicketError = (typeof TICKET_ERRORS)[number];

export type Checked<T> =
  { ok: true; value: T; stake: bigint } | { ok: false; code: TicketError; detail: string };

/** Operator limits on one ticket, in cents and numbers. */
export interface TicketLimits {
  minStake: bigint;
  maxStake: bigint;
  /** Most numbers on one ticket (the grid's picks). */
  maxNumbers: number;
}

const fail = (code: TicketError, detail: string) => ({ ok: false as const, code, detail });

function checkStake<T>(
  value: T,
  stake: bigint,
  limits: Pick<TicketLimits, 'minStake' | 'maxStake'>,
): Checked<T> {
  if (stake < limits.minStake) return fail('error_bet_below_min', `${stake} < ${limits.minStake}`);
  if (stake > limits.maxStake) return fail('error_bet_above_max', `${stake} > ${limits.maxStake}`);
  return { ok: true, value, stake };
}

function checkPoints(points: unknown): points is bigint {
  return typeof points === 'bigint' && points >= 1n;
}

/**
 * Checks a Vietnamese lottery ticket: a bet type the game offers, numbers of exactly the type's digits
 * (leading zeros kept), no repeats, enough numbers for one combination and no more than the limit,
 * whole points, and a stake (points × price × combinations) within the limits.
 */
export function checkVnTicket(
  input: { type: string; numbers: readonly string[]; points: bigint },
  odds: Pick<BetOdds, 'price'>,
  limits: TicketLimits,
  offered: readonly VnBetType[] = VN_BET_TYPES,
): Checked<VnTicket> {
  const type = offered.find((t) => t === input.type);
  if (!type) return fail('error_lottery_bet_type', input.type);
  const digits = numberDigits(type);
  const pattern = new RegExp(`^\\d{${digits}}$`);
  const bad = input.numbers.find((n) => !pattern.test(n));
  if (bad !== undefined) return fail('error_lottery_number_format', `${bad}: needs ${digits} digits`);
  if (new Set(input.numbers).size !== input.numbers.length)
    return fail('error_lottery_number_duplicate', input.numbers.join(','));
  const { group } = VN_BET_RULES[type];
  if (input.numbers.length < group || input.numbers.length > limits.maxNumbers)
    return fail(
      'error_lottery_numbers_count',
      `${input.numbers.length} numbers; ${group} to ${limits.maxNumbers} allowed`,
    );
  if (!checkPoints(input.points)) return fail('error_lottery_points', String(input.points));
  const ticket: VnTicket = { type, numbers: [...input.numbers], points: input.points };
  if (combinationCount(type, ticket.numbers.length) === 0n) return fail('error_lottery_numbers_count', '0');
  return checkStake(ticket, ticketStake(ticket, odds), limits);
}

const isInt = (value: unknown, min: number, max: number): boolean =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;

/** Checks a fast SEA bet: kind, position 1–5, digit 0–9, sum 0–45, pick, whole points, stake limits. */
export function checkSeaBet(
  bet: SeaBet,
  points: bigint,
  odds: Pick<BetOdds, 'price'>,
  limits: Omit<TicketLimits, 'maxNumbers'>,
): Checked<SeaBet> {
  if (!SEA_BET_KINDS.includes(bet.kind)) return fail('error_lottery_bet_type', String(bet.kind));
  if ('position' in bet && !isInt(bet.position, 1, SEA_POSITIONS))
    return fail('error_lottery_number_range', `position ${bet.position}`);
  if (bet.kind === 'digit' && !isInt(bet.digit, 0, 9))
    return fail('error_lottery_number_range', `digit ${bet.digit}`);
  if (bet.kind === 'sum' && !isInt(bet.total, 0, SEA_MAX_SUM))
    return fail('error_lottery_number_range', `sum ${bet.total}`);
  if ('pick' in bet) {
    const picks = bet.kind.endsWith('BigSmall') ? ['big', 'small'] : ['odd', 'even'];
    if (!picks.includes(bet.pick)) return fail('error_lottery_number_format', String(bet.pick));
  }
  if (!checkPoints(points)) return fail('error_lottery_points', String(points));
  return checkStake(bet, points * odds.price, limits);
}

/** Betting is open strictly before the lock instant (the server passes its database's clock). */
export function checkOpen(
  now: number,
  lockAt: number,
): { ok: true } | { ok: false; code: 'error_bet_closed' } {
  return now < lockAt ? { ok: true } : { ok: false, code: 'error_bet_closed' };
}
