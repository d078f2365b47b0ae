import { lowestPrize, prizeNumbers, prizeTiers } from './regions';
import type { PrizeKey, VnRegion, VnResult } from './regions';

/**
 * Where a bet type reads the result: some digits of some prizes' numbers. `fromEnd` counts from the
 * number's last digit (2 with length 2 = the last two digits; 2 with length 1 = the tens digit);
 * `fromEnd: null` reads the first digits. Prizes with fewer digits than the window are skipped.
 */
export interface DrawWindow {
  prizes: 'all' | readonly (PrizeKey | 'lowest')[];
  fromEnd: number | null;
  length: number;
}

/**
 * How a combination wins. `count`: one number, paid once per slot showing it (lô pays every
 * occurrence). `all`: every number of the combination shows at least once, paid once (xiên). `none`:
 * no number of the combination shows (lô trượt). `pair`: two numbers both show; paid (N + 1) / 2
 * times, N the larger of their two counts (đá: a repeat of either number adds half a win).
 */
export type WinRule = 'count' | 'all' | 'none' | 'pair';

export interface VnBetRule {
  window: DrawWindow;
  rule: WinRule;
  /** Numbers in one combination: 1 for single-number bets, k for xiên k and lô trượt k, 2 for đá. */
  group: number;
}

export const VN_BET_TYPES = [
  'lo2',
  'lo3',
  'lo4',
  'de',
  'deHead',
  'deFirst',
  'dau',
  'dauDuoi',
  'digitHead',
  'digitTail',
  'cang3',
  'cang4',
  'xien2',
  'xien3',
  'xien4',
  'da',
  'truot4',
  'truot8',
  'truot10',
] as const;
export type VnBetType = (typeof VN_BET_TYPES)[number];

const LAST = (length: number, prizes: DrawWindow['prizes']): DrawWindow => ({
  prizes,
  fromEnd: length,
  length,
});

export const VN_BET_RULES: Record<VnBetType, VnBetRule> = {
  // Bao lô: the last 2, 3 or 4 digits of every prize that has that many.
  lo2: { window: LAST(2, 'all'), rule: 'count', group: 1 },
  lo3: { window: LAST(3, 'all'), rule: 'count', group: 1 },
  lo4: { window: LAST(4, 'all'), rule: 'count', group: 1 },
  // Đề (called đuôi in the South): the special prize's last two digits.
  de: { window: LAST(2, ['special']), rule: 'count', group: 1 },
  // Đề đầu: the special prize's first two digits.
  deHead: { window: { prizes: ['special'], fromEnd: null, length: 2 }, rule: 'count', group: 1 },
  // Đề giải nhất: the first prize's last two digits.
  deFirst: { window: LAST(2, ['first']), rule: 'count', group: 1 },
  // Đầu: the lowest prize (the North's four seventh-prize numbers, the South's eighth prize).
  dau: { window: LAST(2, ['lowest']), rule: 'count', group: 1 },
  // Đầu đuôi: đầu and đề on one stake.
  dauDuoi: { window: LAST(2, ['special', 'lowest']), rule: 'count', group: 1 },
  // Đầu / đuôi of the đề: one digit, the tens or the units of the special prize.
  digitHead: { window: { prizes: ['special'], fromEnd: 2, length: 1 }, rule: 'count', group: 1 },
  digitTail: { window: LAST(1, ['special']), rule: 'count', group: 1 },
  // 3 càng and 4 càng: the special prize's last three or four digits.
  cang3: { window: LAST(3, ['special']), rule: 'count', group: 1 },
  cang4: { window: LAST(4, ['special']), rule: 'count', group: 1 },
  xien2: { window: LAST(2, 'all'), rule: 'all', group: 2 },
  xien3: { window: LAST(2, 'all'), rule: 'all', group: 3 },
  xien4: { window: LAST(2, 'all'), rule: 'all', group: 4 },
  da: { window: LAST(2, 'all'), rule: 'pair', group: 2 },
  truot4: { window: LAST(2, 'all'), rule: 'none', group: 4 },
  truot8: { window: LAST(2, 'all'), rule: 'none', group: 8 },
  truot10: { window: LAST(2, 'all'), rule: 'none', group: 10 },
};

/** Digits of each number a bet type takes (the window's length). */
export function numberDigits(type: VnBetType): number {
  return VN_BET_RULES[type].window.length;
}

interface Slot {
  prize: PrizeKey;
  /** Digits of the prize's numbers. */
  digits: number;
}

