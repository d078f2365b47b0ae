import { describe, expect, it } from 'vitest';
import { validBetOf, validBetOfTable } from './valid-bet.js';

const settled = { status: 'settled' as const, stake: 1000n, payout: 0n, reportedValidBet: 1000n };

describe('the valid bet', () => {
  it('counts a settled win or loss at the vendor valid bet', () => {
    expect(validBetOf(settled)).toBe(1000n);
    expect(validBetOf({ ...settled, payout: 1950n, reportedValidBet: 800n })).toBe(800n);
  });

  it('counts nothing for a void bet, an open one or a push (the stake came back)', () => {
    expect(validBetOf({ ...settled, status: 'void' })).toBe(0n);
    expect(validBetOf({ ...settled, status: 'open' })).toBe(0n);
    expect(validBetOf({ ...settled, payout: 1000n })).toBe(0n);
  });

  it('counts banker and player in one round once, as their difference', () => {
    const round = [
      { kind: 'banker', amount: '100.00', outcome: 'win' as const },
      { kind: 'player', amount: '80.00', outcome: 'lose' as const },
    ];
    expect(validBetOfTable(round)).toBe(2000n);
    expect(
      validBetOf({
        ...settled,
        stake: 18000n,
        payout: 19500n,
        reportedValidBet: 18000n,
        tableResults: round,
      }),
    ).toBe(2000n);
    expect(
      validBetOfTable([
        { kind: 'banker', amount: '50.00', outcome: 'lose' },
        { kind: 'player', amount: '50.00', outcome: 'win' },
      ]),
    ).toBe(0n);
  });

  it('leaves out the stakes a tie returned and counts the side bets in full', () => {
    expect(
      validBetOfTable([
        { kind: 'banker', amount: '100.00', outcome: 'push' },
        { kind: 'player', amount: '30.00', outcome: 'push' },
        { kind: 'tie', amount: '10.00', outcome: 'win' },
        { kind: 'bankerPair', amount: '5.00', outcome: 'lose' },
      ]),
    ).toBe(1500n);
  });
});
