import { describe, expect, it } from 'vitest';
import { ERROR_CATALOGUE } from './errors.js';
import {
  OddsSchema,
  PlaceBetsBodySchema,
  SabongBetBodySchema,
  SabongFightSchema,
  SystemCodeSchema,
  sabongEndpoints,
  sportsEndpoints,
} from './sports.js';

const pick = (selectionId: number, odds = '1.95') => ({ selectionId, odds });

describe('sports contract', () => {
  it('takes a slip of singles, a parlay and a system bet, defaulting the odds-change choice to none', () => {
    const slip = PlaceBetsBodySchema.parse({
      requestId: 'slip-0001',
      singles: [{ ...pick(1), stake: '10' }],
      parlay: { picks: [pick(1), pick(2, '2.10')], stake: '5.50' },
      system: { system: 'yankee', picks: [pick(1), pick(2), pick(3), pick(4)], unitStake: '1' },
    });
    expect(slip.oddsChange).toBe('none');
    expect(slip.parlay?.picks).toHaveLength(2);
    expect(
      PlaceBetsBodySchema.parse({
        requestId: 'slip-0002',
        system: { system: '2/3', picks: [pick(1), pick(2), pick(3)], unitStake: '1' },
      }).singles,
    ).toEqual([]);
  });

  it('refuses an empty slip, a one-leg parlay, bad odds, stakes and system codes', () => {
    expect(PlaceBetsBodySchema.safeParse({ requestId: 'slip-0003' }).success).toBe(false);
    expect(
      PlaceBetsBodySchema.safeParse({ requestId: 'slip-0004', parlay: { picks: [pick(1)], stake: '1' } })
        .success,
    ).toBe(false);
    expect(
      PlaceBetsBodySchema.safeParse({ requestId: 'slip-0005', singles: [{ ...pick(1), stake: '0' }] })
        .success,
    ).toBe(false);
    expect(
      PlaceBetsBodySchema.safeParse({ requestId: 'slip-0006', singles: [{ ...pick(1), stake: '1.234' }] })
        .success,
    ).toBe(false);
    expect(
      PlaceBetsBodySchema.safeParse({ requestId: 'x', singles: [{ ...pick(1), stake: '1' }] }).success,
    ).toBe(false);
    expect(OddsSchema.safeParse('1.9').success).toBe(false);
    expect(OddsSchema.safeParse('1.9555').success).toBe(false);
    expect(OddsSchema.safeParse('1.953').success).toBe(true);
    expect(SystemCodeSchema.safeParse('goliath').success).toBe(true);
    expect(SystemCodeSchema.safeParse('3/12').success).toBe(true);
    expect(SystemCodeSchema.safeParse('3/13').success).toBe(false);
    expect(SystemCodeSchema.safeParse('canadian').success).toBe(false);
  });

  it('takes a sabong bet on one of the three sides only', () => {
    expect(
      SabongBetBodySchema.parse({ requestId: 'bet-00001', fightId: 7, side: 'meron', stake: '100' }).side,
    ).toBe('meron');
    expect(
      SabongBetBodySchema.safeParse({ requestId: 'bet-00001', fightId: 7, side: 'both', stake: '100' })
        .success,
    ).toBe(false);
    const fight = {
      fightId: 7,
      cardId: 1,
      fightNo: 12,
      meron: 'Red',
      wala: 'Blue',
      status: 'open',
      closesAt: null,
      result: null,
      pools: { meron: '10000.00', wala: '8000.00', draw: '500.00' },
      payoutPer100: { meron: '162.00', wala: '202.50', draw: '800.00' },
      plasadaPercent: '10.00',
      plasadaBase: 'gross',
      drawMultiple: 8,
      minStake: '10.00',
      maxStake: '50000.00',
      serverTime: '2026-11-26T09:00:00.000Z',
    };
    expect(SabongFightSchema.safeParse(fight).success).toBe(true);
    expect(SabongFightSchema.safeParse({ ...fight, pools: { ...fight.pools, meron: '10000' } }).success).toBe(
      false,
    );
  });

  it('has every refusal of the slip and the fight in the catalogue in both languages, with the same placeholders', () => {
    const codes = [
      'error_sports_stake_above_limit',
      'error_sports_selection_closed',
      'error_sports_same_event',
      'error_sports_odds_changed',
      'error_sports_parlay_legs',
      'error_sports_system_selections',
      'error_sabong_betting_closed',
    ] as const;
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const code of codes) {
      const { status, text } = ERROR_CATALOGUE[code];
      expect([400, 409]).toContain(status);
      expect(text.EN.length).toBeGreaterThan(10);
      expect(text.TY).not.toBe(text.EN);
      expect(placeholders(text.TY)).toEqual(placeholders(text.EN));
    }
    expect(placeholders(ERROR_CATALOGUE.error_sports_stake_above_limit.text.EN)).toEqual(['limit']);
  });

  it('puts every call under /wps with its own tag, members’ calls behind a token', () => {
    const calls = [...Object.values(sportsEndpoints), ...Object.values(sabongEndpoints)];
    expect(new Set(calls.map((c) => `${c.method} ${c.path}`)).size).toBe(calls.length);
    for (const call of calls) {
      expect(call.path.startsWith('/wps/sports/') || call.path.startsWith('/wps/sabong/')).toBe(true);
      // A member's own reads (bets, preferences) and every change need the token; the book itself is public.
      const members = call.method !== 'GET' || /\/(bets|preferences)$/.test(call.path);
      expect(call.auth).toBe(members ? 'token' : 'none');
    }
  });
});
