import { REELS, ROWS, countScatters, fillGrid, lineWin } from './engine';
import type { CompiledReels, CompiledSlot } from './engine';
import { xoshiro128 } from './xoshiro128';

export interface SimulationOptions {
  /** Paid spins to play; each one's free spins are played out too. */
  spins: number;
  /** Seed of the simulation generator, so a run can be repeated exactly. */
  seed: number;
  /** Lines played (all by default). */
  lines?: number;
}

export interface SimulationResult {
  spins: number;
  /** Returned over staked. */
  rtp: number;
  /** Sample standard deviation of one paid spin's return (free spins included), in total bets. */
  standardDeviation: number;
  /** Paid spins that paid something or started free spins. */
  hits: number;
  /** Paid spins that started free spins. */
  triggers: number;
  /** Free spins played, retriggers included. */
  freeSpins: number;
}

/** One spin on the simulation generator, packed as `pay * 8 + scatters` (pay in bets per line). */
function simulatedSpin(
  slot: CompiledSlot,
  reels: CompiledReels,
  limits: Float64Array,
  next: () => number,
  stops: Int32Array,
  grid: Uint8Array,
  lines: number,
): number {
  const lengths = reels.lengths;
  for (let reel = 0; reel < REELS; reel++) {
    // The same rejection rule as the fair RNG's int(n): no modulo bias in the sample either.
    let x = next();
    while (x >= limits[reel]!) x = next();
    stops[reel] = x % lengths[reel]!;
  }
  fillGrid(reels, stops, grid);
  let pay = 0;
  for (let line = 0; line < lines; line++) pay += lineWin(slot, grid, line) >> 3;
  const scatters = countScatters(slot, grid);
  return (pay + slot.scatterPay[scatters]! * lines) * 8 + scatters;
}

/**
 * Plays the slot's rules on a fast seeded generator (xoshiro128**), to check the exact figures by
 * sampling. Uses the same compiled tables and win functions as play, and allocates nothing per spin.
 * Not for play: real rounds take their stops from the provably fair RNG.
 */
export function simulateSlot(slot: CompiledSlot, options: SimulationOptions): SimulationResult {
  const lines = options.lines ?? slot.lineCount;
  const next = xoshiro128(options.seed);
  const grid = new Uint8Array(REELS * ROWS);
  const stops = new Int32Array(REELS);
  const limitsOf = (reels: CompiledReels): Float64Array =>
    Float64Array.from(reels.lengths, (length) => 0x1_0000_0000 - (0x1_0000_0000 % length));
  const baseLimits = limitsOf(slot.base);
  const freeLimits = limitsOf(slot.free);
  const multiplier = slot.config.freeSpinMultiplier;
  const spinsFor = slot.freeSpinsFor;

  // Wins are counted in bets per line, so every sum stays an exact integer.
  let returned = 0;
  let squares = 0;
  let hits = 0;
  let triggers = 0;
  let freeSpins = 0;
  for (let i = 0; i < options.spins; i++) {
    const base = simulatedSpin(slot, slot.base, baseLimits, next, stops, grid, lines);
    let round = base >> 3;
    let left = spinsFor[base & 7]!;
    if (left > 0) triggers++;
    if (round > 0 || left > 0) hits++;
    while (left > 0) {
      const free = simulatedSpin(slot, slot.free, freeLimits, next, stops, grid, lines);
      round += (free >> 3) * multiplier;
      left += spinsFor[free & 7]! - 1;
      freeSpins++;
    }
    returned += round;
    squares += round * round;
  }
  const mean = returned / options.spins;
  return {
    spins: options.spins,
    rtp: mean / lines,
    standardDeviation: Math.sqrt(squares / options.spins - mean * mean) / lines,
    hits,
    triggers,
    freeSpins,
  };
}
