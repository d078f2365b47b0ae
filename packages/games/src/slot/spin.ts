import type { Rng } from '../fair/rng';
import { SLOT_SYMBOLS, SWERTE_FIESTA } from './config';
import type { SlotSymbol } from './config';
import { REELS, ROWS, compileSlot, countScatters, fillGrid, lineWin } from './engine';
import type { CompiledReels, CompiledSlot } from './engine';

/** The house slot, compiled once. */
export const swerteFiesta: CompiledSlot = compileSlot(SWERTE_FIESTA);

/** A slot stake: integer cents per line on the first `lines` paylines. */
export interface SlotBet {
  betPerLine: bigint;
  lines: number;
}

export interface LineWin {
  /** Payline number, 1-based as shown to the player. */
  line: number;
  symbol: SlotSymbol;
  /** Reels the run covers, from reel 1. */
  count: number;
  /** Cents: pay × bet per line × free-spin multiplier. */
  payout: bigint;
}

export interface SpinResult {
  mode: 'base' | 'free';
  /** Stop index on each reel's strip; the reel shows strip positions stop, stop+1, stop+2. */
  stops: number[];
  /** Visible symbols, grid[reel][row], row 0 on top. */
  grid: SlotSymbol[][];
  lineWins: LineWin[];
  scatter: { count: number; payout: bigint; freeSpinsAwarded: number };
  /** 1 in the base game, the free-spin multiplier in free spins. */
  multiplier: number;
  /** Cents won by this spin: line wins plus scatter pay. */
  payout: bigint;
}

export interface SlotRound {
  bet: SlotBet;
  /** Cents staked: bet per line × lines. Free spins cost nothing. */
  stake: bigint;
  base: SpinResult;
  /** Every free spin the round played, retriggers included, in order. */
  freeSpins: SpinResult[];
  /** Cents returned to the player: the base spin's and every free spin's payout. */
  payout: bigint;
}

/** Throws a RangeError unless the bet is a positive whole number of cents on 1…all lines. */
export function assertSlotBet(bet: SlotBet, slot: CompiledSlot = swerteFiesta): void {
  if (typeof bet.betPerLine !== 'bigint' || bet.betPerLine <= 0n) {
    throw new RangeError('betPerLine must be a positive number of cents');
  }
  if (!Number.isInteger(bet.lines) || bet.lines < 1 || bet.lines > slot.lineCount) {
    throw new RangeError(`lines must be from 1 to ${slot.lineCount}`);
  }
}

function spinReels(rng: Rng, bet: SlotBet, slot: CompiledSlot, mode: 'base' | 'free'): SpinResult {
  const reels: CompiledReels = mode === 'base' ? slot.base : slot.free;
  const multiplier = mode === 'base' ? 1 : slot.config.freeSpinMultiplier;
  const factor = BigInt(multiplier);
  // Draw order, fixed for verification: one int(strip length) per reel, reel 1 to reel 5.
  const stops = reels.lengths.map((length) => rng.int(length));
  const cells = new Uint8Array(REELS * ROWS);
  fillGrid(reels, stops, cells);

  const lineWins: LineWin[] = [];
  for (let line = 0; line < bet.lines; line++) {
    const win = lineWin(slot, cells, line);
    if (win === 0) continue;
    const symbol = SLOT_SYMBOLS[cells[slot.lineCells[line * REELS]!]!]!;
    const payout = BigInt(win >> 3) * bet.betPerLine * factor;
    lineWins.push({ line: line + 1, symbol, count: win & 7, payout });
  }
  const count = countScatters(slot, cells);
  const totalBet = bet.betPerLine * BigInt(bet.lines);
  const scatter = {
    count,
    payout: BigInt(slot.scatterPay[count]!) * totalBet * factor,
    freeSpinsAwarded: slot.freeSpinsFor[count]!,
  };
  const grid = Array.from({ length: REELS }, (_, reel) =>
    Array.from({ length: ROWS }, (_, row) => SLOT_SYMBOLS[cells[reel * ROWS + row]!]!),
  );
  const payout = lineWins.reduce((sum, win) => sum + win.payout, scatter.payout);
  return { mode, stops, grid, lineWins, scatter, multiplier, payout };
}

/** One paid spin of the base game. Its `scatter.freeSpinsAwarded` says whether free spins follow. */
export function spin(rng: Rng, bet: SlotBet, slot: CompiledSlot = swerteFiesta): SpinResult {
  assertSlotBet(bet, slot);
  return spinReels(rng, bet, slot, 'base');
}

/**
 * Plays `awarded` free spins at the same bet, on the free-spin strips with the multiplier; scatters
 * during them add their spins to those left, until none are left.
 */
export function playFreeSpins(
  rng: Rng,
  bet: SlotBet,
  awarded: number,
  slot: CompiledSlot = swerteFiesta,
): SpinResult[] {
  assertSlotBet(bet, slot);
  const spins: SpinResult[] = [];
  for (let left = awarded; left > 0; left--) {
    const result = spinReels(rng, bet, slot, 'free');
    left += result.scatter.freeSpinsAwarded;
    spins.push(result);
  }
  return spins;
}

/**
 * A whole slot round: the paid spin, then the free spins it triggers, all drawn in that order from one
 * RNG. A round is settled as one bet: stake debited once, `payout` credited once.
 */
export function playSlotRound(rng: Rng, bet: SlotBet, slot: CompiledSlot = swerteFiesta): SlotRound {
  const base = spin(rng, bet, slot);
  const freeSpins = playFreeSpins(rng, bet, base.scatter.freeSpinsAwarded, slot);
  const payout = freeSpins.reduce((sum, free) => sum + free.payout, base.payout);
  return { bet, stake: bet.betPerLine * BigInt(bet.lines), base, freeSpins, payout };
}
