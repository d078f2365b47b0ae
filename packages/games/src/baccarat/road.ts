import type { BaccaratRound } from './rules';

/** What the road needs from a coup. */
export type RoadOutcome = Pick<BaccaratRound, 'winner' | 'playerPair' | 'bankerPair'>;

/** One box of the big road: a player or banker win, with the ties that followed it. */
export interface BigRoadCell {
  winner: 'player' | 'banker';
  /** Ties drawn on this box (for the first box, also ties before it). */
  ties: number;
  playerPair: boolean;
  bankerPair: boolean;
  /** Index of the coup this box records in the outcomes given. */
  round: number;
}

/** A box placed on the board. */
export interface PlacedCell extends BigRoadCell {
  column: number;
  row: number;
}

export interface BigRoad {
  /** Streaks: each column holds consecutive wins of one side, oldest first. */
  columns: BigRoadCell[][];
  /** The same boxes placed on a board of `rows` rows, with long streaks turning right ("dragon tail"). */
  cells: PlacedCell[];
  /** Board columns used. */
  width: number;
  /** Ties seen before any player or banker win; they go on the first box once there is one. */
  pendingTies: number;
}

function streaks(outcomes: readonly RoadOutcome[]): { columns: BigRoadCell[][]; pendingTies: number } {
  const columns: BigRoadCell[][] = [];
  let pendingTies = 0;
  outcomes.forEach((outcome, round) => {
    const column = columns.at(-1);
    const last = column?.at(-1);
    if (outcome.winner === 'tie') {
      if (last) last.ties++;
      else pendingTies++;
      return;
    }
    const { winner, playerPair, bankerPair } = outcome;
    const cell: BigRoadCell = { winner, ties: pendingTies, playerPair, bankerPair, round };
    pendingTies = 0;
    if (column && last?.winner === outcome.winner) column.push(cell);
    else columns.push([cell]);
  });
  return { columns, pendingTies };
}

/**
 * The big road of a shoe's history. A new streak starts at the top of the next free column. A streak
 * goes down until the bottom row or an occupied box, then turns right along that row and stays there.
 */
export function bigRoad(outcomes: readonly RoadOutcome[], rows = 6): BigRoad {
  const { columns, pendingTies } = streaks(outcomes);
  const taken = new Set<string>();
  const key = (column: number, row: number) => `${column}:${row}`;
  const cells: PlacedCell[] = [];
  let start = -1;
  let width = 0;
  for (const streak of columns) {
    start++;
    while (taken.has(key(start, 0))) start++;
    let column = start;
    let row = 0;
    let turned = false;
    streak.forEach((cell, i) => {
      if (i > 0) {
        if (!turned && row + 1 < rows && !taken.has(key(column, row + 1))) row++;
        else {
          turned = true;
          column++;
        }
      }
      taken.add(key(column, row));
      cells.push({ ...cell, column, row });
      width = Math.max(width, column + 1);
    });
  }
  return { columns, cells, width, pendingTies };
}
