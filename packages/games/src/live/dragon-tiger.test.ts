import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Card } from '../baccarat/cards';
import { createRng } from '../fair/rng';
import { Fraction } from '../maths/fraction';
import { dealDragonTiger, dragonTigerEdges, dragonTigerRound, settleDragonTiger } from './dragon-tiger';

const card = (rank: Card['rank'], suit: Card['suit'] = 'spades'): Card => ({ rank, suit });

describe('dragon tiger', () => {
  it('ranks ace lowest and king highest, suits not at all', () => {
    expect(dragonTigerRound(card('K'), card('A')).winner).toBe('dragon');
    expect(dragonTigerRound(card('A'), card('2')).winner).toBe('tiger');
    expect(dragonTigerRound(card('7', 'hearts'), card('7', 'clubs'))).toMatchObject({
      winner: 'tie',
      suitedTie: false,
    });
    expect(dragonTigerRound(card('7', 'hearts'), card('7', 'hearts')).suitedTie).toBe(true);
  });

  it('pays 1, 8 and 50 to one, and gives back half a dragon or tiger stake on a tie, rounded down', () => {
    const tie = dragonTigerRound(card('Q', 'hearts'), card('Q', 'hearts'));
    const results = settleDragonTiger(
      [
        { kind: 'dragon', stake: 1001n },
        { kind: 'tiger', stake: 1000n },
        { kind: 'tie', stake: 100n },
        { kind: 'suitedTie', stake: 100n },
      ],
      tie,
    );
    expect(results.map((r) => [r.outcome, r.payout])).toEqual([
      ['halfLost', 500n],
      ['halfLost', 500n],
      ['win', 900n],
      ['win', 5100n],
    ]);
    const dragonWins = dragonTigerRound(card('9'), card('3'));
    expect(
      settleDragonTiger(
        [
          { kind: 'dragon', stake: 100n },
          { kind: 'tiger', stake: 100n },
        ],
        dragonWins,
      ).map((r) => r.payout),
    ).toEqual([200n, 0n]);
  });

  it('has the exact edges of an 8-deck shoe: ties 31/415, suited ties 7/415', () => {
    const edges = dragonTigerEdges();
    // Dragon wins 192/415 and ties 31/415: 192 − 192 − 31/2 over 415.
    expect(edges.dragon).toEqual(new Fraction(31, 830));
    expect(edges.tiger).toEqual(edges.dragon);
    expect(edges.tie).toEqual(new Fraction(136, 415));
    expect(edges.suitedTie).toEqual(new Fraction(58, 415));
  });

  it('deals from a fresh shoe per round, the same cards for the same seeds', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1 }),
        fc.string({ minLength: 1 }),
        fc.nat(1_000_000),
        (serverSeed, clientSeed, nonce) => {
          const seeds = { serverSeed, clientSeed, nonce };
          expect(dealDragonTiger(createRng(seeds))).toEqual(dealDragonTiger(createRng(seeds)));
        },
      ),
      { numRuns: 200 },
    );
  });
});
