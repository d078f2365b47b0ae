import { describe, expect, it } from 'vitest';
import {
  countOf,
  maskName,
  missionStatus,
  periodKeyFits,
  percentOf,
  periodOf,
  quantityText,
  type Fact,
} from './mission-maths.js';

const MANILA = 'Asia/Manila';
const bet = (over: Partial<Extract<Fact, { type: 'bet' }>> = {}): Fact => ({
  type: 'bet',
  betId: 7,
  gameType: 'RNG',
  stake: 1_000n,
  validBet: 1_000n,
  payout: 0n,
  ymd: '20261126',
  ...over,
});

describe('mission maths', () => {
  it('keys a day and a week in the site time zone', () => {
    // 23:30 UTC on Wednesday 25 November is Thursday 26 November in Manila (UTC+8).
    const at = new Date('2026-11-25T23:30:00Z');
    expect(periodOf('daily', MANILA, at)).toEqual({
      key: 'D20261126',
      endsAt: new Date('2026-11-26T16:00:00Z'),
    });
    expect(periodOf('weekly', MANILA, at)).toEqual({
      key: 'W20261123',
      endsAt: new Date('2026-11-29T16:00:00Z'),
    });
    // A Sunday belongs to the week of the Monday before it; a Monday starts a new one.
    expect(periodOf('weekly', MANILA, new Date('2026-11-29T10:00:00Z')).key).toBe('W20261123');
    expect(periodOf('weekly', MANILA, new Date('2026-11-29T16:00:00Z')).key).toBe('W20261130');
    expect(periodOf('once', MANILA, at)).toEqual({ key: 'O', endsAt: null });
  });

  it('counts each kind from its own facts, under the key that dedupes it', () => {
    const any = (kind: Parameters<typeof countOf>[0]['kind'], gameType: string | null = null) => ({
      kind,
      gameType,
    });
    expect(countOf(any('bet_amount'), bet())).toEqual({ amount: 1_000n, source: 'bet:7' });
    expect(countOf(any('bet_amount', 'LIVE'), bet())).toBeNull();
    expect(countOf(any('bet_amount'), bet({ validBet: 0n }))).toBeNull();
    expect(countOf(any('win_rounds'), bet())).toBeNull();
    expect(countOf(any('win_rounds'), bet({ payout: 1_001n }))).toEqual({ amount: 1n, source: 'bet:7' });
    expect(countOf(any('play_days'), bet())).toEqual({ amount: 1n, source: 'day:20261126' });
    expect(countOf(any('deposit'), bet())).toBeNull();
    expect(countOf(any('deposit'), { type: 'deposit', depositId: 3, amount: 50_000n })).toEqual({
      amount: 50_000n,
      source: 'deposit:3',
    });
    expect(countOf(any('invite_deposit'), { type: 'invitee', inviteeId: 9 })).toEqual({
      amount: 1n,
      source: 'invitee:9',
    });
    expect(countOf(any('bet_amount'), { type: 'invitee', inviteeId: 9 })).toBeNull();
  });

  it('measures progress in whole percent, and shows money or counts', () => {
    expect(percentOf(0n, 10_000n)).toBe(0);
    expect(percentOf(6_099n, 10_000n)).toBe(60);
    expect(percentOf(12_000n, 10_000n)).toBe(100);
    expect(quantityText('bet_amount', 12_345n)).toBe('123.45');
    expect(quantityText('win_rounds', 3n)).toBe('3');
  });

  it('gives the §4 activity status', () => {
    const now = new Date('2026-11-26T00:00:00Z');
    const live = {
      enabled: true,
      startsAt: new Date('2026-11-01T00:00:00Z'),
      endsAt: null,
      joinRequired: false,
    };
    const later = new Date('2026-12-01T00:00:00Z');
    expect(missionStatus(live, null, now)).toBe('process');
    expect(missionStatus({ ...live, startsAt: later }, null, now)).toBe('coming_soon');
    expect(missionStatus({ ...live, enabled: false }, null, now)).toBe('close');
    expect(missionStatus({ ...live, endsAt: now }, null, now)).toBe('close');
    expect(missionStatus(live, { status: 'claim', expiresAt: later }, now)).toBe('claim');
    expect(missionStatus(live, { status: 'claim', expiresAt: now }, now)).toBe('close');
    expect(missionStatus(live, { status: 'claimed', expiresAt: now }, now)).toBe('claimed');
  });

  it('asks for a join, then says joined until something counts', () => {
    const now = new Date('2026-11-26T00:00:00Z');
    const later = new Date('2026-12-01T00:00:00Z');
    const asks = {
      enabled: true,
      startsAt: new Date('2026-11-01T00:00:00Z'),
      endsAt: null,
      joinRequired: true,
    };
    const none = { joined: false, progress: 0n };
    const joined = { joined: true, progress: 0n };
    expect(missionStatus(asks, null, now, none)).toBe('join');
    expect(missionStatus(asks, null, now, joined)).toBe('joined');
    expect(missionStatus(asks, null, now, { joined: true, progress: 5n })).toBe('process');
    expect(missionStatus({ ...asks, startsAt: later }, null, now, none)).toBe('coming_soon');
    expect(missionStatus({ ...asks, startsAt: later }, null, now, joined)).toBe('joined');
    expect(missionStatus({ ...asks, endsAt: now }, null, now, none)).toBe('close');
    // A mission that asks for no join is never join or joined.
    expect(missionStatus({ ...asks, joinRequired: false }, null, now, none)).toBe('process');
    expect(missionStatus(asks, { status: 'claim', expiresAt: later }, now, joined)).toBe('claim');
  });

  it('tells which period keys belong to a mission', () => {
    expect(periodKeyFits('daily', 'D20261126')).toBe(true);
    expect(periodKeyFits('daily', 'W20261123')).toBe(false);
    expect(periodKeyFits('weekly', 'W20261123')).toBe(true);
    expect(periodKeyFits('once', 'O')).toBe(true);
    expect(periodKeyFits('once', 'D20261126')).toBe(false);
  });

  it('masks names to their first and last characters', () => {
    expect(maskName('missioner')).toBe('m***r');
    expect(maskName('ab')).toBe('a***');
    expect(maskName('')).toBe('***');
  });
});