/** The slots (one per prize number) a window reads in a region, in table order. */
export function windowSlots(region: VnRegion, window: DrawWindow): Slot[] {
  const wanted =
    window.prizes === 'all'
      ? null
      : new Set(window.prizes.map((p) => (p === 'lowest' ? lowestPrize(region) : p)));
  const slots: Slot[] = [];
  for (const tier of prizeTiers(region)) {
    if (wanted && !wanted.has(tier.prize)) continue;
    if (tier.digits < (window.fromEnd ?? window.length) || tier.digits < window.length) continue;
    for (let i = 0; i < tier.count; i++) slots.push({ prize: tier.prize, digits: tier.digits });
  }
  return slots;
}

function readWindow(number: string, window: DrawWindow): string {
  if (window.fromEnd === null) return number.slice(0, window.length);
  const start = number.length - window.fromEnd;
  return number.slice(start, start + window.length);
}

/** What a bet type sees of a result: the window's digits of every slot, in table order. */
export function windowValues(result: VnResult, type: VnBetType): string[] {
  const { window } = VN_BET_RULES[type];
  const counted = new Map<PrizeKey, number>();
  return windowSlots(result.region, window).map((slot) => {
    const index = counted.get(slot.prize) ?? 0;
    counted.set(slot.prize, index + 1);
    return readWindow(prizeNumbers(result, slot.prize)[index]!, window);
  });
}

// Settling a draw reads the same few windows for every ticket; results are never mutated, so the
// counts are kept per result object.
const countsCache = new WeakMap<VnResult, Map<VnBetType, ReadonlyMap<string, number>>>();

/** Occurrences of each value in a bet type's window (for a ticket's "hits", nháy). */
export function windowCounts(result: VnResult, type: VnBetType): ReadonlyMap<string, number> {
  let perType = countsCache.get(result);
  if (!perType) {
    perType = new Map<VnBetType, ReadonlyMap<string, number>>();
    countsCache.set(result, perType);
  }
  const cached = perType.get(type);
  if (cached) return cached;
  const counts = new Map<string, number>();
  for (const value of windowValues(result, type)) counts.set(value, (counts.get(value) ?? 0) + 1);
  perType.set(type, counts);
  return counts;
}

/**
 * Win multiple of one combination, as a fraction num / 2 so that đá's half wins stay integral: the
 * payout is points × pays × num / 2, rounded down to the cent.
 */
export function combinationHalves(
  rule: WinRule,
  numbers: readonly string[],
  counts: ReadonlyMap<string, number>,
): bigint {
  const hits = numbers.map((n) => counts.get(n) ?? 0);
  switch (rule) {
    case 'count':
      return 2n * BigInt(hits[0]!);
    case 'all':
      return hits.every((h) => h > 0) ? 2n : 0n;
    case 'none':
      return hits.every((h) => h === 0) ? 2n : 0n;
    case 'pair':
      return hits.every((h) => h > 0) ? BigInt(Math.max(...hits) + 1) : 0n;
  }
}

/**
 * The most one combination of a bet type can win on any result of a region, in halves (as
 * `combinationHalves`): a `count` bet once per slot of its window (bao lô: a number can end every prize,
 * 27 times in the North), xiên and lô trượt once, đá (N + 1) / 2 with N at most the window's slots less
 * the one the other number takes. What a number's liability must cover.
 */
export function maxCombinationHalves(region: VnRegion, type: VnBetType): bigint {
  const { window, rule } = VN_BET_RULES[type];
  const slots = BigInt(windowSlots(region, window).length);
  switch (rule) {
    case 'count':
      return 2n * slots;
    case 'all':
    case 'none':
      return 2n;
    case 'pair':
      return slots;
  }
}

/** Every k-subset of `items`, in lexicographic order of indices. */
export function combinations<T>(items: readonly T[], k: number): T[][] {
  const out: T[][] = [];
  const pick: T[] = [];
  const walk = (start: number) => {
    if (pick.length === k) {
      out.push([...pick]);
      return;
    }
    for (let i = start; i <= items.length - (k - pick.length); i++) {
      pick.push(items[i]!);
      walk(i + 1);
      pick.pop();
    }
  };
  walk(0);
  return out;
}

/** Number of k-subsets of n items. */
export function choose(n: number, k: number): bigint {
  if (k < 0 || k > n) return 0n;
  let result = 1n;
  for (let i = 0; i < k; i++) result = (result * BigInt(n - i)) / BigInt(i + 1);
  return result;
}

/** Combinations a ticket of `count` numbers buys: each number alone, or every group of the bet's size. */
export function combinationCount(type: VnBetType, count: number): bigint {
  const { group } = VN_BET_RULES[type];
  return group === 1 ? BigInt(count) : choose(count, group);
}

/** The combinations a ticket's numbers make, in a fixed order. */
export function ticketCombinations(type: VnBetType, numbers: readonly string[]): string[][] {
  const { group } = VN_BET_RULES[type];
  return group === 1 ? numbers.map((n) => [n]) : combinations(numbers, group);
}
