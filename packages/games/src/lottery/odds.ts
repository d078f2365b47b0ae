import { Fraction } from '../maths/fraction';
import { VN_BET_RULES, choose, windowSlots } from './bets';
import type { VnBetType } from './bets';
import type { VnRegion } from './regions';

/**
 * An operator's price and odds for one bet type: a point costs `price` cents per combination and a win
 * pays `pays` cents per point ("1 ăn pays/price"); the stake is not returned on top. `maxPayout` caps
 * what one ticket can pay, in cents.
 */
export interface BetOdds {
  price: bigint;
  pays: bigint;
  maxPayout: bigint;
}

const odds = (price: number, pays: number): BetOdds => ({
  price: BigInt(price),
  pays: BigInt(pays),
  maxPayout: 100_000_000n,
});

/**
 * Default odds, one point being 1.00 (100 cents) a slot: bao lô costs one unit per number the region
 * draws (27, 23 or 20 in the North; 18, 17 or 16 in the South and Central), as players know it, so that
 * "1 ăn 95" reads the same everywhere. README lists each one's exact return.
 */
export const DEFAULT_VN_ODDS: Record<'north' | 'southCentral', Record<VnBetType, BetOdds>> = {
  north: {
    lo2: odds(2_700, 9_500),
    lo3: odds(2_300, 90_000),
    lo4: odds(2_000, 900_000),
    de: odds(100, 9_500),
    deHead: odds(100, 9_500),
    deFirst: odds(100, 9_500),
    dau: odds(400, 9_500),
    dauDuoi: odds(500, 9_500),
    digitHead: odds(100, 950),
    digitTail: odds(100, 950),
    cang3: odds(100, 90_000),
    cang4: odds(100, 850_000),
    xien2: odds(100, 1_700),
    xien3: odds(100, 7_500),
    xien4: odds(100, 35_000),
    da: odds(100, 1_500),
    truot4: odds(100, 285),
    truot8: odds(100, 900),
    truot10: odds(100, 1_600),
  },
  southCentral: {
    lo2: odds(1_800, 9_500),
    lo3: odds(1_700, 90_000),
    lo4: odds(1_600, 900_000),
    de: odds(100, 9_500),
    deHead: odds(100, 9_500),
    deFirst: odds(100, 9_500),
    dau: odds(100, 9_500),
    dauDuoi: odds(200, 9_500),
    digitHead: odds(100, 950),
    digitTail: odds(100, 950),
    cang3: odds(100, 90_000),
    cang4: odds(100, 850_000),
    xien2: odds(100, 3_500),
    xien3: odds(100, 23_500),
    xien4: odds(100, 165_000),
    da: odds(100, 3_300),
    truot4: odds(100, 198),
    truot8: odds(100, 425),
    truot10: odds(100, 630),
  },
};

/** The default odds of a bet type in a region. */
export function defaultVnOdds(region: VnRegion, type: VnBetType): BetOdds {
  return DEFAULT_VN_ODDS[region === 'north' ? 'north' : 'southCentral'][type];
}

const power = (base: Fraction, exponent: number): Fraction => {
  let result = Fraction.one;
  for (let i = 0; i < exponent; i++) result = result.mul(base);
  return result;
};

const factorial = (n: number): bigint => {
  let result = 1n;
  for (let i = 2; i <= n; i++) result *= BigInt(i);
  return result;
};

/**
 * Expected win multiple of one combination (points paid per point staked, before price), exactly.
 * Each of the window's M slots shows a uniform, independent value among N = 10^length (every prize
 * number is drawn uniformly and independently), so:
 * count: M / N; all k (xiên): Σ_j (−1)^j C(k, j) (1 − j/N)^M by inclusion–exclusion; none k (trượt):
 * (1 − k/N)^M; pair (đá): Σ over the two numbers' counts i, j ≥ 1 of the multinomial probability
 * M! / (i! j! (M−i−j)!) N^−(i+j) (1 − 2/N)^(M−i−j) times (max(i, j) + 1) / 2.
 */
export function expectedMultiple(region: VnRegion, type: VnBetType): Fraction {
  const { window, rule, group } = VN_BET_RULES[type];
  const m = windowSlots(region, window).length;
  const n = 10 ** window.length;
  switch (rule) {
    case 'count':
      return new Fraction(m, n);
    case 'none':
      return power(new Fraction(n - group, n), m);
    case 'all': {
      let p = Fraction.zero;
      for (let j = 0; j <= group; j++) {
        const term = power(new Fraction(n - j, n), m).mul(choose(group, j));
        p = j % 2 === 0 ? p.add(term) : p.sub(term);
      }
      return p;
    }
    case 'pair': {
      let e = Fraction.zero;
      const rest = new Fraction(n - 2, n);
      for (let i = 1; i <= m; i++) {
        for (let j = 1; i + j <= m; j++) {
          const ways = factorial(m) / (factorial(i) * factorial(j) * factorial(m - i - j));
          const p = power(new Fraction(1, n), i + j)
            .mul(power(rest, m - i - j))
            .mul(ways);
          e = e.add(p.mul(new Fraction(Math.max(i, j) + 1, 2)));
        }
      }
      return e;
    }
  }
}

/** Probability that one combination wins at all (hit frequency), exactly. */
export function winProbability(region: VnRegion, type: VnBetType): Fraction {
  const { window, rule } = VN_BET_RULES[type];
  const m = windowSlots(region, window).length;
  const n = 10 ** window.length;
  if (rule === 'count') return Fraction.one.sub(power(new Fraction(n - 1, n), m));
  // đá wins exactly when xiên 2 does; only the amount differs.
  if (rule === 'pair') return expectedMultiple(region, 'xien2');
  return expectedMultiple(region, type);
}

/**
 * Exact return to player of a bet type at given odds, ignoring the per-ticket cap (which can only
 * lower it): expected multiple × pays / price. House edge = 1 − this.
 */
export function returnToPlayer(region: VnRegion, type: VnBetType, betOdds: Pick<BetOdds, 'price' | 'pays'>) {
  return expectedMultiple(region, type).mul(betOdds.pays).div(betOdds.price);
}

/** A return as the docs show it: the exact fraction and a percentage to 4 places. */
export function describeReturn(rtp: Fraction): { fraction: string; percent: string } {
  return { fraction: `${rtp.n}/${rtp.d}`, percent: `${rtp.mul(100).toFixed(4)}%` };
}
