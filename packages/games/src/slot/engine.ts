import { SLOT_SYMBOLS, SYMBOL_CODES } from './config';
import type { SlotConfig, SlotSymbol } from './config';

export const REELS = 5;
export const ROWS = 3;

/** One set of reel strips as symbol indexes, with each stop's visible window precomputed. */
export interface CompiledReels {
  strips: readonly Uint8Array[];
  lengths: readonly number[];
  /** windows[reel][stop * ROWS + row]: the symbol a stop shows in a row. */
  windows: readonly Uint8Array[];
}

/**
 * A slot config turned into flat tables. Play, the exact maths and the simulation all evaluate wins
 * through these same tables and the functions below, so the figures describe the game that is played.
 */
export interface CompiledSlot {
  config: SlotConfig;
  wild: number;
  scatter: number;
  lineCount: number;
  /** lineRows[line * REELS + reel]: the row a line crosses on a reel. */
  lineRows: Uint8Array;
  /** lineCells[line * REELS + reel]: the grid index (reel * ROWS + row) a line crosses on a reel. */
  lineCells: Uint8Array;
  /** linePay[symbol * 6 + count]: pay in bets per line for `count` of a kind (0 when none). */
  linePay: Int32Array;
  /** scatterPay[count] in total bets, freeSpinsFor[count] in spins, for 0–5 scatters. */
  scatterPay: Int32Array;
  freeSpinsFor: Int32Array;
  base: CompiledReels;
  free: CompiledReels;
}

const symbolIndex = (symbol: SlotSymbol): number => SLOT_SYMBOLS.indexOf(symbol);

function compileReels(strips: readonly string[], wild: number, scatter: number): CompiledReels {
  if (strips.length !== REELS) throw new Error(`a slot needs ${REELS} reel strips`);
  const compiled = strips.map((text, reel) => {
    const strip = Uint8Array.from(
      text.split(/\s+/).map((code) => {
        const symbol = SYMBOL_CODES[code];
        if (!symbol) throw new Error(`unknown symbol code ${code} on reel ${reel + 1}`);
        return symbolIndex(symbol);
      }),
    );
    if (strip.length < ROWS) throw new Error(`reel ${reel + 1} is shorter than the window`);
    if (reel === 0 && strip.includes(wild)) throw new Error('wilds must not sit on reel 1');
    const scatters = [...strip.keys()].filter((i) => strip[i] === scatter);
    // Cyclic gaps of at least ROWS keep a reel to one visible scatter.
    scatters.forEach((position, i) => {
      const next = scatters[(i + 1) % scatters.length]!;
      const gap = (next - position + strip.length) % strip.length || strip.length;
      if (gap < ROWS) throw new Error(`scatters on reel ${reel + 1} are closer than ${ROWS} stops`);
    });
    return strip;
  });
  const windows = compiled.map((strip) => {
    const window = new Uint8Array(strip.length * ROWS);
    for (let stop = 0; stop < strip.length; stop++) {
      for (let row = 0; row < ROWS; row++) window[stop * ROWS + row] = strip[(stop + row) % strip.length]!;
    }
    return window;
  });
  return { strips: compiled, lengths: compiled.map((strip) => strip.length), windows };
}

/** Checks a config and builds its tables; throws on a strip or line that breaks the game's rules. */
export function compileSlot(config: SlotConfig): CompiledSlot {
  const wild = symbolIndex('wild');
  const scatter = symbolIndex('scatter');
  const lineRows = new Uint8Array(config.lines.length * REELS);
  config.lines.forEach((rows, line) => {
    if (rows.length !== REELS || rows.some((row) => !Number.isInteger(row) || row < 0 || row >= ROWS)) {
      throw new Error(`line ${line + 1} must give a row 0–${ROWS - 1} on each of ${REELS} reels`);
    }
    lineRows.set(rows, line * REELS);
  });
  const lineCells = lineRows.map((row, i) => (i % REELS) * ROWS + row);
  const linePay = new Int32Array(SLOT_SYMBOLS.length * 6);
  for (const [symbol, pays] of Object.entries(config.linePays) as [SlotSymbol, readonly number[]][]) {
    if (symbol === 'wild' || symbol === 'scatter') throw new Error(`${symbol} has no line pay`);
    // Integer pays keep payouts exact in cents; a positive 5-of-a-kind pay marks a paying symbol.
    if (!pays.every((pay) => Number.isInteger(pay) && pay >= 0) || pays[2]! <= 0) {
      throw new Error(`${symbol} needs whole-number pays and a positive pay for 5`);
    }
    pays.forEach((pay, i) => (linePay[symbolIndex(symbol) * 6 + 3 + i] = pay));
  }
  const counts = [...config.scatterPays, ...config.freeSpins, config.freeSpinMultiplier];
  if (!counts.every((n) => Number.isInteger(n) && n >= 0) || config.freeSpinMultiplier < 1) {
    throw new Error('scatter pays, free spins and the multiplier must be whole numbers');
  }
  const scatterPay = new Int32Array(6);
  const freeSpinsFor = new Int32Array(6);
  for (let i = 0; i < 3; i++) {
    scatterPay[3 + i] = config.scatterPays[i]!;
    freeSpinsFor[3 + i] = config.freeSpins[i]!;
  }
  const base = compileReels(config.baseStrips, wild, scatter);
  const free = compileReels(config.freeStrips, wild, scatter);
  return {
    config,
    wild,
    scatter,
    lineCount: config.lines.length,
    lineRows,
    lineCells,
    linePay,
    scatterPay,
    freeSpinsFor,
    base,
    free,
  };
}

/** Writes the visible symbols of `stops` into grid[reel * ROWS + row]. */
export function fillGrid(reels: CompiledReels, stops: ArrayLike<number>, grid: Uint8Array): void {
  for (let reel = 0; reel < REELS; reel++) {
    const window = reels.windows[reel]!;
    const base = stops[reel]! * ROWS;
    for (let row = 0; row < ROWS; row++) grid[reel * ROWS + row] = window[base + row]!;
  }
}

/**
 * The win of one line on a grid, packed as `pay * 8 + count` so the hot loops allocate nothing: `pay`
 * in bets per line (before any free-spin multiplier), `count` the reels the line's symbol runs across
 * from reel 1 (the symbol itself or a wild). 0 when reel 1 shows the scatter or the run pays nothing.
 */
export function lineWin(slot: CompiledSlot, grid: Uint8Array, line: number): number {
  const cells = slot.lineCells;
  const wild = slot.wild;
  const offset = line * REELS;
  const symbol = grid[cells[offset]!]!;
  if (slot.linePay[symbol * 6 + REELS] === 0) return 0;
  let count = 1;
  for (; count < REELS; count++) {
    const next = grid[cells[offset + count]!]!;
    if (next !== symbol && next !== wild) break;
  }
  const pay = slot.linePay[symbol * 6 + count]!;
  return pay === 0 ? 0 : pay * 8 + count;
}

/** Scatters visible on a grid. */
export function countScatters(slot: CompiledSlot, grid: Uint8Array): number {
  let count = 0;
  for (let i = 0; i < REELS * ROWS; i++) if (grid[i] === slot.scatter) count++;
  return count;
}
