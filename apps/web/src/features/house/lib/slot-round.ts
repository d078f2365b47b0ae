import type { SlotRoundWire } from '@swerte/contracts';

/** A win this many times the stake or more is celebrated as a big win. */
export const BIG_WIN_FACTOR = 20n;

export function isBigWin(payoutCents: bigint, stakeCents: bigint): boolean {
  return stakeCents > 0n && payoutCents >= stakeCents * BIG_WIN_FACTOR;
}

/**
 * Free spins known after free spin `index` (0-based) has landed: the spins the paid spin awarded plus
 * every retrigger so far. The counter reads "free spin index+1 of this".
 */
export function freeSpinsKnown(round: Pick<SlotRoundWire, 'base' | 'freeSpins'>, index: number): number {
  return round.freeSpins
    .slice(0, index + 1)
    .reduce((total, spin) => total + spin.scatter.freeSpinsAwarded, round.base.scatter.freeSpinsAwarded);
}

/** The board shown before the first spin: the top of each base strip (positions 0, 1, 2). */
export function openingGrid(strips: readonly string[], codes: Readonly<Record<string, string>>): string[][] {
  return strips.map((strip) =>
    strip
      .split(' ')
      .slice(0, 3)
      .map((code) => codes[code] ?? 'ten'),
  );
}
