import { describe, expect, it } from 'vitest';
import { createRng } from '../fair/rng';
import { scriptedRng } from '../testing/scripted-rng';
import { SWERTE_FIESTA, SYMBOL_CODES } from './config';
import type { SlotSymbol } from './config';
import { playFreeSpins, playSlotRound, spin, swerteFiesta } from './spin';
import type { SpinResult } from './spin';

const strips = (texts: readonly string[]): SlotSymbol[][] =>
  texts.map((text) => text.split(' ').map((code) => SYMBOL_CODES[code]!));
const base = strips(SWERTE_FIESTA.baseStrips);
const free = strips(SWERTE_FIESTA.freeStrips);

/** The stop that puts `symbol` in `row` of a reel. */
function stopFor(strip: SlotSymbol[], symbol: SlotSymbol, row: number, nth = 0): number {
  const positions = strip.flatMap((s, i) => (s === symbol ? [i] : []));
  return (positions[nth]! - row + strip.length) % strip.length;
}

/** The rules, written plainly from the config, to check the compiled engine against. */
function referenceWins(result: SpinResult, betPerLine: bigint, lines: number) {
  const wins = [];
  for (let line = 0; line < lines; line++) {
    const symbols = SWERTE_FIESTA.lines[line]!.map((row, reel) => result.grid[reel]![row]!);
    const first = symbols[0]!;
    let count = 1;
    while (count < 5 && (symbols[count] === first || symbols[count] === 'wild')) count++;
    const pay = count >= 3 ? (SWERTE_FIESTA.linePays[first]?.[count - 3] ?? 0) : 0;
    if (pay > 0)
      wins.push({
        line: line + 1,
        symbol: first,
        count,
        payout: BigInt(pay) * betPerLine * BigInt(result.multiplier),
      });
  }
  return wins;
}

describe('spin', () => {
  it('shows strip positions stop…stop+2 and pays the lines, in cents', () => {
    const stops = [
      stopFor(base[0]!, 'jeepney', 1),
      stopFor(base[1]!, 'wild', 1),
      stopFor(base[2]!, 'jeepney', 1),
      stopFor(base[3]!, 'jeepney', 1),
      stopFor(base[4]!, 'king', 1),
    ];
    const result = spin(scriptedRng(stops), { betPerLine: 5n, lines: 20 });
    expect(result.stops).toEqual(stops);
    expect(result.grid.map((reel) => reel[1])).toEqual(['jeepney', 'wild', 'jeepney', 'jeepney', 'king']);
    result.grid.forEach((reel, i) =>
      expect(reel).toEqual([0, 1, 2].map((row) => base[i]![(stops[i]! + row) % base[i]!.length])),
    );
    expect(result.lineWins).toContainEqual({ line: 1, symbol: 'jeepney', count: 4, payout: 1000n });
    expect(result.lineWins).toEqual(referenceWins(result, 5n, 20));
    expect(result.payout).toBe(
      result.lineWins.reduce((sum, win) => sum + win.payout, 0n) + result.scatter.payout,
    );
  });

  it('pays scatters on the total bet and awards free spins', () => {
    const stops = [
      stopFor(base[0]!, 'scatter', 0),
      stopFor(base[1]!, 'scatter', 2),
      stopFor(base[2]!, 'scatter', 1),
      0,
      0,
    ];
    const result = spin(scriptedRng(stops), { betPerLine: 3n, lines: 10 });
    expect(result.scatter.count).toBe(3);
    expect(result.scatter).toEqual({ count: 3, payout: 2n * 30n, freeSpinsAwarded: 8 });
  });

  it('counts only the lines played', () => {
    const stops = [
      stopFor(base[0]!, 'ace', 0),
      stopFor(base[1]!, 'ace', 0),
      stopFor(base[2]!, 'ace', 0),
      5,
      5,
    ];
    const all = spin(scriptedRng(stops), { betPerLine: 1n, lines: 20 });
    const one = spin(scriptedRng(stops), { betPerLine: 1n, lines: 1 });
    expect(all.lineWins.some((win) => win.line === 2)).toBe(true);
    expect(one.lineWins.every((win) => win.line === 1)).toBe(true);
  });

  it('matches the plain reference rules on many provably fair spins', () => {
    for (let nonce = 0; nonce < 3000; nonce++) {
      const rng = createRng({ serverSeed: 'reference', clientSeed: 'check', nonce });
      const lines = (nonce % 20) + 1;
      const result = spin(rng, { betPerLine: 7n, lines });
      expect(result.lineWins).toEqual(referenceWins(result, 7n, lines));
    }
  });

  it('refuses bets that are not positive cents on 1–20 lines', () => {
    const rng = scriptedRng([0, 0, 0, 0, 0]);
    expect(() => spin(rng, { betPerLine: 0n, lines: 20 })).toThrow(RangeError);
    expect(() => spin(rng, { betPerLine: 1n, lines: 21 })).toThrow(RangeError);
    expect(() => spin(rng, { betPerLine: 1n, lines: 0 })).toThrow(RangeError);
  });
});

describe('free spins', () => {
  it('use the free strips, multiply every win, and add retriggered spins', () => {
    const retrigger = [
      stopFor(free[0]!, 'scatter', 1),
      stopFor(free[1]!, 'scatter', 1),
      stopFor(free[2]!, 'scatter', 1),
      0,
      0,
    ];
    const quiet = [1, 1, 1, 1, 1];
    // 2 awarded; the first retriggers 8 more; 10 spins in all.
    const rng = scriptedRng([...retrigger, ...Array.from({ length: 9 }, () => quiet).flat()]);
    const spins = playFreeSpins(rng, { betPerLine: 2n, lines: 20 }, 2);
    expect(spins).toHaveLength(10);
    expect(rng.left()).toBe(0);
    expect(spins[0]!.scatter).toEqual({ count: 3, payout: 2n * 40n * 2n, freeSpinsAwarded: 8 });
    for (const result of spins) {
      expect(result.mode).toBe('free');
      expect(result.multiplier).toBe(2);
      expect(result.lineWins).toEqual(referenceWins(result, 2n, 20));
      result.grid.forEach((reel, i) => expect(reel[0]).toBe(free[i]![result.stops[i]!]));
    }
  });
});

describe('playSlotRound', () => {
  const seeds = { serverSeed: 'round-seed', clientSeed: 'player', nonce: 0 };

  it('replays identically from the same seeds', () => {
    const bet = { betPerLine: 10n, lines: 20 };
    expect(playSlotRound(createRng(seeds), bet)).toEqual(playSlotRound(createRng(seeds), bet));
  });

  it('plays the free spins a trigger awards and totals the payout', () => {
    const bet = { betPerLine: 1n, lines: 20 };
    let nonce = 0;
    let round = playSlotRound(createRng({ ...seeds, nonce }), bet);
    while (round.base.scatter.freeSpinsAwarded === 0)
      round = playSlotRound(createRng({ ...seeds, nonce: ++nonce }), bet);
    expect(round.stake).toBe(20n);
    expect(round.freeSpins.length).toBeGreaterThanOrEqual(round.base.scatter.freeSpinsAwarded);
    expect(round.payout).toBe(round.freeSpins.reduce((sum, s) => sum + s.payout, round.base.payout));
    expect(swerteFiesta.config.name).toBe('Swerte Fiesta');
  });
});
