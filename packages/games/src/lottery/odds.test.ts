import { describe, expect, it } from 'vitest';
import { uniformInt } from '../fair/rng';
import { Fraction } from '../maths/fraction';
import { xoshiro128 } from '../slot/xoshiro128';
import { VN_BET_RULES, VN_BET_TYPES, numberDigits, windowSlots } from './bets';
import type { VnBetType } from './bets';
import { defaultVnOdds, describeReturn, expectedMultiple, returnToPlayer, winProbability } from './odds';
import { drawVnResult } from './regions';
import type { VnRegion } from './regions';
import { settleVnTicket } from './settle';

/**
 * The same expectation by a different road: a dynamic programme over the slots, one at a time,
 * tracking the counts of the combination's numbers. Agreement with the closed forms checks both.
 */
function expectedByDp(region: VnRegion, type: VnBetType): Fraction {
  const { window, rule, group } = VN_BET_RULES[type];
  const m = windowSlots(region, window).length;
  const n = 10 ** window.length;
  const one = new Fraction(1, n);
  if (rule === 'count') {
    // Hits of one number: a distribution over 0..m.
    let dist = [Fraction.one];
    for (let s = 0; s < m; s++) {
      const next = Array.from({ length: dist.length + 1 }, () => Fraction.zero);
      dist.forEach((p, h) => {
        next[h] = next[h]!.add(p.mul(Fraction.one.sub(one)));
        next[h + 1] = next[h + 1]!.add(p.mul(one));
      });
      dist = next;
    }
    return dist.reduce((e, p, h) => e.add(p.mul(h)), Fraction.zero);
  }
  if (rule === 'pair') {
    // Joint counts (i, j) of the two numbers.
    let dist = new Map<string, Fraction>([['0,0', Fraction.one]]);
    for (let s = 0; s < m; s++) {
      const next = new Map<string, Fraction>();
      const add = (key: string, p: Fraction) => next.set(key, (next.get(key) ?? Fraction.zero).add(p));
      for (const [key, p] of dist) {
        const [i, j] = key.split(',').map(Number) as [number, number];
        add(`${i + 1},${j}`, p.mul(one));
        add(`${i},${j + 1}`, p.mul(one));
        add(key, p.mul(new Fraction(n - 2, n)));
      }
      dist = next;
    }
    let e = Fraction.zero;
    for (const [key, p] of dist) {
      const [i, j] = key.split(',').map(Number) as [number, number];
      if (i > 0 && j > 0) e = e.add(p.mul(new Fraction(Math.max(i, j) + 1, 2)));
    }
    return e;
  }
  // How many of the group's numbers have shown so far.
  let dist = Array.from({ length: group + 1 }, (_, s) => (s === 0 ? Fraction.one : Fraction.zero));
  for (let s = 0; s < m; s++) {
    const next = dist.map(() => Fraction.zero);
    dist.forEach((p, seen) => {
      const fresh = new Fraction(group - seen, n);
      if (seen < group) next[seen + 1] = next[seen + 1]!.add(p.mul(fresh));
      next[seen] = next[seen]!.add(p.mul(Fraction.one.sub(fresh)));
    });
    dist = next;
  }
  return rule === 'all' ? dist[group]! : dist[0]!;
}

describe('exact returns', () => {
  it.each(['north', 'south'] as const)('agree with an independent computation (%s)', (region) => {
    for (const type of VN_BET_TYPES) {
      expect(expectedMultiple(region, type), type).toEqual(expectedByDp(region, type));
    }
  });

  it('central and south share one prize table and one set of figures', () => {
    for (const type of VN_BET_TYPES) {
      expect(expectedMultiple('central', type)).toEqual(expectedMultiple('south', type));
    }
  });

  it('computes the textbook figures', () => {
    // Bao lô: 27 slots of 100 values; "1 ăn 95" at 27 a point returns 95%.
    expect(expectedMultiple('north', 'lo2')).toEqual(new Fraction(27, 100));
    expect(returnToPlayer('north', 'lo2', { price: 2_700n, pays: 9_500n })).toEqual(new Fraction(95, 100));
    expect(returnToPlayer('south', 'lo3', { price: 1_700n, pays: 90_000n })).toEqual(new Fraction(9, 10));
    // Xiên 2, North: 1 − 2·0.99^27 + 0.98^27.
    const xien2 = Fraction.one
      .sub(new Fraction(99n ** 27n, 100n ** 27n).mul(2))
      .add(new Fraction(98n ** 27n, 100n ** 27n));
    expect(expectedMultiple('north', 'xien2')).toEqual(xien2);
    expect(expectedMultiple('north', 'truot4')).toEqual(new Fraction(96n ** 27n, 100n ** 27n));
    expect(winProbability('north', 'de')).toEqual(new Fraction(1, 100));
    expect(winProbability('north', 'lo2')).toEqual(Fraction.one.sub(new Fraction(99n ** 27n, 100n ** 27n)));
    expect(winProbability('north', 'da')).toEqual(xien2);
    expect(describeReturn(new Fraction(95, 100))).toEqual({ fraction: '19/20', percent: '95.0000%' });
  });

  it('keeps every default between 85% and 96% (the published table)', () => {
    const table: string[] = [];
    for (const region of ['north', 'south'] as const) {
      for (const type of VN_BET_TYPES) {
        const odds = defaultVnOdds(region, type);
        const rtp = returnToPlayer(region, type, odds);
        expect(rtp.compare(new Fraction(85, 100)), `${region} ${type}`).toBeGreaterThanOrEqual(0);
        expect(rtp.compare(new Fraction(96, 100)), `${region} ${type}`).toBeLessThanOrEqual(0);
        table.push(`${region} ${type} ${odds.price} ${odds.pays} ${describeReturn(rtp).percent}`);
      }
    }
    if (process.env.LOTTERY_PRINT) console.log(table.join('\n'));
  });

  it('matches a simulation of the draws (5,000 of each region, fixed numbers)', () => {
    for (const region of ['north', 'south'] as const) {
      const next = xoshiro128(region === 'north' ? 17 : 71);
      const rng = { int: (n: number) => uniformInt(next, n) };
      const draws = 5_000;
      const totals = new Map<VnBetType, bigint>();
      const tickets = VN_BET_TYPES.map((type) => {
        const digits = numberDigits(type);
        const numbers = Array.from({ length: VN_BET_RULES[type].group }, (_, i) =>
          String(i * 7 + 3).padStart(digits, '0'),
        );
        return { type, numbers, points: 1n };
      });
      for (let d = 0; d < draws; d++) {
        const result = drawVnResult(rng, region);
        for (const ticket of tickets) {
          const odds = { price: 1n, pays: 2n, maxPayout: 10n ** 12n };
          totals.set(
            ticket.type,
            (totals.get(ticket.type) ?? 0n) + settleVnTicket(ticket, result, odds).uncapped,
          );
        }
      }
      for (const type of VN_BET_TYPES) {
        // pays 2 per point: the total is twice the summed multiple.
        const mean = Number(totals.get(type)!) / 2 / draws;
        const exact = expectedMultiple(region, type).toNumber();
        // A multiple's variance is at most its second moment, below m² · E for these bounded wins.
        const m = windowSlots(region, VN_BET_RULES[type].window).length;
        const sd = Math.sqrt((m * exact) / draws) + 1e-9;
        expect(Math.abs(mean - exact), `${region} ${type}: ${mean} vs ${exact}`).toBeLessThan(5 * sd);
      }
    }
  }, 30_000);
});
