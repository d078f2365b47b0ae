import { Fraction } from '../maths/fraction';
import { ODDS_SCALE, assertOdds } from './odds';
import type { Odds } from './odds';
import { returnFactor } from './settle';
import type { Settlement } from './settle';

/** A leg of a parlay (accumulator): a selection of one event at the price taken. */
export interface Leg {
  /** The event the selection belongs to (the same-event rule reads it). */
  eventId: string;
  odds: Odds;
}

export interface SettledLeg extends Leg {
  settlement: Settlement;
}

/** Most legs on one parlay (and selections on one system bet). */
export const MAX_PARLAY_LEGS = 20;

/** How a slip treats two selections of one event in a parlay. */
export type SameEventRule = 'forbid' | 'allow';

export type ParlayProblem = 'error_sports_same_event' | 'error_sports_parlay_legs';

/**
 * Checks a parlay's legs: 2 to MAX_PARLAY_LEGS legs, and under 'forbid' no two of one event (their
 * outcomes are related, so their product would misprice them). Null when fine.
 */
export function parlayProblem(legs: readonly Leg[], rule: SameEventRule): ParlayProblem | null {
  if (legs.length < 2 || legs.length > MAX_PARLAY_LEGS) return 'error_sports_parlay_legs';
  if (rule === 'forbid' && new Set(legs.map((leg) => leg.eventId)).size !== legs.length) {
    return 'error_sports_same_event';
  }
  return null;
}

/** The parlay's price: the product of its legs' decimal prices, exactly. */
export function parlayPrice(legs: readonly Leg[]): Fraction {
  return legs.reduce((price, leg) => {
    assertOdds(leg.odds);
    return price.mul(new Fraction(leg.odds, ODDS_SCALE));
  }, Fraction.one);
}

/** The price shown on the slip: the product rounded down to the thousandth, as text ("7.414"). */
export function parlayPriceText(legs: readonly Leg[]): string {
  const price = parlayPrice(legs).mul(ODDS_SCALE);
  const thousandths = price.n / price.d;
  return `${thousandths / ODDS_SCALE}.${(thousandths % ODDS_SCALE).toString().padStart(3, '0')}`;
}

/** Cents, rounded down once at the end, optionally capped at the book's maximum payout per bet. */
function cents(stake: bigint, factor: Fraction, maxPayout?: bigint): bigint {
  if (stake < 0n) throw new RangeError('stake must not be negative');
  const exact = (stake * factor.n) / factor.d;
  return maxPayout !== undefined && exact > maxPayout ? maxPayout : exact;
}

/** What a parlay returns if every leg wins: ⌊stake × Π odds⌋ (capped), shown before confirming. */
export function parlayPotentialReturn(stake: bigint, legs: readonly Leg[], maxPayout?: bigint): bigint {
  return cents(stake, parlayPrice(legs), maxPayout);
}

/**
 * A settled parlay: ⌊stake × Π factor⌋ over its legs (capped). A void leg counts at 1.00, a half-won leg
 * at (1 + o) / 2, a half-lost leg at 1/2, a lost leg sinks it; the product is taken exactly and rounded
 * down to the cent once, so the order of the legs does not matter.
 */
export function settleParlay(stake: bigint, legs: readonly SettledLeg[], maxPayout?: bigint): bigint {
  const factor = legs.reduce((f, leg) => f.mul(returnFactor(leg.settlement, leg.odds)), Fraction.one);
  return cents(stake, factor, maxPayout);
}

/** A parlay's state while its events run: lost as soon as a leg loses, settled once every leg is. */
export function parlayState(legs: readonly (SettledLeg | Leg)[]): 'open' | 'lost' | 'settled' {
  if (legs.some((leg) => 'settlement' in leg && leg.settlement.outcome === 'lost')) return 'lost';
  return legs.every((leg) => 'settlement' in leg) ? 'settled' : 'open';
}
