import type { Rng } from '../fair/rng';
import { Fraction } from '../maths/fraction';

/** European roulette: one zero, pockets 0 to 36. */
export const ROULETTE_POCKETS = 37;

export const RED_NUMBERS: ReadonlySet<number> = new Set([
  1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36,
]);

export const ROULETTE_BETS = [
  'straight',
  'split',
  'street',
  'corner',
  'line',
  'dozen',
  'column',
  'red',
  'black',
  'odd',
  'even',
  'low',
  'high',
] as const;
export type RouletteBetKind = (typeof ROULETTE_BETS)[number];

/**
 * A bet on the layout. Inside bets name their numbers (a split two adjacent ones, a street a row of
 * three or a trio with zero, a corner four around a point or 0-1-2-3, a line two adjacent rows); a dozen
 * or a column names which (1 to 3); the even-money bets name nothing.
 */
export interface RouletteBet {
  kind: RouletteBetKind;
  numbers?: readonly number[];
  which?: 1 | 2 | 3;
  /** Cents. */
  stake: bigint;
}

export interface RouletteBetResult extends RouletteBet {
  outcome: 'win' | 'lose';
  /** Cents returned, stake included: 0 on a loss. */
  payout: bigint;
}

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
const sameSet = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length &&
  [...a].sort((x, y) => x - y).every((n, i) => n === [...b].sort((x, y) => x - y)[i]);
/** The layout's row of a number 1–36 (0 to 11) and its column (1 to 3). */
const rowOf = (n: number) => Math.floor((n - 1) / 3);
const columnOf = (n: number) => ((n - 1) % 3) + 1;

function inside(numbers: readonly number[] | undefined, count: number): number[] {
  if (!numbers || numbers.length !== count || new Set(numbers).size !== count)
    throw new RangeError(`this bet covers ${count} different numbers`);
  for (const n of numbers)
    if (!Number.isInteger(n) || n < 0 || n > 36) throw new RangeError(`${n} is not on the layout`);
  return [...numbers].sort((a, b) => a - b);
}

/** The pockets a bet wins on; a bet whose numbers are not such a group on the layout is a RangeError. */
export function coveredNumbers(bet: Pick<RouletteBet, 'kind' | 'numbers' | 'which'>): number[] {
  const which = () => {
    if (bet.which !== 1 && bet.which !== 2 && bet.which !== 3) throw new RangeError('choose 1, 2 or 3');
    return bet.which;
  };
  switch (bet.kind) {
    case 'straight':
      return inside(bet.numbers, 1);
    case 'split': {
      const [a, b] = inside(bet.numbers, 2) as [number, number];
      const adjacent = a === 0 ? b <= 3 : (b === a + 1 && rowOf(a) === rowOf(b)) || b === a + 3;
      if (!adjacent) throw new RangeError(`${a} and ${b} are not side by side`);
      return [a, b];
    }
    case 'street': {
      const numbers = inside(bet.numbers, 3);
      const [a] = numbers as [number];
      const row = a > 0 && columnOf(a) === 1 && sameSet(numbers, [a, a + 1, a + 2]);
      const trio = sameSet(numbers, [0, 1, 2]) || sameSet(numbers, [0, 2, 3]);
      if (!row && !trio) throw new RangeError('a street is a row of three, or 0-1-2 or 0-2-3');
      return numbers;
    }
    case 'corner': {
      const numbers = inside(bet.numbers, 4);
      const [a] = numbers as [number];
      const square = a > 0 && columnOf(a) !== 3 && a <= 32 && sameSet(numbers, [a, a + 1, a + 3, a + 4]);
      if (!square && !sameSet(numbers, [0, 1, 2, 3]))
        throw new RangeError('a corner is four numbers meeting at a point, or 0-1-2-3');
      return numbers;
    }
    case 'line': {
      const numbers = inside(bet.numbers, 6);
      const [a] = numbers as [number];
      if (!(a > 0 && columnOf(a) === 1 && a <= 31 && sameSet(numbers, range(a, a + 5))))
        throw new RangeError('a line is two rows side by side');
      return numbers;
    }
    case 'dozen': {
      const n = which();
      return range(12 * (n - 1) + 1, 12 * n);
    }
    case 'column': {
      const n = which();
      return range(1, 36).filter((k) => columnOf(k) === n);
    }
    case 'red':
      return range(1, 36).filter((k) => RED_NUMBERS.has(k));
    case 'black':
      return range(1, 36).filter((k) => !RED_NUMBERS.has(k));
    case 'odd':
      return range(1, 36).filter((k) => k % 2 === 1);
    case 'even':
      return range(1, 36).filter((k) => k % 2 === 0);
    case 'low':
      return range(1, 18);
    case 'high':
      return range(19, 36);
  }
}

/**
 * Winnings to one of a bet covering k pockets: 36 ÷ k − 1 (straight 35, split 17, street 11, corner 8,
 * line 5, dozen and column 2, even money 1), so every bet returns 36 of 37 and the edge is 1/37.
 */
export const rouletteOdds = (covered: number): number => 36 / covered - 1;

/** The winning pocket of a round: the fair stream's first draw, uniform over the 37 pockets. */
export function spinRoulette(rng: Rng): number {
  return rng.int(ROULETTE_POCKETS);
}

/** Settles bets on the pocket that came up, in integer cents (a zero loses every outside bet). */
export function settleRoulette(bets: readonly RouletteBet[], pocket: number): RouletteBetResult[] {
  if (!Number.isInteger(pocket) || pocket < 0 || pocket >= ROULETTE_POCKETS)
    throw new RangeError(`no pocket ${pocket}`);
  return bets.map((bet) => {
    if (bet.stake <= 0n) throw new RangeError('a stake is a positive number of cents');
    const covered = coveredNumbers(bet);
    const win = covered.includes(pocket);
    return {
      ...bet,
      outcome: win ? 'win' : 'lose',
      payout: win ? bet.stake * BigInt(rouletteOdds(covered.length) + 1) : 0n,
    };
  });
}

/** A bet's exact house edge, worked out from the pockets and the pay table rather than assumed. */
export function rouletteEdge(bet: Pick<RouletteBet, 'kind' | 'numbers' | 'which'>): Fraction {
  const covered = coveredNumbers(bet).length;
  const returned = new Fraction(covered * (rouletteOdds(covered) + 1), ROULETTE_POCKETS);
  return Fraction.one.sub(returned);
}
