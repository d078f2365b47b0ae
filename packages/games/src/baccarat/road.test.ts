import { describe, expect, it } from 'vitest';
import { bigRoad } from './road';
import type { RoadOutcome } from './road';

const parse = (text: string): RoadOutcome[] =>
  [...text].map((c) => ({
    winner: c === 'P' || c === 'p' ? 'player' : c === 'B' || c === 'b' ? 'banker' : 'tie',
    // Lower case marks a player pair, to check pairs are carried.
    playerPair: c === 'p' || c === 'b',
    bankerPair: false,
  }));

const board = (text: string, rows = 6) =>
  bigRoad(parse(text), rows)
    .cells.map((c) => `${c.winner[0]}${c.column}${c.row}`)
    .join(' ');

describe('bigRoad', () => {
  it('stacks a streak down a column and starts a new column when the winner changes', () => {
    const road = bigRoad(parse('BBPPPB'));
    expect(road.columns.map((column) => column.map((cell) => cell.winner[0]).join(''))).toEqual([
      'bb',
      'ppp',
      'b',
    ]);
    expect(board('BBPPPB')).toBe('b00 b01 p10 p11 p12 b20');
    expect(road.width).toBe(3);
  });

  it('puts ties on the box before them, and leading ties on the first box', () => {
    const road = bigRoad(parse('TTPTTBT'));
    expect(road.columns.flat().map((cell) => [cell.winner, cell.ties, cell.round])).toEqual([
      ['player', 4, 2],
      ['banker', 1, 5],
    ]);
    expect(road.pendingTies).toBe(0);
    expect(bigRoad(parse('TTT'))).toMatchObject({ columns: [], cells: [], pendingTies: 3, width: 0 });
  });

  it('turns a streak longer than the board right along the bottom row (dragon tail)', () => {
    expect(board('BBBBBBBBP')).toBe('b00 b01 b02 b03 b04 b05 b15 b25 p10');
  });

  it('turns the next streak early when a tail blocks its column', () => {
    // Banker ×7 tails into column 1 at row 5; player ×6 in column 1 stops at row 4 and turns right.
    expect(board('BBBBBBBPPPPPP')).toBe('b00 b01 b02 b03 b04 b05 b15 p10 p11 p12 p13 p14 p24');
  });

  it('honours a shorter board and carries pairs', () => {
    expect(board('PPPP', 3)).toBe('p00 p01 p02 p12');
    expect(bigRoad(parse('pB')).cells.map((c) => c.playerPair)).toEqual([true, false]);
  });
});
