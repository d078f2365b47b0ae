import { RED_NUMBERS } from '@swerte/games';
import type { LiveSpot } from './live-slip';

/**
 * Where a spot lies on the roulette layout, in cells: `along` runs 0 to 12 from the zero to the
 * columns' 2 to 1 bets (the zero sits at -1), `across` 0 to 3 over the three number rows (1-4-7… at 0),
 * the dozens at -1 and the even-money bets at -2. The board draws it lying (desktop) or standing (phone).
 */
export interface LayoutSpot {
  spot: LiveSpot;
  along: number;
  across: number;
  alongSize: number;
  acrossSize: number;
  /** number: a pocket's cell; edge: a split, street, corner or line on the cells' borders; outside. */
  type: 'number' | 'edge' | 'outside';
  /** What the cell shows: a number, or a key of the catalogue's bet names. */
  label: string;
  colour?: 'red' | 'black' | 'green';
}

const EDGE = 0.4;
const cellOf = (n: number) => ({ along: Math.floor((n - 1) / 3), across: (n - 1) % 3 });
const edge = (spot: LiveSpot, along: number, across: number): LayoutSpot => ({
  spot,
  along: along - EDGE / 2,
  across: across - EDGE / 2,
  alongSize: EDGE,
  acrossSize: EDGE,
  type: 'edge',
  label: spot.kind,
});

export const pocketColour = (n: number): 'red' | 'black' | 'green' =>
  n === 0 ? 'green' : RED_NUMBERS.has(n) ? 'red' : 'black';

function numberCells(): LayoutSpot[] {
  const zero: LayoutSpot = {
    spot: { kind: 'straight', numbers: [0] },
    along: -1,
    across: 0,
    alongSize: 1,
    acrossSize: 3,
    type: 'number',
    label: '0',
    colour: 'green',
  };
  const cells = Array.from({ length: 36 }, (_, i): LayoutSpot => {
    const n = i + 1;
    return {
      spot: { kind: 'straight', numbers: [n] },
      ...cellOf(n),
      alongSize: 1,
      acrossSize: 1,
      type: 'number',
      label: String(n),
      colour: pocketColour(n),
    };
  });
  return [zero, ...cells];
}

function insideEdges(): LayoutSpot[] {
  const spots: LayoutSpot[] = [
    edge({ kind: 'split', numbers: [0, 1] }, 0, 0.5),
    edge({ kind: 'split', numbers: [0, 2] }, 0, 1.5),
    edge({ kind: 'split', numbers: [0, 3] }, 0, 2.5),
    edge({ kind: 'street', numbers: [0, 1, 2] }, 0, 1),
    edge({ kind: 'street', numbers: [0, 2, 3] }, 0, 2),
    edge({ kind: 'corner', numbers: [0, 1, 2, 3] }, 0, 0),
  ];
  for (let n = 1; n <= 36; n++) {
    const { along, across } = cellOf(n);
    if (n <= 33) spots.push(edge({ kind: 'split', numbers: [n, n + 3] }, along + 1, across + 0.5));
    if (across < 2) spots.push(edge({ kind: 'split', numbers: [n, n + 1] }, along + 0.5, across + 1));
    if (across === 0) spots.push(edge({ kind: 'street', numbers: [n, n + 1, n + 2] }, along + 0.5, 0));
    if (across < 2 && n <= 32)
      spots.push(edge({ kind: 'corner', numbers: [n, n + 1, n + 3, n + 4] }, along + 1, across + 1));
    if (across === 0 && n <= 31)
      spots.push(edge({ kind: 'line', numbers: [n, n + 1, n + 2, n + 3, n + 4, n + 5] }, along + 1, 0));
  }
  return spots;
}

function outsideSpots(): LayoutSpot[] {
  const outside = (spot: LiveSpot, along: number, across: number, alongSize: number, label: string) => ({
    spot,
    along,
    across,
    alongSize,
    acrossSize: 1,
    type: 'outside' as const,
    label,
  });
  const which = [1, 2, 3] as const;
  return [
    ...which.map((w) => outside({ kind: 'column', which: w }, 12, w - 1, 1, 'column')),
    ...which.map((w) => outside({ kind: 'dozen', which: w }, (w - 1) * 4, -1, 4, `dozen${w}`)),
    ...(['low', 'even', 'red', 'black', 'odd', 'high'] as const).map((kind, i) =>
      outside({ kind }, i * 2, -2, 2, kind),
    ),
  ];
}

/** Every spot of the European layout: 37 numbers, every split, street, corner and line, and the outside bets. */
export const ROULETTE_LAYOUT: readonly LayoutSpot[] = [...numberCells(), ...outsideSpots(), ...insideEdges()];

/** The wheel's pockets clockwise from the zero, as a European wheel has them. */
export const WHEEL_ORDER = [
  0, 32, 15, 19, 4, 21, 2, 25, 17, 34, 6, 27, 13, 36, 11, 30, 8, 23, 10, 5, 24, 16, 33, 1, 20, 14, 31, 9, 22,
  18, 29, 7, 28, 12, 35, 3, 26,
] as const;
