import { describe, expect, it } from 'vitest';
import type { Card, Rank } from './cards';
import { bankerDraws, playCoup, playerDraws } from './rules';

const card = (rank: Rank, suit: Card['suit'] = 'spades'): Card => ({ rank, suit });
const from = (cards: Card[]) => {
  const queue = [...cards];
  return () => {
    const next = queue.shift();
    if (!next) throw new Error('the coup asked for more cards than the case gives');
    return next;
  };
};

describe('bankerDraws', () => {
  // The printed third-card table: rows are the banker's total 0–7, columns the player's third card
  // 0–9 (D draws, S stands); the last column is "player stood".
  const table = [
    'DDDDDDDDDD D',
    'DDDDDDDDDD D',
    'DDDDDDDDDD D',
    'DDDDDDDDSD D',
    'SSDDDDDDSS D',
    'SSSSDDDDSS D',
    'SSSSSSDDSS S',
    'SSSSSSSSSS S',
  ];
  it.each(table.map((row, total) => [total, row] as const))('banker on %i: %s', (total, row) => {
    const [thirds, stood] = row.split(' ') as [string, string];
    [...thirds].forEach((mark, x) => expect(bankerDraws(total, x), `third card ${x}`).toBe(mark === 'D'));
    expect(bankerDraws(total, null)).toBe(stood === 'D');
  });

  it('lets the player draw on 0–5 only', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7].map(playerDraws)).toEqual([
      true,
      true,
      true,
      true,
      true,
      true,
      false,
      false,
    ]);
  });
});

describe('playCoup', () => {
  // Cards in dealing order: P1 B1 P2 B2, then P3 and B3 when drawn.
  const cases: [
    string,
    Rank[],
    { player: number; banker: number; winner: string; cards: [number, number] },
  ][] = [
    [
      'player natural 9 beats 7',
      ['4', '3', '5', '4'],
      { player: 9, banker: 7, winner: 'player', cards: [2, 2] },
    ],
    [
      'banker natural 8 stops the player drawing on 5',
      ['2', '4', '3', '4'],
      { player: 5, banker: 8, winner: 'banker', cards: [2, 2] },
    ],
    [
      'natural 8 against natural 8 ties',
      ['3', '6', '5', '2'],
      { player: 8, banker: 8, winner: 'tie', cards: [2, 2] },
    ],
    [
      'natural 9 beats natural 8',
      ['K', '4', '9', '4'],
      { player: 9, banker: 8, winner: 'player', cards: [2, 2] },
    ],
    [
      'player stands on 6, banker 5 draws',
      ['3', '2', '3', '3', 'K'],
      { player: 6, banker: 5, winner: 'player', cards: [2, 3] },
    ],
    [
      'player stands on 7, banker 6 stands',
      ['4', '6', '3', 'K'],
      { player: 7, banker: 6, winner: 'player', cards: [2, 2] },
    ],
    [
      'player stands on 6, banker 7 stands',
      ['J', '4', '6', '3'],
      { player: 6, banker: 7, winner: 'banker', cards: [2, 2] },
    ],
    [
      'banker 2 draws even on a player 8',
      ['2', '10', '3', '2', '8', '5'],
      { player: 3, banker: 7, winner: 'banker', cards: [3, 3] },
    ],
    [
      'banker 3 stands on a player 8',
      ['A', '3', '4', 'K', '8'],
      { player: 3, banker: 3, winner: 'tie', cards: [3, 2] },
    ],
    [
      'banker 3 draws on a player 9',
      ['A', '3', '4', 'K', '9', '5'],
      { player: 4, banker: 8, winner: 'banker', cards: [3, 3] },
    ],
    [
      'banker 3 draws on a player 0',
      ['A', '3', '4', 'K', 'Q', '2'],
      { player: 5, banker: 5, winner: 'tie', cards: [3, 3] },
    ],
    [
      'banker 4 stands on a player ace',
      ['2', '4', '2', 'K', 'A'],
      { player: 5, banker: 4, winner: 'player', cards: [3, 2] },
    ],
    [
      'banker 4 draws on a player 2',
      ['2', '4', '2', 'K', '2', '4'],
      { player: 6, banker: 8, winner: 'banker', cards: [3, 3] },
    ],
    [
      'banker 4 draws on a player 7',
      ['2', '4', '2', 'K', '7', '3'],
      { player: 1, banker: 7, winner: 'banker', cards: [3, 3] },
    ],
    [
      'banker 4 stands on a player 8',
      ['2', '4', '2', 'K', '8'],
      { player: 2, banker: 4, winner: 'banker', cards: [3, 2] },
    ],
    [
      'banker 5 stands on a player 3',
      ['K', '5', '4', 'K', '3'],
      { player: 7, banker: 5, winner: 'player', cards: [3, 2] },
    ],
    [
      'banker 5 draws on a player 4',
      ['K', '5', '4', 'K', '4', '4'],
      { player: 8, banker: 9, winner: 'banker', cards: [3, 3] },
    ],
    [
      'banker 5 draws on a player 7',
      ['K', '5', '4', 'K', '7', 'A'],
      { player: 1, banker: 6, winner: 'banker', cards: [3, 3] },
    ],
    [
      'banker 5 stands on a player 8',
      ['K', '5', '4', 'K', '8'],
      { player: 2, banker: 5, winner: 'banker', cards: [3, 2] },
    ],
    [
      'banker 6 stands on a player 5',
      ['A', '6', '2', 'K', '5'],
      { player: 8, banker: 6, winner: 'player', cards: [3, 2] },
    ],
    [
      'banker 6 draws on a player 6',
      ['A', '6', '2', 'K', '6', '3'],
      { player: 9, banker: 9, winner: 'tie', cards: [3, 3] },
    ],
    [
      'banker 6 draws on a player 7',
      ['A', '6', '2', 'K', '7', 'Q'],
      { player: 0, banker: 6, winner: 'banker', cards: [3, 3] },
    ],
    [
      'banker 6 stands on a player 8',
      ['A', '6', '2', 'K', '8'],
      { player: 1, banker: 6, winner: 'banker', cards: [3, 2] },
    ],
    [
      'banker 7 stands whatever the player drew',
      ['K', '7', 'Q', 'K', '6'],
      { player: 6, banker: 7, winner: 'banker', cards: [3, 2] },
    ],
    [
      'player draws on 0',
      ['K', '7', 'Q', 'J', '9'],
      { player: 9, banker: 7, winner: 'player', cards: [3, 2] },
    ],
  ];

  it.each(cases)('%s', (_name, ranks, expected) => {
    const round = playCoup(from(ranks.map((rank) => card(rank))));
    expect({
      player: round.player.total,
      banker: round.banker.total,
      winner: round.winner,
      cards: [round.player.cards.length, round.banker.cards.length],
    }).toEqual(expected);
  });

  it('marks naturals and pairs by rank, not by value', () => {
    const round = playCoup(from([card('3'), card('K'), card('3', 'hearts'), card('Q'), card('A')]));
    expect(round).toMatchObject({ natural: false, playerPair: true, bankerPair: false });
    const natural = playCoup(from([card('9'), card('8'), card('K'), card('K', 'clubs')]));
    expect(natural).toMatchObject({ natural: true, playerPair: false, bankerPair: false, winner: 'player' });
    const bankerPair = playCoup(from([card('9'), card('K'), card('K'), card('K', 'clubs')]));
    expect(bankerPair.bankerPair).toBe(true);
  });
});
