import { describe, expect, it } from 'vitest';
import { Fraction } from '../maths/fraction';
import { baccaratEdges } from './edges';

describe('baccaratEdges (exact, 8 decks)', () => {
  const edges = baccaratEdges();
  const pct = (f: Fraction) => f.mul(100).toFixed(4);

  it('gives the published house edges', () => {
    expect(pct(edges.banker)).toBe('1.0579');
    expect(pct(edges.player)).toBe('1.2351');
    expect(pct(edges.tie)).toBe('14.3596');
    expect(pct(edges.pair)).toBe('10.3614');
  });

  it('gives winner probabilities that sum to one', () => {
    const { player, banker, tie } = edges.probability;
    expect(player.add(banker).add(tie)).toEqual(Fraction.one);
    expect([player, banker, tie].map((p) => p.toFixed(6))).toEqual(['0.446247', '0.458597', '0.095156']);
  });

  it('moves with the number of decks as published (6 decks: banker 1.0558%, player 1.2374%)', () => {
    const six = baccaratEdges(6);
    expect(pct(six.banker)).toBe('1.0558');
    expect(pct(six.player)).toBe('1.2374');
  });
});
