/** Every number of a grid of `digits` digits, with leading zeros ('00' … '99'). */
export function gridNumbers(digits: number): string[] {
  return Array.from({ length: 10 ** digits }, (_, n) => n.toString().padStart(digits, '0'));
}

export type QuickPick = 'odd' | 'even' | 'big' | 'small';

/**
 * The quick picks of a grid: odd / even by the last digit, big / small by the upper or lower half
 * of the grid's range (50–99 big on a 2-digit grid, 5–9 on a 1-digit one), as players read them.
 */
export function quickPick(digits: number, pick: QuickPick): string[] {
  const half = 10 ** digits / 2;
  return gridNumbers(digits).filter((number) => {
    const value = Number(number);
    switch (pick) {
      case 'odd':
        return value % 2 === 1;
      case 'even':
        return value % 2 === 0;
      case 'big':
        return value >= half;
      case 'small':
        return value < half;
    }
  });
}

/** `count` random numbers of `digits` digits not already chosen, from the browser's CSPRNG. */
export function randomNumbers(digits: number, count: number, chosen: readonly string[]): string[] {
  const taken = new Set(chosen);
  const size = 10 ** digits;
  const out: string[] = [];
  const word = new Uint32Array(1);
  while (out.length < count && taken.size < size) {
    crypto.getRandomValues(word);
    const number = (word[0]! % size).toString().padStart(digits, '0');
    if (taken.has(number)) continue;
    taken.add(number);
    out.push(number);
  }
  return out;
}
