import { Fraction } from '../maths/fraction';

/**
 * Odds in the book are decimal odds (the return per 1 staked, stake included) held as a bigint count of
 * thousandths: 1.950 is 1950n. Every price the book offers, every parlay leg and every payout is computed
 * from that integer. Hong Kong, Malay and Indonesian odds are other ways of writing the same price:
 * they are exact rationals here, and only rounded when written for display.
 */
export type Odds = bigint;

export const ODDS_SCALE = 1000n;
/** The lowest price a selection can carry: 1.001 (a price of 1.000 returns only the stake). */
export const MIN_ODDS: Odds = 1001n;
/** The highest price the book writes (an outsider's price is capped here, never raised). */
export const MAX_ODDS: Odds = 1_000_000n;

export const ODDS_FORMATS = ['decimal', 'hongKong', 'malay', 'indonesian'] as const;
export type OddsFormat = (typeof ODDS_FORMATS)[number];

export function assertOdds(odds: Odds): void {
  if (typeof odds !== 'bigint' || odds < MIN_ODDS || odds > MAX_ODDS) {
    throw new RangeError(`odds must be thousandths from ${MIN_ODDS} to ${MAX_ODDS}, got ${String(odds)}`);
  }
}

/** The decimal price as an exact fraction: 1950n → 39/20. */
export function decimalOf(odds: Odds): Fraction {
  return new Fraction(odds, ODDS_SCALE);
}

/**
 * The price in a format, exactly.
 * - decimal: d.
 * - Hong Kong: the winnings per 1, d − 1.
 * - Malay: d − 1 up to even money (d ≤ 2, a positive figure up to 1); above it −1 / (d − 1), the stake
 *   that wins 1 (a negative figure between −1 and 0).
 * - Indonesian: d − 1 from even money up (d ≥ 2, 1 or more); below it −1 / (d − 1), the stake that wins
 *   1 (−1 or less).
 */
export function toFormat(odds: Odds, format: OddsFormat): Fraction {
  assertOdds(odds);
  const d = decimalOf(odds);
  const win = d.sub(Fraction.one);
  const two = new Fraction(2);
  switch (format) {
    case 'decimal':
      return d;
    case 'hongKong':
      return win;
    case 'malay':
      return d.compare(two) <= 0 ? win : new Fraction(-1).div(win);
    case 'indonesian':
      return d.compare(two) >= 0 ? win : new Fraction(-1).div(win);
  }
}

/** The decimal price of a figure in a format, exactly (a Fraction; `toOdds` makes it thousandths). */
export function fromFormat(value: Fraction, format: OddsFormat): Fraction {
  switch (format) {
    case 'decimal':
      return value;
    case 'hongKong':
      return value.add(Fraction.one);
    case 'malay':
    case 'indonesian': {
      if (value.n === 0n) throw new RangeError(`${format} odds cannot be 0`);
      // A negative figure m is −1 / (d − 1), so d = 1 − 1/m.
      return value.n > 0n ? value.add(Fraction.one) : Fraction.one.sub(Fraction.one.div(value));
    }
  }
}

/** A decimal price that is a whole number of thousandths, as Odds; anything else is refused. */
export function toOdds(decimal: Fraction): Odds {
  const scaled = decimal.mul(ODDS_SCALE);
  if (scaled.d !== 1n) throw new RangeError('the price is not a whole number of thousandths');
  assertOdds(scaled.n);
  return scaled.n;
}

/**
 * The price written for display: 3 decimal places, rounded half away from zero, trailing zeros cut to
 * two places ("1.95", "1.953", "-1.053"). Decimal and Hong Kong figures are exact (the book's prices are
 * thousandths); Malay and Indonesian negatives can be rounded. Only the decimal thousandths are ever
 * settled, whatever format the player reads.
 */
export function formatOdds(odds: Odds, format: OddsFormat): string {
  const text = toFormat(odds, format).toFixed(3);
  return text.endsWith('0') ? text.slice(0, -1) : text;
}

/** The player's winnings on top of the stake and the whole return, for one stake at one price. */
export interface Payout {
  /** Cents returned, stake included: ⌊stake × odds⌋, the fraction of a cent kept by the house. */
  payout: bigint;
  /** The fraction of a cent not paid, as thousandths of a cent (0 to 999). */
  remainder: bigint;
}

/** What a winning stake (cents) returns at a price: rounded down to the cent. */
export function payoutAt(stake: bigint, odds: Odds): Payout {
  if (stake < 0n) throw new RangeError('stake must not be negative');
  assertOdds(odds);
  const exact = stake * odds;
  return { payout: exact / ODDS_SCALE, remainder: exact % ODDS_SCALE };
}

/** Reads a decimal price typed or sent as text ("1.95", "12.5"): thousandths, at most 3 places. */
export function parseDecimalOdds(text: string): Odds {
  const match = /^(\d{1,4})(?:\.(\d{1,3}))?$/.exec(text.trim());
  if (!match) throw new RangeError(`not a decimal price: ${text}`);
  const odds = BigInt(match[1]!) * ODDS_SCALE + BigInt((match[2] ?? '').padEnd(3, '0'));
  assertOdds(odds);
  return odds;
}
