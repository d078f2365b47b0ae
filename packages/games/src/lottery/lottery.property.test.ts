import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { scriptedRng } from '../testing/scripted-rng';
import {
  VN_BET_RULES,
  VN_BET_TYPES,
  combinationHalves,
  maxCombinationHalves,
  numberDigits,
  ticketCombinations,
  windowCounts,
} from './bets';
import type { VnBetType } from './bets';
import { addDays, fastDrawAt, parseNumero, weekdayNumber } from './calendar';
import { drawVnResult, prizeTiers, resultProblem } from './regions';
import type { VnRegion } from './regions';
import { SEA_BET_KINDS, seaBetWins, settleSea } from './sea';
import type { SeaBet } from './sea';
import { settleVnTicket } from './settle';
import { checkVnTicket } from './ticket';

const regionArb = fc.constantFrom<VnRegion>('north', 'central', 'south');

/** A result drawn from arbitrary values: each number any value of its length. */
const resultArb = regionArb.chain((region) => {
  const tiers = prizeTiers(region);
  const values = tiers.flatMap((tier) =>
    Array.from({ length: tier.count }, () => fc.integer({ min: 0, max: 10 ** tier.digits - 1 })),
  );
  // Bias toward repeats so that multi-hit cases come up: half the time numbers share their last digits.
  return fc
    .tuple(fc.tuple(...values), fc.boolean())
    .map(([vals, clump]) =>
      drawVnResult(scriptedRng(clump ? vals.map((v, i) => v - (v % 100) + (i % 7)) : vals), region),
    );
});

const ticketArb = fc.constantFrom<VnBetType>(...VN_BET_TYPES).chain((type) => {
  const digits = numberDigits(type);
  const { group } = VN_BET_RULES[type];
  // Half the picks among the clumped results' common endings (0–6), so that wins come up often.
  const numberArb = fc
    .oneof(fc.integer({ min: 0, max: 6 }), fc.integer({ min: 0, max: 10 ** digits - 1 }))
    .map((v) => v.toString().padStart(digits, '0'));
  return fc.record({
    type: fc.constant(type),
    numbers: fc.uniqueArray(numberArb, { minLength: group, maxLength: Math.min(group + 3, 10 ** digits) }),
    points: fc.bigInt({ min: 1n, max: 1_000n }),
  });
});

const oddsArb = fc.record({
  price: fc.bigInt({ min: 1n, max: 5_000n }),
  pays: fc.bigInt({ min: 1n, max: 1_000_000n }),
  maxPayout: fc.bigInt({ min: 0n, max: 10n ** 9n }),
});

