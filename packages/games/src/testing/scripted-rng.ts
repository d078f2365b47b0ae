import type { Rng } from '../fair/rng';

/** An Rng that returns the given values in order, checking each is in range. */
export function scriptedRng(values: number[]): Rng & { left: () => number } {
  const queue = [...values];
  return {
    int(n) {
      const value = queue.shift();
      if (value === undefined) throw new Error('scripted RNG exhausted');
      if (value < 0 || value >= n) throw new Error(`scripted value ${value} out of range for int(${n})`);
      return value;
    },
    left: () => queue.length,
  };
}
