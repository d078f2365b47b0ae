import type { Rng } from '../fair/rng';
import { Fraction } from '../maths/fraction';

export type Dice = readonly [number, number, number];

export const SICBO_BETS = [
  'small',
  'big',
  'odd',
  'even',
  'total',
  'triple',
  'anyTriple',
  'double',
  'combination',
  'single',
] as const;
export type SicBoBetKind = (typeof SICBO_BETS)[number];

/**
 * A bet on the table: `total` names the total (4 to 17), `triple`, `double` and `single` a face
 * (1 to 6), `combination` two different faces. The rest name nothing.
 */
export interface SicBoBet {
  kind: SicBoBetKind;
  faces?: readonly number[];
  total?: number;
  /** Cents. */
  stake: bigint;
}

export interface SicBoBetResult extends SicBoBet {
  outcome: 'win' | 'lose';
  /** Cents returned, stake included: 0 on a loss. */
  payout: bigint;
}

/**
 * Winnings to one (stake excluded), the table an operator can change; the default is the common Macau
 * table. `single` pays its odds once per die showing the face (1, 2 or 3 to one).
 */
export interface SicBoPayTable {
  small: number;
  big: number;
  odd: number;
  even: number;
  /** Totals 4 to 17. */
  total: Readonly<Record<number, number>>;
  triple: number;
  anyTriple: number;
  double: number;
  combination: number;
  single: number;
}

export const DEFAULT_SICBO_PAYS: SicBoPayTable = {
  small: 1,
  big: 1,
  odd: 1,
  even: 1,
  total: {
    4: 60,
    5: 30,
    6: 17,
    7: 12,
    8: 8,
    9: 6,
    10: 6,
    11: 6,
    12: 6,
    13: 8,
    14: 12,
    15: 17,
    16: 30,
    17: 60,
  },
  triple: 180,
  anyTriple: 30,
  double: 10,
  combination: 5,
  single: 1,
};

const face = (n: unknown): number => {
  if (!Number.isInteger(n) || (n as number) < 1 || (n as number) > 6)
    throw new RangeError(`no face ${String(n)}`);
  return n as number;
};

/** Checks a bet names what its kind needs; a bet that does not is a RangeError. */
export function assertSicBoBet(bet: Pick<SicBoBet, 'kind' | 'faces' | 'total'>): void {
  switch (bet.kind) {
    case 'total':
      if (!Number.isInteger(bet.total) || bet.total! < 4 || bet.total! > 17)
        throw new RangeError('a total bet names a total from 4 to 17');
      return;
    case 'triple':
    case 'double':
    case 'single':
      if (bet.faces?.length !== 1) throw new RangeError('this bet names one face');
      face(bet.faces[0]);
      return;
    case 'combination':
      if (bet.faces?.length !== 2 || face(bet.faces[0]) === face(bet.faces[1]))
        throw new RangeError('a combination names two different faces');
      return;
    case 'small':
    case 'big':
    case 'odd':
    case 'even':
    case 'anyTriple':
      return;
  }
}

/** Times the dice show a face. */
const countOf = (dice: Dice, f: number) => dice.filter((d) => d === f).length;

/**
 * Multiples of the stake won on these dice (0 when the bet loses). Small, big, odd and even lose on any
 * triple, as the table says.
 */
function winningsOf(bet: SicBoBet, dice: Dice, pays: SicBoPayTable): number {
  const sum = dice[0] + dice[1] + dice[2];
  const triple = dice[0] === dice[1] && dice[1] === dice[2];
  switch (bet.kind) {
    case 'small':
      return !triple && sum <= 10 ? pays.small : 0;
    case 'big':
      return !triple && sum >= 11 ? pays.big : 0;
    case 'odd':
      return !triple && sum % 2 === 1 ? pays.odd : 0;
    case 'even':
      return !triple && sum % 2 === 0 ? pays.even : 0;
    case 'total':
      return sum === bet.total ? pays.total[sum]! : 0;
    case 'triple':
      return triple && dice[0] === bet.faces![0] ? pays.triple : 0;
    case 'anyTriple':
      return triple ? pays.anyTriple : 0;
    case 'double':
      return countOf(dice, bet.faces![0]!) >= 2 ? pays.double : 0;
    case 'combination':
      return countOf(dice, bet.faces![0]!) > 0 && countOf(dice, bet.faces![1]!) > 0 ? pays.combination : 0;
    case 'single':
      return countOf(dice, bet.faces![0]!) * pays.single;
  }
}

/** Three dice from the fair stream, one draw each, in order. */
export function rollSicBo(rng: Rng): Dice {
  return [rng.int(6) + 1, rng.int(6) + 1, rng.int(6) + 1];
}

/** Settles bets on a roll in integer cents; the pay table's multiples are whole, so nothing rounds. */
export function settleSicBo(
  bets: readonly SicBoBet[],
  dice: Dice,
  pays: SicBoPayTable = DEFAULT_SICBO_PAYS,
): SicBoBetResult[] {
  dice.forEach(face);
  return bets.map((bet) => {
    if (bet.stake <= 0n) throw new RangeError('a stake is a positive number of cents');
    assertSicBoBet(bet);
    const won = winningsOf(bet, dice, pays);
    return { ...bet, outcome: won > 0 ? 'win' : 'lose', payout: won > 0 ? bet.stake * BigInt(won + 1) : 0n };
  });
}

/** A bet's exact house edge under a pay table, over the 216 equally likely rolls. */
export function sicBoEdge(
  bet: Pick<SicBoBet, 'kind' | 'faces' | 'total'>,
  pays: SicBoPayTable = DEFAULT_SICBO_PAYS,
): Fraction {
  assertSicBoBet(bet);
  let returned = 0;
  for (let a = 1; a <= 6; a++)
    for (let b = 1; b <= 6; b++)
      for (let c = 1; c <= 6; c++) {
        const won = winningsOf({ ...bet, stake: 1n }, [a, b, c], pays);
        if (won > 0) returned += won + 1;
      }
  return Fraction.one.sub(new Fraction(returned, 216));
}
