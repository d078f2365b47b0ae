import { SWERTE_FIESTA } from '@swerte/games';
import type { SlotSpinWire } from '@swerte/contracts';

/** The 20 paylines: the row (0 top) each crosses on reels 1 to 5; line n is SLOT_LINES[n − 1]. */
export const SLOT_LINES: readonly (readonly number[])[] = SWERTE_FIESTA.lines;

export const cellKey = (reel: number, row: number) => `${reel}:${row}`;

type SpinWins = Pick<SlotSpinWire, 'grid' | 'lineWins' | 'scatter'>;

/** The cells a spin's wins cover: each line win's run from reel 1, and every scatter when they pay or award spins. */
export function winningCells(spin: SpinWins): Set<string> {
  const cells = new Set<string>();
  for (const win of spin.lineWins) {
    const rows = SLOT_LINES[win.line - 1];
    if (!rows) continue;
    for (let reel = 0; reel < win.count; reel++) cells.add(cellKey(reel, rows[reel] ?? 1));
  }
  if (spin.scatter.count >= 3) {
    spin.grid.forEach((column, reel) =>
      column.forEach((symbol, row) => {
        if (symbol === 'scatter') cells.add(cellKey(reel, row));
      }),
    );
  }
  return cells;
}
