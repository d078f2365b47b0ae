import { describe, expect, it } from 'vitest';
import { SLOT_SYMBOLS, SWERTE_FIESTA } from './config';
import type { SlotSymbol } from './config';
import { compileSlot, countScatters, lineWin } from './engine';

const slot = compileSlot(SWERTE_FIESTA);

/** A grid from five columns of symbols (top, middle, bottom). */
function grid(...columns: SlotSymbol[][]): Uint8Array {
  return Uint8Array.from(columns.flat().map((symbol) => SLOT_SYMBOLS.indexOf(symbol)));
}
const column = (symbol: SlotSymbol): SlotSymbol[] => ['ten', symbol, 'jack'];
const middle = (...symbols: SlotSymbol[]) => grid(...symbols.map(column));
const decode = (win: number) => ({ pay: win >> 3, count: win & 7 });

describe('lineWin', () => {
  it('pays a run from reel 1 with wilds standing in', () => {
    expect(decode(lineWin(slot, middle('jeepney', 'wild', 'jeepney', 'jeepney', 'king'), 0))).toEqual({
      pay: 200,
      count: 4,
    });
    expect(decode(lineWin(slot, middle('jeepney', 'wild', 'wild', 'wild', 'jeepney'), 0))).toEqual({
      pay: 1000,
      count: 5,
    });
    expect(decode(lineWin(slot, middle('queen', 'queen', 'wild', 'ace', 'queen'), 0))).toEqual({
      pay: 15,
      count: 3,
    });
  });

  it('pays nothing for two of a kind, a broken run, or a scatter on reel 1', () => {
    expect(lineWin(slot, middle('ace', 'ace', 'king', 'ace', 'ace'), 0)).toBe(0);
    expect(lineWin(slot, middle('scatter', 'wild', 'wild', 'wild', 'wild'), 0)).toBe(0);
    expect(lineWin(slot, middle('mango', 'scatter', 'mango', 'mango', 'mango'), 0)).toBe(0);
  });

  it('follows each line through its own rows', () => {
    // Line 4 is V-shaped: rows 0, 1, 2, 1, 0.
    const v = grid(
      ['carabao', 'ten', 'ten'],
      ['jack', 'carabao', 'jack'],
      ['ten', 'ten', 'wild'],
      ['ace', 'carabao', 'ace'],
      ['carabao', 'king', 'king'],
    );
    expect(decode(lineWin(slot, v, 3))).toEqual({ pay: 500, count: 5 });
    expect(lineWin(slot, v, 0)).toBe(0);
  });
});

describe('countScatters', () => {
  it('counts scatters anywhere in the window', () => {
    expect(
      countScatters(
        slot,
        grid(
          ['scatter', 'ten', 'ten'],
          column('ace'),
          ['ten', 'ten', 'scatter'],
          column('ace'),
          column('scatter'),
        ),
      ),
    ).toBe(3);
  });
});

describe('compileSlot', () => {
  const strip = SWERTE_FIESTA.baseStrips[1]!;
  it('refuses wilds on reel 1, scatters closer than the window, and lines off the grid', () => {
    expect(() =>
      compileSlot({ ...SWERTE_FIESTA, baseStrips: [strip, ...SWERTE_FIESTA.baseStrips.slice(1)] }),
    ).toThrow(/reel 1/);
    const crowded = 'S T S J Q K A T J Q K A';
    expect(() =>
      compileSlot({ ...SWERTE_FIESTA, freeStrips: [...SWERTE_FIESTA.freeStrips.slice(0, 4), crowded] }),
    ).toThrow(/closer/);
    // Wrapping around counts too: positions 10 and 0 of 12 are 2 apart.
    const wrapped = 'S T J Q K A T J Q K S A';
    expect(() =>
      compileSlot({ ...SWERTE_FIESTA, freeStrips: [...SWERTE_FIESTA.freeStrips.slice(0, 4), wrapped] }),
    ).toThrow(/closer/);
    expect(() => compileSlot({ ...SWERTE_FIESTA, lines: [[1, 1, 1, 1, 3]] })).toThrow(/line 1/);
    expect(() =>
      compileSlot({ ...SWERTE_FIESTA, baseStrips: ['T J X', ...SWERTE_FIESTA.baseStrips.slice(1)] }),
    ).toThrow(/unknown/);
    const linePays = { ...SWERTE_FIESTA.linePays, ace: [20, 60.5, 200] as const };
    expect(() => compileSlot({ ...SWERTE_FIESTA, linePays })).toThrow(/whole-number/);
    expect(() => compileSlot({ ...SWERTE_FIESTA, freeSpinMultiplier: 1.5 })).toThrow(/whole numbers/);
  });

  it('has 20 distinct lines and strips of 30–40 stops', () => {
    expect(new Set(SWERTE_FIESTA.lines.map((line) => line.join())).size).toBe(20);
    for (const length of [...slot.base.lengths, ...slot.free.lengths]) {
      expect(length).toBeGreaterThanOrEqual(30);
      expect(length).toBeLessThanOrEqual(40);
    }
  });
});
