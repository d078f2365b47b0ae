import { Fraction } from '../maths/fraction';
import { MAX_ODDS, MIN_ODDS, ODDS_SCALE } from './odds';
import type { Odds } from './odds';

/** The operator's margin on a market, in basis points: 500 is 5%. */
export type MarginBp = number;
export const MAX_MARGIN_BP = 5000;
/** Prices are written in steps of this many thousandths (10: two decimal places, 1.95). */
export const DEFAULT_TICK = 10n;

export interface PricingOptions {
  marginBp: MarginBp;
  /** Step of the prices in thousandths (1, 5, 10…); prices are rounded down to it. */
  tick?: bigint;
}

/**
 * Prices from fair probabilities with the operator's margin m, proportionally: a selection of
 * probability p is priced at 1 / (p × (1 + m)), rounded down to the tick and capped at MAX_ODDS. Every
 * offered selection then returns at most 1 / (1 + m) per unit staked (p × odds ≤ 1 / (1 + m)); rounding
 * down only widens the margin. A selection whose price would fall below the lowest tick above 1.000 (or
 * with probability 0) is not offered: null.
 *
 * Selections may overlap (double chance, place markets): the rule is per selection, so it holds there too.
 */
export function priceSelections(
  probabilities: readonly Fraction[],
  options: PricingOptions,
): (Odds | null)[] {
  const tick = options.tick ?? DEFAULT_TICK;
  if (!Number.isInteger(options.marginBp) || options.marginBp < 0 || options.marginBp > MAX_MARGIN_BP) {
    throw new RangeError(`margin must be whole basis points from 0 to ${MAX_MARGIN_BP}`);
  }
  if (tick < 1n || ODDS_SCALE % tick !== 0n) throw new RangeError('tick must divide 1000');
  const loading = new Fraction(10_000 + options.marginBp, 10_000);
  const lowest = ((MIN_ODDS + tick - 1n) / tick) * tick;
  return probabilities.map((p) => {
    if (p.n < 0n || p.compare(Fraction.one) > 0) throw new RangeError('a probability is outside 0 to 1');
    if (p.n === 0n) return null;
    const fair = Fraction.one.div(p.mul(loading)).mul(ODDS_SCALE);
    const floored = (fair.n / fair.d / tick) * tick;
    const odds = floored > MAX_ODDS ? MAX_ODDS : floored;
    return odds < lowest ? null : odds;
  });
}

/** The book's overround: Σ 1 / odds over a market's selections (1.05 for a 5% book). */
export function overround(odds: readonly Odds[]): Fraction {
  return odds.reduce((sum, o) => sum.add(new Fraction(ODDS_SCALE, o)), Fraction.zero);
}

/** A selection's expected return per unit staked: p × odds. The house's margin on it is 1 − that. */
export function expectedReturn(probability: Fraction, odds: Odds): Fraction {
  return probability.mul(new Fraction(odds, ODDS_SCALE));
}
