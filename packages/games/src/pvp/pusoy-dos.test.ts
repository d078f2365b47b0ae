import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRng } from '../fair/rng';
import { THREE_OF_CLUBS, cardName, dealPusoyDos, pdCard, type PdRank, type PdSuit } from './pusoy-dos-cards';
import { botMove } from './pusoy-dos-bot';
import { beats, classify } from './pusoy-dos-combos';
import type { PdMoveError } from './pusoy-dos-game';
import {
  applyMove,
  pusoyDosStake,
  pusoyDosValidBets,
  settlePusoyDos,
  startPusoyDos,
  timeoutMove,
  type PdGame,
  type PdMove,
} from './pusoy-dos-game';

/** Cards by name: "3c", "10d", "As" (c, s, h, d). */
const c = (...names: string[]) =>
  names.map((name) => {
    const suit = { c: 'clubs', s: 'spades', h: 'hearts', d: 'diamonds' }[name.slice(-1)] as PdSuit;
    return pdCard(name.slice(0, -1) as PdRank, suit);
  });
const combo = (...names: string[]) => classify(c(...names))!;

describe('Pusoy Dos combos', () => {
  it('ranks 3 lowest to 2 highest, and clubs < spades < hearts < diamonds', () => {
    expect(beats(combo('2c'), combo('Ad'))).toBe(true);
    expect(beats(combo('3d'), combo('3s'))).toBe(true);
    expect(beats(combo('3c'), combo('3s'))).toBe(false);
    expect(cardName(THREE_OF_CLUBS)).toBe('3♣');
  });

  it('compares pairs and triples by their highest card', () => {
    expect(beats(combo('9c', '9d'), combo('9s', '9h'))).toBe(true);
    expect(beats(combo('9c', '9s'), combo('9h', '9d'))).toBe(false);
    expect(beats(combo('4c', '4s', '4h'), combo('3s', '3h', '3d'))).toBe(true);
    expect(classify(c('9c', '10c'))).toBeNull();
  });

  it('knows the five-card hands, and a higher kind beats any lower one', () => {
    expect(combo('3c', '4d', '5s', '6h', '7c').kind).toBe('straight');
    expect(combo('Jc', 'Qd', 'Ks', 'Ah', '2c').kind).toBe('straight');
    expect(classify(c('Qd', 'Ks', 'Ah', '2c', '3c'))).toBeNull(); // no wrapping
    expect(combo('3h', '7h', '9h', 'Jh', 'Kh').kind).toBe('flush');
    expect(combo('5c', '5d', '5s', '8h', '8c').kind).toBe('fullHouse');
    expect(combo('5c', '5d', '5s', '5h', '8c').kind).toBe('fourOfAKind');
    expect(combo('4s', '5s', '6s', '7s', '8s').kind).toBe('straightFlush');
    expect(beats(combo('3c', '3d', '3s', '4h', '4c'), combo('4h', '8h', '9h', 'Jh', '2h'))).toBe(true);
    expect(beats(combo('3h', '7h', '9h', 'Jh', 'Kh'), combo('10c', 'Jd', 'Qs', 'Kh', 'Ac'))).toBe(true);
    expect(beats(combo('4s', '5s', '6s', '7s', '8s'), combo('Ac', 'Ad', 'As', 'Ah', '3c'))).toBe(true);
    // Straights by their highest card; flushes by ranks from the top, then suit.
    expect(beats(combo('4c', '5d', '6s', '7h', '8d'), combo('4d', '5c', '6h', '7s', '8c'))).toBe(true);
    expect(beats(combo('3d', '7d', '9d', 'Jd', 'Kd'), combo('3h', '7h', '9h', 'Jh', 'Kh'))).toBe(true);
    expect(beats(combo('3h', '8h', '9h', 'Jh', 'Kh'), combo('4d', '7d', '9d', 'Jd', 'Kd'))).toBe(true);
    expect(classify(c('3c', '4c', '5c', '6c'))).toBeNull();
    expect(beats(combo('2d'), combo('3c', '3d'))).toBe(false);
  });

  it('orders every pair of singles, pairs and five-card hands one way only', () => {
    const cards = fc.uniqueArray(fc.integer({ min: 0, max: 51 }), { minLength: 10, maxLength: 10 });
    fc.assert(
      fc.property(cards, fc.constantFrom(1, 2, 3, 5), (drawn, size) => {
        const a = classify(drawn.slice(0, size));
        const b = classify(drawn.slice(5, 5 + size));
        if (!a || !b) return;
        expect(beats(a, b) && beats(b, a)).toBe(false);
        if (a.kind === b.kind && a.key.join() !== b.key.join()) expect(beats(a, b) || beats(b, a)).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('a hand of Pusoy Dos', () => {
  const seeds = { serverSeed: 'table-7', clientSeed: 'hand', nonce: 3 };
  const dealt = () => startPusoyDos(dealPusoyDos(createRng(seeds)));

  it('deals the whole deck, 13 each, the same for the same seeds, and the 3 of clubs leads', () => {
    const hands = dealPusoyDos(createRng(seeds));
    expect(hands.map((h) => h.length)).toEqual([13, 13, 13, 13]);
    expect(new Set(hands.flat()).size).toBe(52);
    expect(dealPusoyDos(createRng(seeds))).toEqual(hands);
    const game = startPusoyDos(hands);
    expect(game.hands[game.turn]).toContain(THREE_OF_CLUBS);
  });

  it('refuses moves out of turn, cards not held, a lead without the 3 of clubs and a pass on the lead', () => {
    const game = dealt();
    const expectRefused = (seat: number, move: PdMove, code: string) => {
      try {
        applyMove(game, seat, move);
      } catch (error) {
        expect((error as PdMoveError).code).toBe(code);
        return;
      }
      throw new Error('accepted');
    };
    const other = (game.turn + 1) % 4;
    const own = game.hands[game.turn]!;
    expectRefused(other, { type: 'play', cards: [game.hands[other]![0]!] }, 'not_your_turn');
    expectRefused(game.turn, { type: 'play', cards: [game.hands[other]![0]!] }, 'not_your_cards');
    expectRefused(game.turn, { type: 'play', cards: [own[own.length - 1]!] }, 'must_include_three_of_clubs');
    expectRefused(game.turn, { type: 'pass' }, 'cannot_pass_lead');
    expectRefused(game.turn, { type: 'play', cards: [own[0]!, own[own.length - 1]!] }, 'not_a_combo');
  });

  it('gives the lead back to the last player when the other three pass', () => {
    let game = dealt();
    const leader = game.turn;
    game = applyMove(game, leader, { type: 'play', cards: [THREE_OF_CLUBS] });
    for (let k = 1; k <= 3; k++) game = applyMove(game, (leader + k) % 4, { type: 'pass' });
    expect(game).toMatchObject({ turn: leader, table: null, passes: 0 });
  });

  it('plays out to a winner with timer moves alone, and the settlement sums to zero with the rake', () => {
    fc.assert(
      fc.property(fc.nat(100_000), fc.integer({ min: 0, max: 1_000 }), (nonce, rake) => {
        let game: PdGame = startPusoyDos(dealPusoyDos(createRng({ ...seeds, nonce })));
        for (let moves = 0; game.winner === null && moves < 400; moves++)
          game = applyMove(game, game.turn, timeoutMove(game));
        expect(game.winner).not.toBeNull();
        const stacks = [5_000n, 5_000n, 100n, 5_000n];
        const { deltas, rake: taken } = settlePusoyDos(game, 100n, stacks, rake);
        expect(deltas.reduce((a, b) => a + b, 0n) + taken).toBe(0n);
        deltas.forEach((delta, seat) => {
          if (seat === game.winner) return expect(delta).toBeGreaterThanOrEqual(0n);
          expect(-delta).toBeLessThanOrEqual(stacks[seat]!);
          const owed = 100n * BigInt(game.hands[seat]!.length) * (game.played[seat] ? 1n : 2n);
          expect(-delta).toBe(owed < stacks[seat]! ? owed : stacks[seat]!);
        });
        expect([pusoyDosStake(100n, 5_000n), pusoyDosStake(100n, 100n)]).toEqual([2_600n, 100n]);
        // No seat loses more than its stake, so a hand's bet payout (stake + delta) is never negative.
        deltas.forEach((delta, seat) =>
          expect(pusoyDosStake(100n, stacks[seat]!) + delta).toBeGreaterThanOrEqual(0n),
        );
        // The valid bets are the rake split over what the losers paid: to the cent, never more than a
        // seat paid, nothing for the winner; so any two seats together count at most the rake.
        const valid = pusoyDosValidBets(deltas, taken);
        expect(valid.reduce((a, b) => a + b, 0n)).toBe(taken);
        expect(valid[game.winner!]).toBe(0n);
        valid.forEach((v, seat) => {
          expect(v).toBeGreaterThanOrEqual(0n);
          expect(v).toBeLessThanOrEqual(-deltas[seat]! > 0n ? -deltas[seat]! : 0n);
        });
        for (let x = 0; x < 4; x++)
          for (let y = x + 1; y < 4; y++) expect(valid[x]! + valid[y]!).toBeLessThanOrEqual(taken);
      }),
      { numRuns: 30 },
    );
  });
});

describe('the valid bet of a hand', () => {
  it('splits the rake over the losers by what they paid, the cents left to the largest remainders', () => {
    // Losers paid 13, 26 and 1 units of 1.00; a 5% rake of 40.00 is 2.00: 0.65, 1.30, 0.05.
    expect(pusoyDosValidBets([-1_300n, 4_000n - 200n, -2_600n, -100n], 200n)).toEqual([65n, 0n, 130n, 5n]);
    // 1 cent over three equal losers: the lowest seat takes it.
    expect(pusoyDosValidBets([-100n, -100n, 299n, -100n], 1n)).toEqual([1n, 0n, 0n, 0n]);
    expect(pusoyDosValidBets([-100n, 100n, 0n, 0n], 0n)).toEqual([0n, 0n, 0n, 0n]);
  });
});

describe('the practice bot', () => {
  it('always makes a legal move, and four bots play every hand to a winner', () => {
    fc.assert(
      fc.property(fc.nat(100_000), (nonce) => {
        let game: PdGame = startPusoyDos(
          dealPusoyDos(createRng({ serverSeed: 'bots', clientSeed: 'x', nonce })),
        );
        for (let moves = 0; game.winner === null && moves < 400; moves++)
          game = applyMove(game, game.turn, botMove(game));
        expect(game.winner).not.toBeNull();
      }),
      { numRuns: 50 },
    );
  });

  it('beats a single with its weakest higher card and passes on a five-card hand', () => {
    const base = startPusoyDos([
      c('3c', '5d', '9s', '9h', 'Kc', '2d', '4c', '4s', '6c', '7c', '8c', '10c', 'Jc'),
      ...dealtRest(),
    ]);
    const onSingle: PdGame = { ...base, opening: false, table: { seat: 3, combo: combo('5s') } };
    expect(botMove(onSingle)).toEqual({ type: 'play', cards: c('5d') });
    const onPair: PdGame = { ...base, opening: false, table: { seat: 3, combo: combo('8s', '8h') } };
    expect(botMove(onPair)).toEqual({ type: 'play', cards: c('9s', '9h') });
    const onFive: PdGame = {
      ...base,
      opening: false,
      table: { seat: 3, combo: combo('3s', '4d', '5s', '6h', '7d') },
    };
    expect(botMove(onFive)).toEqual({ type: 'pass' });
  });
});

/** The other three hands of a deal whose first hand a test fixes (what is left of the deck). */
function dealtRest(): number[][] {
  const first = new Set(c('3c', '5d', '9s', '9h', 'Kc', '2d', '4c', '4s', '6c', '7c', '8c', '10c', 'Jc'));
  const rest = Array.from({ length: 52 }, (_, i) => i).filter((card) => !first.has(card));
  return [rest.slice(0, 13), rest.slice(13, 26), rest.slice(26, 39)];
}
