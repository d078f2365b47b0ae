import type { Rng } from '../fair/rng';
import { Fraction } from '../maths/fraction';
import type { BetOdds } from './odds';

/** Fast SEA draws: five positions, each a digit 0–9, drawn every 1, 3 or 5 minutes. */
export const SEA_POSITIONS = 5;
export const SEA_INTERVALS = [1, 3, 5] as const;
export type SeaInterval = (typeof SEA_INTERVALS)[number];

/** Sums 23–45 are big and 0–22 small: the sum's distribution is symmetric about 22.5, so each is 1/2. */
export const SEA_SUM_BIG_FROM = 23;
/** Digits 5–9 are big and 0–4 small. */
export const SEA_DIGIT_BIG_FROM = 5;
export const SEA_MAX_SUM = 9 * SEA_POSITIONS;

/** Draw order: positions 1 to 5, one `int(10)` each. */
export function drawSea(rng: Rng): number[] {
  return Array.from({ length: SEA_POSITIONS }, () => rng.int(10));
}

export type SeaBet =
  /** The digit at a position (1–5). */
  | { kind: 'digit'; position: number; digit: number }
  /** Big (5–9) or small (0–4) at a position. */
  | { kind: 'positionBigSmall'; position: number; pick: 'big' | 'small' }
  | { kind: 'positionOddEven'; position: number; pick: 'odd' | 'even' }
  /** The exact sum of the five digits, 0–45. */
  | { kind: 'sum'; total: number }
  /** Big (23–45) or small (0–22) sum. */
  | { kind: 'sumBigSmall'; pick: 'big' | 'small' }
  | { kind: 'sumOddEven'; pick: 'odd' | 'even' };
export type SeaBetKind = SeaBet['kind'];
export const SEA_BET_KINDS: readonly SeaBetKind[] = [
  'digit',
  'positionBigSmall',
  'positionOddEven',
  'sum',
  'sumBigSmall',
  'sumOddEven',
];

const bigSmall = (value: number, bigFrom: number) => (value >= bigFrom ? 'big' : 'small');
const oddEven = (value: number) => (value % 2 === 1 ? 'odd' : 'even');

/** Whether a bet wins on a draw. */
export function seaBetWins(bet: SeaBet, digits: readonly number[]): boolean {
  const sum = digits.reduce((a, b) => a + b, 0);
  switch (bet.kind) {
    case 'digit':
      return digits[bet.position - 1] === bet.digit;
    case 'positionBigSmall':
      return bigSmall(digits[bet.position - 1]!, SEA_DIGIT_BIG_FROM) === bet.pick;
    case 'positionOddEven':
      return oddEven(digits[bet.position - 1]!) === bet.pick;
    case 'sum':
      return sum === bet.total;
    case 'sumBigSmall':
      return bigSmall(sum, SEA_SUM_BIG_FROM) === bet.pick;
    case 'sumOddEven':
      return oddEven(sum) === bet.pick;
  }
}

/** Ways (of 10^5) five digits make each sum 0–45, by convolution. */
export const SEA_SUM_WAYS: readonly number[] = (() => {
  let ways = [1];
  for (let p = 0; p < SEA_POSITIONS; p++) {
    const next = new Array<number>(ways.length + 9).fill(0);
    ways.forEach((w, s) => {
      for (let d = 0; d <= 9; d++) next[s + d]! += w;
    });
    ways = next;
  }
  return ways;
})();

/** Exact probability that a bet wins. */
export function seaWinProbability(bet: SeaBet): Fraction {
  switch (bet.kind) {
    case 'digit':
      return new Fraction(1, 10);
    case 'positionBigSmall':
    case 'positionOddEven':
    case 'sumOddEven':
    case 'sumBigSmall':
      return new Fraction(1, 2);
    case 'sum':
      return new Fraction(SEA_SUM_WAYS[bet.total] ?? 0, 10 ** SEA_POSITIONS);
  }
}

/** Exact return to player at given odds: P(win) × pays / price. */
export function seaReturnToPlayer(bet: SeaBet, odds: Pick<BetOdds, 'price' | 'pays'>): Fraction {
  return seaWinProbability(bet).mul(odds.pays).div(odds.price);
}

const seaOdds = (pays: bigint): BetOdds => ({ price: 100n, pays, maxPayout: 100_000_000n });

/**
 * Default odds (price 1.00 a point; pays include the stake's worth, "1 ăn 1.95"): digit 9.70, big/small
 * and odd/even 1.95 (97.5%), exact sum `floor(9,700,000 / ways)` cents so no sum returns over 97%.
 */
export function defaultSeaOdds(bet: SeaBet): BetOdds {
  switch (bet.kind) {
    case 'digit':
      return seaOdds(970n);
    case 'sum':
      return seaOdds(9_700_000n / BigInt(SEA_SUM_WAYS[bet.total] ?? 1));
    case 'positionBigSmall':
    case 'positionOddEven':
    case 'sumBigSmall':
    case 'sumOddEven':
      return seaOdds(195n);
  }
}

export interface SeaSettlement {
  stake: bigint;
  win: boolean;
  /** Cents: points × pays on a win, capped at maxPayout; 0 on a loss. */
  payout: bigint;
}

/** Settles `points` on a SEA bet in integer cents. */
export function settleSea(
  bet: SeaBet,
  points: bigint,
  digits: readonly number[],
  odds: BetOdds,
): SeaSettlement {
  const win = seaBetWins(bet, digits);
  const full = win ? points * odds.pays : 0n;
  return { stake: points * odds.price, win, payout: full < odds.maxPayout ? full : odds.maxPayout };
}
