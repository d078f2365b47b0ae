import type { Rng } from '../fair/rng';

/** The three Vietnamese state lottery regions; South and Central share one prize structure. */
export const VN_REGIONS = ['north', 'central', 'south'] as const;
export type VnRegion = (typeof VN_REGIONS)[number];

export const PRIZE_KEYS = [
  'special',
  'first',
  'second',
  'third',
  'fourth',
  'fifth',
  'sixth',
  'seventh',
  'eighth',
] as const;
export type PrizeKey = (typeof PRIZE_KEYS)[number];

export interface PrizeTier {
  prize: PrizeKey;
  /** How many numbers this prize draws. */
  count: number;
  /** Digits of each number, leading zeros kept. */
  digits: number;
}

/** North (XSMB): 27 numbers. */
const NORTH_TIERS: readonly PrizeTier[] = [
  { prize: 'special', count: 1, digits: 5 },
  { prize: 'first', count: 1, digits: 5 },
  { prize: 'second', count: 2, digits: 5 },
  { prize: 'third', count: 6, digits: 5 },
  { prize: 'fourth', count: 4, digits: 4 },
  { prize: 'fifth', count: 6, digits: 4 },
  { prize: 'sixth', count: 3, digits: 3 },
  { prize: 'seventh', count: 4, digits: 2 },
];

/** South (XSMN) and Central (XSMT): 18 numbers. */
const SOUTH_TIERS: readonly PrizeTier[] = [
  { prize: 'special', count: 1, digits: 6 },
  { prize: 'first', count: 1, digits: 5 },
  { prize: 'second', count: 1, digits: 5 },
  { prize: 'third', count: 2, digits: 5 },
  { prize: 'fourth', count: 7, digits: 5 },
  { prize: 'fifth', count: 1, digits: 4 },
  { prize: 'sixth', count: 3, digits: 4 },
  { prize: 'seventh', count: 1, digits: 3 },
  { prize: 'eighth', count: 1, digits: 2 },
];

/** The prize tiers of a region, from the special prize down to the lowest. */
export function prizeTiers(region: VnRegion): readonly PrizeTier[] {
  return region === 'north' ? NORTH_TIERS : SOUTH_TIERS;
}

/** Numbers drawn by a region: 27 in the North, 18 in the South and Central. */
export function numbersPerDraw(region: VnRegion): number {
  return prizeTiers(region).reduce((sum, tier) => sum + tier.count, 0);
}

/** A full result: each prize's numbers as digit strings, in draw order. */
export interface VnResult {
  region: VnRegion;
  prizes: Partial<Record<PrizeKey, readonly string[]>>;
}

/**
 * Draws a full prize table. Order (which verification must follow): prizes from the special down to
 * the lowest, numbers in each prize in turn, each number one `int(10^digits)` written with its leading
 * zeros. Every number is uniform and independent, which is what `returnToPlayer` assumes.
 */
export function drawVnResult(rng: Rng, region: VnRegion): VnResult {
  const prizes: Partial<Record<PrizeKey, string[]>> = {};
  for (const tier of prizeTiers(region)) {
    const numbers: string[] = [];
    for (let i = 0; i < tier.count; i++) {
      numbers.push(
        rng
          .int(10 ** tier.digits)
          .toString()
          .padStart(tier.digits, '0'),
      );
    }
    prizes[tier.prize] = numbers;
  }
  return { region, prizes };
}

/**
 * Checks that an entered table (an operator's official result) has exactly the region's prizes,
 * counts and digit lengths. Returns the first problem, or null when the table is complete.
 */
export function resultProblem(result: VnResult): string | null {
  const tiers = prizeTiers(result.region);
  for (const key of Object.keys(result.prizes)) {
    if (!tiers.some((tier) => tier.prize === key)) return `${key}: not a prize of this region`;
  }
  for (const tier of tiers) {
    const numbers = result.prizes[tier.prize];
    if (!numbers || numbers.length !== tier.count) return `${tier.prize}: needs ${tier.count} numbers`;
    const pattern = new RegExp(`^\\d{${tier.digits}}$`);
    const bad = numbers.find((n) => !pattern.test(n));
    if (bad !== undefined) return `${tier.prize}: ${bad} is not ${tier.digits} digits`;
  }
  return null;
}

/** The numbers of one prize (empty when the region has no such prize). */
export function prizeNumbers(result: VnResult, prize: PrizeKey): readonly string[] {
  return result.prizes[prize] ?? [];
}

/** The lowest prize of a region: the seventh in the North, the eighth in the South and Central. */
export function lowestPrize(region: VnRegion): PrizeKey {
  const tiers = prizeTiers(region);
  return tiers[tiers.length - 1]!.prize;
}

/** At most this many balls are shown for one result (§9). */
export const MAX_BALLS_SHOWN = 6;

/** The balls a list shows for a result: the special prize's digits, at most six. */
export function vnBalls(result: VnResult): number[] {
  const special = prizeNumbers(result, 'special')[0] ?? '';
  return [...special].slice(0, MAX_BALLS_SHOWN).map(Number);
}
