import { describe, expect, it } from 'vitest';
import { createRng } from '../fair/rng';
import { scriptedRng } from '../testing/scripted-rng';
import { SHOE_SIZE, shoeCard } from './cards';
import { dealRound, shoeDraw } from './deal';

const seeds = { serverSeed: 'baccarat-server', clientSeed: 'table-1', nonce: 0 };

describe('shoeDraw', () => {
  it('swaps position k + int(416 − k) into place k', () => {
    // Unshuffled order: index 12 is the king of spades, 13 the ace of hearts, 415 the king of clubs.
    const draw = shoeDraw(scriptedRng([12, 12, 413]));
    expect(draw()).toEqual({ rank: 'K', suit: 'spades' });
    // Position 13 (the ace of hearts) after one swap.
    expect(draw()).toEqual({ rank: 'A', suit: 'hearts' });
    expect(draw()).toEqual({ rank: 'K', suit: 'clubs' });
  });

  it('deals every card of the shoe exactly once', () => {
    const draw = shoeDraw(createRng(seeds));
    const seen = new Map<string, number>();
    for (let i = 0; i < SHOE_SIZE; i++) {
      const card = draw();
      const key = `${card.rank}${card.suit}`;
      seen.set(key, (seen.get(key) ?? 0) + 1);
    }
    expect(seen.size).toBe(52);
    expect([...seen.values()].every((count) => count === 8)).toBe(true);
    expect(() => draw()).toThrow(/exhausted/);
  });

  it('lays out the unshuffled shoe deck by deck, suit by suit', () => {
    expect(shoeCard(0)).toEqual({ rank: 'A', suit: 'spades' });
    expect(shoeCard(51)).toEqual({ rank: 'K', suit: 'clubs' });
    expect(shoeCard(52)).toEqual({ rank: 'A', suit: 'spades' });
  });
});

describe('dealRound', () => {
  it('replays identically from the same seeds and differs by nonce', () => {
    expect(dealRound(createRng(seeds))).toEqual(dealRound(createRng(seeds)));
    const hands = new Set(
      Array.from({ length: 20 }, (_, nonce) =>
        JSON.stringify(dealRound(createRng({ ...seeds, nonce })).player.cards),
      ),
    );
    expect(hands.size).toBeGreaterThan(15);
  });

  it('lands near the exact 8-deck odds over many rounds', () => {
    const wins = { player: 0, banker: 0, tie: 0 };
    const rounds = 20_000;
    for (let nonce = 0; nonce < rounds; nonce++) wins[dealRound(createRng({ ...seeds, nonce })).winner]++;
    // Exact: 0.4462, 0.4586, 0.0952; a standard error is about 0.0035 here.
    expect(Math.abs(wins.player / rounds - 0.4462)).toBeLessThan(0.015);
    expect(Math.abs(wins.banker / rounds - 0.4586)).toBeLessThan(0.015);
    expect(Math.abs(wins.tie / rounds - 0.0952)).toBeLessThan(0.01);
  });
});
