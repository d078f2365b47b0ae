import { windowValues } from '@swerte/games';
import type { VnResult } from '@swerte/games';
import { gridNumbers } from './quick-picks';

export interface NumberCount {
  number: string;
  count: number;
}

/** How often each value came over the draws given (each draw's values), every value of the universe listed. */
export function countNumbers(draws: readonly (readonly string[])[], universe: readonly string[]): NumberCount[] {
  const counts = new Map(universe.map((number) => [number, 0]));
  for (const values of draws) {
    for (const value of values) if (counts.has(value)) counts.set(value, counts.get(value)! + 1);
  }
  return [...counts].map(([number, count]) => ({ number, count }));
}

/** The `size` most and least frequent values; ties keep the lower number first. */
export function hotAndCold(counts: readonly NumberCount[], size = 5): { hot: NumberCount[]; cold: NumberCount[] } {
  const byNumber = [...counts].sort((a, b) => a.number.localeCompare(b.number));
  const hot = [...byNumber].sort((a, b) => b.count - a.count).slice(0, size);
  const cold = [...byNumber].sort((a, b) => a.count - b.count).slice(0, size);
  return { hot, cold };
}

/** VN trends read lô 2 số: the last two digits of every prize, 00–99. */
export function vnTrendCounts(results: readonly VnResult[]): NumberCount[] {
  return countNumbers(
    results.map((result) => windowValues(result, 'lo2')),
    gridNumbers(2),
  );
}

/** Fast-draw trends read the digits 0–9 of every position. */
export function seaTrendCounts(draws: readonly (readonly number[])[]): NumberCount[] {
  return countNumbers(
    draws.map((digits) => digits.map(String)),
    gridNumbers(1),
  );
}