describe('lottery properties', () => {
  it('a drawn table always has the region shape', () => {
    fc.assert(
      fc.property(resultArb, (result) => {
        expect(resultProblem(result)).toBeNull();
      }),
    );
  });

  it("a ticket's payout never exceeds its maximum, nor its wins' sum", () => {
    fc.assert(
      fc.property(resultArb, ticketArb, oddsArb, (result, ticket, odds) => {
        const settled = settleVnTicket(ticket, result, odds);
        expect(settled.payout <= odds.maxPayout).toBe(true);
        expect(settled.payout <= settled.uncapped).toBe(true);
        expect(settled.payout >= 0n).toBe(true);
      }),
    );
  });

  it('no combination wins more halves than maxCombinationHalves, which a result can reach', () => {
    fc.assert(
      fc.property(resultArb, ticketArb, (result, ticket) => {
        const counts = windowCounts(result, ticket.type);
        const most = maxCombinationHalves(result.region, ticket.type);
        for (const numbers of ticketCombinations(ticket.type, ticket.numbers))
          expect(combinationHalves(VN_BET_RULES[ticket.type].rule, numbers, counts) <= most).toBe(true);
      }),
    );
    // Reached: lô 2 số on 00 when every North prize ends in 00 pays 27 times; đá 00–01 with 26 and 1, 13.5.
    const zeros = drawVnResult(scriptedRng(Array.from({ length: 27 }, () => 0)), 'north');
    expect(combinationHalves('count', ['00'], windowCounts(zeros, 'lo2'))).toBe(
      maxCombinationHalves('north', 'lo2'),
    );
    const pair = drawVnResult(scriptedRng([1, ...Array.from({ length: 26 }, () => 0)]), 'north');
    expect(combinationHalves('pair', ['00', '01'], windowCounts(pair, 'da'))).toBe(
      maxCombinationHalves('north', 'da'),
    );
    expect(maxCombinationHalves('south', 'lo2')).toBe(36n);
    expect(maxCombinationHalves('north', 'de')).toBe(2n);
    expect(maxCombinationHalves('north', 'dau')).toBe(8n);
  });

  it("a ticket pays and costs the sum of its combinations' tickets", () => {
    let wins = 0;
    fc.assert(
      fc.property(resultArb, ticketArb, oddsArb, (result, ticket, odds) => {
        const whole = settleVnTicket(ticket, result, odds);
        if (whole.wins.length > 0) wins++;
        const parts = ticketCombinations(ticket.type, ticket.numbers).map((numbers) =>
          settleVnTicket({ ...ticket, numbers }, result, odds),
        );
        expect(whole.uncapped).toBe(parts.reduce((sum, p) => sum + p.uncapped, 0n));
        expect(whole.stake).toBe(parts.reduce((sum, p) => sum + p.stake, 0n));
      }),
      { numRuns: 400 },
    );
    // The property means little unless tickets win: the generators make sure a good share do.
    expect(wins).toBeGreaterThan(40);
  });

  it('single-number bets: the payout of a set of numbers is the sum of each number alone', () => {
    const single = VN_BET_TYPES.filter((t) => VN_BET_RULES[t].group === 1);
    fc.assert(
      fc.property(resultArb, ticketArb, oddsArb, (result, ticket, odds) => {
        if (!single.includes(ticket.type)) return;
        const whole = settleVnTicket(ticket, result, odds).uncapped;
        const sum = ticket.numbers.reduce(
          (acc, n) => acc + settleVnTicket({ ...ticket, numbers: [n] }, result, odds).uncapped,
          0n,
        );
        expect(whole).toBe(sum);
      }),
    );
  });

  it('a ticket the checker accepts is priced within the limits', () => {
    fc.assert(
      fc.property(ticketArb, fc.bigInt({ min: 1n, max: 5_000n }), (ticket, price) => {
        const limits = { minStake: 500n, maxStake: 200_000n, maxNumbers: 6 };
        const checked = checkVnTicket(ticket, { price }, limits);
        if (checked.ok) {
          expect(checked.stake >= limits.minStake && checked.stake <= limits.maxStake).toBe(true);
          expect(checked.value.numbers.length <= limits.maxNumbers).toBe(true);
        } else {
          expect(['error_bet_below_min', 'error_bet_above_max', 'error_lottery_numbers_count']).toContain(
            checked.code,
          );
        }
      }),
    );
  });

  it('fast draws: big and small, odd and even split every draw; payouts stay under the cap', () => {
    const digitsArb = fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 5, maxLength: 5 });
    const betArb: fc.Arbitrary<SeaBet> = fc.oneof(
      fc.record({
        kind: fc.constant('digit' as const),
        position: fc.integer({ min: 1, max: 5 }),
        digit: fc.integer({ min: 0, max: 9 }),
      }),
      fc.record({ kind: fc.constant('sum' as const), total: fc.integer({ min: 0, max: 45 }) }),
      fc.record({
        kind: fc.constant('sumBigSmall' as const),
        pick: fc.constantFrom('big' as const, 'small' as const),
      }),
      fc.record({
        kind: fc.constant('positionOddEven' as const),
        position: fc.integer({ min: 1, max: 5 }),
        pick: fc.constantFrom('odd' as const, 'even' as const),
      }),
    );
    expect(SEA_BET_KINDS).toHaveLength(6);
    fc.assert(
      fc.property(
        digitsArb,
        betArb,
        fc.bigInt({ min: 1n, max: 10_000n }),
        oddsArb,
        (digits, bet, points, odds) => {
          expect(seaBetWins({ kind: 'sumBigSmall', pick: 'big' }, digits)).toBe(
            !seaBetWins({ kind: 'sumBigSmall', pick: 'small' }, digits),
          );
          expect(seaBetWins({ kind: 'sumOddEven', pick: 'odd' }, digits)).toBe(
            !seaBetWins({ kind: 'sumOddEven', pick: 'even' }, digits),
          );
          const settled = settleSea(bet, points, digits, odds);
          expect(settled.payout <= odds.maxPayout).toBe(true);
          expect(settled.payout === 0n).toBe(!settled.win || odds.maxPayout === 0n);
        },
      ),
    );
  });

  it('calendar: weekdays advance by one a day; a fast draw is the next open one', () => {
    const dateArb = fc.record({
      year: fc.integer({ min: 2000, max: 2100 }),
      month: fc.integer({ min: 1, max: 12 }),
      day: fc.integer({ min: 1, max: 28 }),
    });
    fc.assert(
      fc.property(dateArb, (date) => {
        expect((weekdayNumber(date) % 7) + 1).toBe(weekdayNumber(addDays(date, 1)));
      }),
    );
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2040, 0, 1) }),
        fc.constantFrom(1 as const, 3 as const, 5 as const),
        fc.integer({ min: 0, max: 50 }),
        (now, interval, lockSeconds) => {
          const draw = fastDrawAt(now, interval, 480, lockSeconds);
          expect(draw.lockAt > now).toBe(true);
          expect(draw.drawAt - now <= interval * 60_000 + lockSeconds * 1000).toBe(true);
          expect(draw.drawAt % (interval * 60_000)).toBe(0);
          const parsed = parseNumero(draw.numero);
          expect(parsed?.date).toEqual(draw.date);
          expect(parsed!.period! >= 1 && parsed!.period! <= 1440 / interval).toBe(true);
        },
      ),
    );
  });
});
