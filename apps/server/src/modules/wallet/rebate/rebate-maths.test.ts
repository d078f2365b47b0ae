import { describe, expect, it } from 'vitest';
import { rebateLines, sumOf, toRebateGame } from './rebate-maths.js';

describe('rebate maths', () => {
  const rates = { RNG: 80, LIVE: 50, FISH: 0 };

  it('pays valid bet × rate per game type, rounded down to the cent, in navigation order', () => {
    const lines = rebateLines(
      [
        { gameType: 'LIVE', bets: 2, validBet: 123_456n },
        { gameType: 'RNG', bets: 3, validBet: 10_001n },
        { gameType: 'FISH', bets: 1, validBet: 5_000n },
      ],
      rates,
    );
    expect(lines.map((l) => [l.gameType, l.amount])).toEqual([
      ['RNG', 80n], // 100.01 × 0.80% = 0.800008
      ['LIVE', 617n], // 1234.56 × 0.50% = 6.1728
      ['FISH', 0n],
    ]);
    expect(sumOf(lines, 'amount')).toBe(697n);
    expect(sumOf(lines, 'validBet')).toBe(138_457n);
    expect(toRebateGame(lines[0]!)).toEqual({
      gameType: 'RNG',
      bets: 3,
      validBet: '100.01',
      rateBp: 80,
      ratePercent: '0.80',
      amount: '0.80',
    });
  });

  it('lists rated game types without bets only for a preview', () => {
    expect(rebateLines([], rates)).toEqual([]);
    expect(rebateLines([], rates, true).map((l) => [l.gameType, l.rateBp, l.amount])).toEqual([
      ['RNG', 80, 0n],
      ['LIVE', 50, 0n],
    ]);
  });

  it('never pays for an unknown game type or a type without a rate', () => {
    const lines = rebateLines(
      [
        { gameType: 'LOTT', bets: 1, validBet: 100_000n },
        { gameType: 'PVP', bets: 1, validBet: 100_000n },
      ],
      rates,
    );
    expect(lines).toEqual([{ gameType: 'PVP', bets: 1, validBet: 100_000n, rateBp: 0, amount: 0n }]);
  });
});
