import { describe, expect, it } from 'vitest';
import { decideChange, findBreach, sessionBreach, windowOf } from './limit-maths.js';
import { addMonths, previousStart } from './protection.service.js';

const MANILA = 'Asia/Manila';
const at = (iso: string) => new Date(iso);

describe('limit windows in the site time zone', () => {
  it('starts a day at local midnight and resets at the next', () => {
    // 2026-11-26 23:30 in Manila (UTC+8).
    const w = windowOf('daily', MANILA, at('2026-11-26T15:30:00Z'));
    expect([w.from.toISOString(), w.to.toISOString()]).toEqual([
      '2026-11-25T16:00:00.000Z',
      '2026-11-26T16:00:00.000Z',
    ]);
    // Ten minutes later it is the next day there.
    expect(windowOf('daily', MANILA, at('2026-11-26T16:10:00Z')).from.toISOString()).toBe(
      '2026-11-26T16:00:00.000Z',
    );
  });

  it('starts weeks on Monday and months on the 1st, across a year end', () => {
    const week = windowOf('weekly', MANILA, at('2026-11-26T03:00:00Z')); // a Thursday
    expect([week.from.toISOString(), week.to.toISOString()]).toEqual([
      '2026-11-22T16:00:00.000Z',
      '2026-11-29T16:00:00.000Z',
    ]);
    const sunday = windowOf('weekly', MANILA, at('2026-11-29T10:00:00Z'));
    expect(sunday.from.toISOString()).toBe('2026-11-22T16:00:00.000Z');
    const december = windowOf('monthly', MANILA, at('2026-12-31T10:00:00Z'));
    expect([december.from.toISOString(), december.to.toISOString()]).toEqual([
      '2026-11-30T16:00:00.000Z',
      '2026-12-31T16:00:00.000Z',
    ]);
  });

  it('keeps local midnight across a daylight-saving change', () => {
    const w = windowOf('daily', 'Europe/Malta', at('2026-03-29T12:00:00Z'));
    expect([w.from.toISOString(), w.to.toISOString()]).toEqual([
      '2026-03-28T23:00:00.000Z',
      '2026-03-29T22:00:00.000Z',
    ]);
  });
});

describe('breaches', () => {
  const now = at('2026-11-26T03:00:00Z');
  const windows = {
    daily: windowOf('daily', MANILA, now),
    weekly: windowOf('weekly', MANILA, now),
    monthly: windowOf('monthly', MANILA, now),
  };
  const limits = [
    { kind: 'deposit' as const, period: 'daily' as const, value: 50_000n },
    { kind: 'deposit' as const, period: 'monthly' as const, value: 100_000n },
  ];

  it('allows up to the limit and names the one that holds longest when several are passed', () => {
    expect(findBreach(limits, () => 50_000n, windows)).toBeNull();
    expect(findBreach(limits, () => 50_001n, windows)).toMatchObject({ period: 'daily' });
    const both = findBreach(limits, (_k, p) => (p === 'daily' ? 60_000n : 100_001n), windows);
    expect(both).toMatchObject({ period: 'monthly', resetsAt: windows.monthly.to });
  });

  it('ignores kinds it was not asked about', () => {
    expect(findBreach(limits, () => undefined, windows)).toBeNull();
  });

  it('treats a session limit as used up when the minutes reach it', () => {
    const session = [{ kind: 'session' as const, period: 'daily' as const, value: 60n }];
    expect(sessionBreach(session, () => 59n, windows)).toBeNull();
    expect(sessionBreach(session, () => 60n, windows)).toMatchObject({ kind: 'session' });
  });
});

describe('changing a limit', () => {
  const now = at('2026-11-26T03:00:00Z');
  const existing = { value: 10_000n, pendingValue: null, pendingRemoves: false, pendingAt: null };

  it('applies a first limit and a lower one at once', () => {
    expect(decideChange(null, 5_000n, now, 24)).toEqual({ kind: 'apply', value: 5_000n });
    expect(decideChange(existing, 5_000n, now, 24)).toEqual({ kind: 'apply', value: 5_000n });
  });

  it('makes a raise or a removal wait for the cooling-off', () => {
    expect(decideChange(existing, 20_000n, now, 24)).toEqual({
      kind: 'pending',
      value: 20_000n,
      removes: false,
      at: at('2026-11-27T03:00:00Z'),
    });
    expect(decideChange(existing, null, now, 72)).toMatchObject({
      kind: 'pending',
      removes: true,
      at: at('2026-11-29T03:00:00Z'),
    });
    expect(decideChange(null, null, now, 24)).toEqual({ kind: 'delete' });
  });
});

describe('calendar steps', () => {
  it('adds months clamped to the month end, and steps back windows', () => {
    expect(addMonths(at('2026-08-31T10:00:00Z'), 6).toISOString()).toBe('2027-02-28T10:00:00.000Z');
    expect(addMonths(at('2026-11-26T10:00:00Z'), 60).toISOString()).toBe('2031-11-26T10:00:00.000Z');
    expect(previousStart('monthly', '2026-01-01')).toBe('2025-12-01');
    expect(previousStart('weekly', '2026-11-23')).toBe('2026-11-16');
  });
});
