import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { acceptedOdds, checkSlip } from './slip';
import type { SlipInput, SlipPick, SlipRules } from './slip';
import { parseSystemCode, systemCode } from './system';

const pick = (selectionId: number, eventId: string, seen: bigint, current = seen, open = true): SlipPick => ({
  selectionId,
  eventId,
  seen,
  current,
  open,
  minStake: 100n,
  maxStake: 500_000n,
});
const rules: SlipRules = { oddsChange: 'none', sameEvent: 'forbid', maxPayout: 10_000_000n };
const empty: SlipInput = { singles: [], parlay: null, system: null };

describe('the bet slip', () => {
  it('takes a moved price only as the rule allows', () => {
    expect(acceptedOdds(1950n, 1950n, 'none')).toBe(1950n);
    expect(acceptedOdds(1950n, 2000n, 'none')).toBeNull();
    expect(acceptedOdds(1950n, 2000n, 'better')).toBe(2000n);
    expect(acceptedOdds(1950n, 1900n, 'better')).toBeNull();
    expect(acceptedOdds(1950n, 1900n, 'any')).toBe(1900n);
  });

  it('prices singles, a parlay and a system, the stake being the lines times the unit', () => {
    const a = pick(1, 'e1', 2000n);
    const b = pick(2, 'e2', 3000n);
    const c = pick(3, 'e3', 1500n);
    const checked = checkSlip(
      {
        singles: [{ pick: a, stake: 1000n }],
        parlay: { picks: [a, b], stake: 500n },
        system: { kind: { name: 'trixie' }, picks: [a, b, c], unitStake: 100n },
      },
      rules,
    );
    expect(checked.ok).toBe(true);
    if (!checked.ok) return;
    expect(checked.bets.map((bet) => [bet.type, bet.lines, bet.stake, bet.potentialReturn])).toEqual([
      ['single', 1, 1000n, 2000n],
      ['parlay', 1, 500n, 3000n],
      ['system', 4, 400n, 2250n],
    ]);
    expect(checked.stake).toBe(1900n);
    expect(checked.changed).toEqual([]);
  });

  it('caps the potential return at the maximum payout', () => {
    const checked = checkSlip(
      { ...empty, singles: [{ pick: pick(1, 'e1', 900_000n), stake: 20_000n }] },
      rules,
    );
    expect(checked.ok && checked.bets[0]!.potentialReturn).toBe(rules.maxPayout);
  });

  it('refuses a closed selection, a moved price, same-event legs and stakes out of limits', () => {
    const single = (p: SlipPick, stake = 1000n): SlipInput => ({ ...empty, singles: [{ pick: p, stake }] });
    expect(checkSlip(single(pick(7, 'e1', 2000n, 2000n, false)), rules)).toMatchObject({
      ok: false,
      code: 'error_sports_selection_closed',
      selectionId: 7,
    });
    expect(checkSlip(single(pick(8, 'e1', 2000n, 1900n)), { ...rules, oddsChange: 'better' })).toMatchObject({
      code: 'error_sports_odds_changed',
      selectionId: 8,
    });
    const moved = checkSlip(single(pick(8, 'e1', 2000n, 2100n)), { ...rules, oddsChange: 'better' });
    expect(moved.ok && [moved.bets[0]!.legs[0]!.odds, moved.changed.length]).toEqual([2100n, 1]);
    expect(checkSlip(single(pick(1, 'e1', 2000n), 600_000n), rules)).toMatchObject({
      code: 'error_sports_stake_above_limit',
      limit: 500_000n,
    });
    expect(checkSlip(single(pick(1, 'e1', 2000n), 99n), rules)).toMatchObject({
      code: 'error_bet_below_min',
      limit: 100n,
    });
    const sameEvent = {
      ...empty,
      parlay: { picks: [pick(1, 'e1', 2000n), pick(2, 'e1', 1800n)], stake: 1000n },
    };
    expect(checkSlip(sameEvent, rules)).toMatchObject({ code: 'error_sports_same_event' });
    expect(checkSlip(sameEvent, { ...rules, sameEvent: 'allow' }).ok).toBe(true);
    const strict = { ...pick(2, 'e2', 1800n), maxStake: 300n };
    expect(
      checkSlip({ ...empty, parlay: { picks: [pick(1, 'e1', 2000n), strict], stake: 1000n } }, rules),
    ).toMatchObject({
      code: 'error_sports_stake_above_limit',
      limit: 300n,
    });
    expect(
      checkSlip(
        { ...empty, system: { kind: { name: 'yankee' }, picks: [pick(1, 'e1', 2000n)], unitStake: 100n } },
        rules,
      ),
    ).toMatchObject({
      code: 'error_sports_system_selections',
    });
    expect(
      checkSlip(
        { ...empty, system: { kind: { size: 4, of: 3 }, picks: [pick(1, 'e1', 2000n)], unitStake: 100n } },
        rules,
      ),
    ).toMatchObject({
      code: 'error_sports_system_selections',
    });
    expect(() => checkSlip(empty, rules)).toThrow(RangeError);
  });

  it('reads and writes system codes', () => {
    expect(parseSystemCode('lucky15')).toEqual({ name: 'lucky15' });
    expect(parseSystemCode('2/3')).toEqual({ size: 2, of: 3 });
    expect(parseSystemCode('4/3')).toBeNull();
    expect(parseSystemCode('canadian')).toBeNull();
    expect(systemCode({ size: 3, of: 12 })).toBe('3/12');
    expect(systemCode({ name: 'goliath' })).toBe('goliath');
  });

  it('property: an accepted slip never books a price the rule refuses, and its stake is the sum of its bets', () => {
    const pickArb = fc
      .record({
        event: fc.integer({ min: 1, max: 6 }),
        seen: fc.bigInt({ min: 1300n, max: 10_000n }),
        delta: fc.integer({ min: -200, max: 200 }),
      })
      .map(({ event, seen, delta }) => pick(event, `e${event}`, seen, seen + BigInt(delta)));
    fc.assert(
      fc.property(
        fc.array(pickArb, { minLength: 2, maxLength: 5 }),
        fc.constantFrom('none' as const, 'better' as const, 'any' as const),
        fc.bigInt({ min: 1n, max: 600_000n }),
        (picks, oddsChange, stake) => {
          const checked = checkSlip(
            { singles: [{ pick: picks[0]!, stake }], parlay: { picks, stake }, system: null },
            { ...rules, oddsChange, sameEvent: 'allow' },
          );
          if (!checked.ok) return;
          for (const bet of checked.bets) {
            bet.legs.forEach((leg, i) => {
              const p = bet.type === 'single' ? picks[0]! : picks[i]!;
              expect(leg.odds).toBe(p.current);
              if (oddsChange === 'none') expect(p.current).toBe(p.seen);
              if (oddsChange === 'better') expect(p.current >= p.seen).toBe(true);
            });
          }
          expect(checked.stake).toBe(checked.bets.reduce((sum, b) => sum + b.stake, 0n));
          expect(stake >= 100n && stake <= 500_000n).toBe(true);
        },
      ),
    );
  });
});
