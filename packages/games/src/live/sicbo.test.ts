import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRng } from '../fair/rng';
import { Fraction } from '../maths/fraction';
import { DEFAULT_SICBO_PAYS, rollSicBo, settleSicBo, sicBoEdge, type Dice, type SicBoBet } from './sicbo';

const bet = (kind: SicBoBet['kind'], extra: Partial<SicBoBet> = {}): SicBoBet => ({
  kind,
  stake: 100n,
  ...extra,
});
const payout = (b: SicBoBet, dice: Dice) => settleSicBo([b], dice)[0]!.payout;

describe('sic bo', () => {
  it('loses small, big, odd and even on a triple', () => {
    for (const kind of ['small', 'big', 'odd', 'even'] as const)
      expect(payout(bet(kind), [3, 3, 3])).toBe(0n);
    expect(payout(bet('small'), [1, 2, 3])).toBe(200n);
    expect(payout(bet('big'), [1, 2, 3])).toBe(0n);
    expect(payout(bet('big'), [6, 5, 2])).toBe(200n);
    expect(payout(bet('even'), [6, 5, 1])).toBe(200n);
  });

  it('pays a single once per die showing its face, and totals, doubles, triples and pairs by the table', () => {
    expect(payout(bet('single', { faces: [4] }), [4, 2, 1])).toBe(200n);
    expect(payout(bet('single', { faces: [4] }), [4, 4, 1])).toBe(300n);
    expect(payout(bet('single', { faces: [4] }), [4, 4, 4])).toBe(400n);
    expect(payout(bet('total', { total: 4 }), [1, 1, 2])).toBe(6100n);
    expect(payout(bet('double', { faces: [5] }), [5, 2, 5])).toBe(1100n);
    expect(payout(bet('double', { faces: [5] }), [5, 5, 5])).toBe(1100n);
    expect(payout(bet('triple', { faces: [2] }), [2, 2, 2])).toBe(18_100n);
    expect(payout(bet('triple', { faces: [2] }), [3, 3, 3])).toBe(0n);
    expect(payout(bet('anyTriple'), [3, 3, 3])).toBe(3100n);
    expect(payout(bet('combination', { faces: [1, 6] }), [6, 3, 1])).toBe(600n);
    expect(payout(bet('combination', { faces: [1, 6] }), [6, 3, 6])).toBe(0n);
  });

  it('has the published edges of the Macau table, counted over the 216 rolls', () => {
    const edge = (b: Omit<SicBoBet, 'stake'>) => sicBoEdge(b);
    expect(edge({ kind: 'small' })).toEqual(new Fraction(1, 36));
    expect(edge({ kind: 'even' })).toEqual(new Fraction(1, 36));
    expect(edge({ kind: 'total', total: 4 })).toEqual(new Fraction(33, 216));
    expect(edge({ kind: 'total', total: 7 })).toEqual(new Fraction(21, 216));
    expect(edge({ kind: 'total', total: 10 })).toEqual(new Fraction(27, 216));
    expect(edge({ kind: 'triple', faces: [6] })).toEqual(new Fraction(35, 216));
    expect(edge({ kind: 'anyTriple' })).toEqual(new Fraction(30, 216));
    expect(edge({ kind: 'double', faces: [1] })).toEqual(new Fraction(40, 216));
    expect(edge({ kind: 'combination', faces: [2, 3] })).toEqual(new Fraction(36, 216));
    expect(edge({ kind: 'single', faces: [3] })).toEqual(new Fraction(17, 216));
    // Totals mirror each other: t and 21 − t have the same chance and the same odds.
    for (let t = 4; t <= 10; t++)
      expect(edge({ kind: 'total', total: t })).toEqual(edge({ kind: 'total', total: 21 - t }));
  });

  it('refuses bets that do not name what their kind needs', () => {
    expect(() => settleSicBo([bet('total', { total: 3 })], [1, 1, 1])).toThrow(RangeError);
    expect(() => settleSicBo([bet('combination', { faces: [2, 2] })], [1, 1, 1])).toThrow(RangeError);
    expect(() => settleSicBo([bet('single', { faces: [7] })], [1, 1, 1])).toThrow(RangeError);
    expect(() => settleSicBo([bet('small')], [0, 1, 1])).toThrow(RangeError);
    expect(() => settleSicBo([bet('small', { stake: 0n })], [1, 1, 2])).toThrow(RangeError);
  });

  it('rolls three dice from the fair stream, the same for the same seeds', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1 }),
        fc.string({ minLength: 1 }),
        fc.nat(1_000_000),
        (serverSeed, clientSeed, nonce) => {
          const seeds = { serverSeed, clientSeed, nonce };
          const dice = rollSicBo(createRng(seeds));
          expect(dice.every((d) => d >= 1 && d <= 6)).toBe(true);
          expect(rollSicBo(createRng(seeds))).toEqual(dice);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('follows an operator pay table', () => {
    const pays = { ...DEFAULT_SICBO_PAYS, anyTriple: 24 };
    expect(settleSicBo([bet('anyTriple')], [4, 4, 4], pays)[0]!.payout).toBe(2500n);
    expect(sicBoEdge({ kind: 'anyTriple' }, pays)).toEqual(new Fraction(66, 216));
  });
});
