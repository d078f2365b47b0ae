import { describe, expect, it } from 'vitest';
import type { BaccaratRound } from './rules';
import { settle } from './settle';

const round = (
  winner: BaccaratRound['winner'],
  pairs: { playerPair?: boolean; bankerPair?: boolean } = {},
): BaccaratRound => ({
  player: { cards: [], total: 0 },
  banker: { cards: [], total: 0 },
  winner,
  natural: false,
  playerPair: pairs.playerPair ?? false,
  bankerPair: pairs.bankerPair ?? false,
});

const payoutOf = (kind: Parameters<typeof settle>[0][number]['kind'], stake: bigint, on: BaccaratRound) =>
  settle([{ kind, stake }], on).results[0]!;

describe('settle', () => {
  it('pays player 1:1 and takes 5% commission on banker, rounding the commission in the house favour', () => {
    expect(payoutOf('player', 1000n, round('player'))).toMatchObject({ outcome: 'win', payout: 2000n });
    expect(payoutOf('banker', 1000n, round('banker'))).toMatchObject({ outcome: 'win', payout: 1950n });
    // 0.95 × 1,01 = 0,9595 → 0,95.
    expect(payoutOf('banker', 101n, round('banker')).payout).toBe(101n + 95n);
    expect(payoutOf('banker', 1n, round('banker')).payout).toBe(1n);
    expect(payoutOf('banker', 1000n, round('player'))).toMatchObject({ outcome: 'lose', payout: 0n });
  });

  it('returns player and banker bets on a tie and pays the tie 8:1', () => {
    const result = settle(
      [
        { kind: 'player', stake: 500n },
        { kind: 'banker', stake: 300n },
        { kind: 'tie', stake: 100n },
      ],
      round('tie'),
    );
    expect(result.results.map((r) => [r.outcome, r.payout])).toEqual([
      ['push', 500n],
      ['push', 300n],
      ['win', 900n],
    ]);
    // The returned stakes are a push, not turnover: only the tie bet counts as valid bet.
    expect(result).toMatchObject({ stake: 900n, payout: 1700n, validStake: 100n });
    const pushOnly = settle(
      [
        { kind: 'player', stake: 5000n },
        { kind: 'banker', stake: 5000n },
      ],
      round('tie'),
    );
    expect(pushOnly).toMatchObject({ stake: 10_000n, payout: 10_000n, validStake: 0n });
    expect(settle([{ kind: 'player', stake: 500n }], round('banker')).validStake).toBe(500n);
    expect(payoutOf('tie', 100n, round('banker'))).toMatchObject({ outcome: 'lose', payout: 0n });
  });

  it('pays each pair 11:1 whoever wins', () => {
    const on = round('banker', { playerPair: true });
    expect(payoutOf('playerPair', 100n, on)).toMatchObject({ outcome: 'win', payout: 1200n });
    expect(payoutOf('bankerPair', 100n, on)).toMatchObject({ outcome: 'lose', payout: 0n });
    expect(payoutOf('bankerPair', 100n, round('tie', { bankerPair: true })).payout).toBe(1200n);
  });

  it('refuses stakes that are not positive cents', () => {
    expect(() => settle([{ kind: 'player', stake: 0n }], round('player'))).toThrow(RangeError);
  });
});
