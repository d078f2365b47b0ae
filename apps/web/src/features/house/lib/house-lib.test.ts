import { describe, expect, it } from 'vitest';
import { formatCents } from '@swerte/contracts';
import { baccaratChips, slotBetSteps } from './bet-steps';
import { placeChip, slipBets, slipTotal } from './bet-slip';
import type { Placement } from './bet-slip';
import { newRequestId } from './request-id';
import { clockOffset, remainingMs } from './server-clock';

describe('bet steps', () => {
  it('offers the slot ladder from the min bet up to 100.00 a line', () => {
    expect(slotBetSteps(1n).map(formatCents)).toEqual([
      '0.01',
      '0.02',
      '0.05',
      '0.10',
      '0.20',
      '0.50',
      '1.00',
      '2.00',
      '5.00',
      '10.00',
      '20.00',
      '50.00',
      '100.00',
    ]);
    expect(slotBetSteps(10n)[0]).toBe(10n);
    // A min bet between two rungs is itself the first step.
    expect(slotBetSteps(30n).slice(0, 2)).toEqual([30n, 50n]);
  });

  it('offers the chips at or above the table min bet', () => {
    expect(baccaratChips(100n).map(formatCents)).toEqual([
      '1.00',
      '5.00',
      '10.00',
      '50.00',
      '100.00',
      '500.00',
      '1000.00',
    ]);
    expect(baccaratChips(1_000n)[0]).toBe(1_000n);
  });
});

describe('bet slip', () => {
  it('sums chips per spot, in the table order, and undoes the last chip', () => {
    let slip: Placement[] = [];
    slip = placeChip(slip, 'banker', 500n) ?? slip;
    slip = placeChip(slip, 'player', 100n) ?? slip;
    slip = placeChip(slip, 'banker', 1_000n) ?? slip;
    expect(slipBets(slip)).toEqual([
      { kind: 'player', amount: '1.00' },
      { kind: 'banker', amount: '15.00' },
    ]);
    expect(slipTotal(slip)).toBe(1_600n);
    expect(slipBets(slip.slice(0, -1))).toEqual([
      { kind: 'player', amount: '1.00' },
      { kind: 'banker', amount: '5.00' },
    ]);
  });

  it('refuses a chip that would take a spot over its maximum', () => {
    const nearly: Placement[] = [{ kind: 'tie', cents: 500_000n }];
    expect(placeChip(nearly, 'tie', 100n)).toBeNull();
    expect(placeChip(nearly, 'player', 100n)).toHaveLength(2);
  });
});

describe('server clock', () => {
  it('counts down on the server clock, not the device clock', () => {
    // The device is 60 s behind the server.
    const offset = clockOffset('2025-01-01T00:01:00.000Z', Date.parse('2025-01-01T00:00:00.000Z'));
    expect(offset).toBe(60_000);
    const closesAt = '2025-01-01T00:01:15.000Z';
    expect(remainingMs(closesAt, offset, Date.parse('2025-01-01T00:00:05.000Z'))).toBe(10_000);
    expect(remainingMs(closesAt, offset, Date.parse('2025-01-01T00:00:30.000Z'))).toBe(0);
  });
});

describe('request ids', () => {
  it('match what the spin call accepts and differ each time', () => {
    const id = newRequestId();
    expect(id).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(newRequestId()).not.toBe(id);
  });
});
