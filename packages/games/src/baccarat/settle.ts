import type { BaccaratRound } from './rules';

export const BACCARAT_BETS = ['player', 'banker', 'tie', 'playerPair', 'bankerPair'] as const;
export type BaccaratBetKind = (typeof BACCARAT_BETS)[number];

export interface BaccaratBet {
  kind: BaccaratBetKind;
  /** Cents. */
  stake: bigint;
}

export interface BaccaratBetResult extends BaccaratBet {
  outcome: 'win' | 'lose' | 'push';
  /** Cents returned to the player, stake included: 0 on a loss, the stake on a push. */
  payout: bigint;
}

export interface BaccaratSettlement {
  results: BaccaratBetResult[];
  /** Cents staked on all bets. */
  stake: bigint;
  /** Cents returned on all bets. */
  payout: bigint;
  /** Turnover (the valid bet): stakes that won or lost; a pushed stake comes back and is not turnover. */
  validStake: bigint;
}

/** Winnings on a winning bet, in cents, stake excluded. */
function winnings(kind: BaccaratBetKind, stake: bigint): bigint {
  switch (kind) {
    case 'player':
      return stake;
    case 'banker':
      // 0.95 to 1: 5% commission, the fraction of a cent rounded down (the house keeps it).
      return (stake * 95n) / 100n;
    case 'tie':
      return stake * 8n;
    case 'playerPair':
    case 'bankerPair':
      return stake * 11n;
  }
}

function outcomeOf(kind: BaccaratBetKind, round: BaccaratRound): BaccaratBetResult['outcome'] {
  switch (kind) {
    case 'player':
    case 'banker':
      // Player and banker bets are returned on a tie.
      return round.winner === 'tie' ? 'push' : round.winner === kind ? 'win' : 'lose';
    case 'tie':
      return round.winner === 'tie' ? 'win' : 'lose';
    case 'playerPair':
      return round.playerPair ? 'win' : 'lose';
    case 'bankerPair':
      return round.bankerPair ? 'win' : 'lose';
  }
}

/**
 * Settles bets on a coup in integer cents. Pays: player 1:1, banker 0.95:1 (rounded down to the cent),
 * tie 8:1, player pair and banker pair 11:1; player and banker bets push on a tie.
 */
export function settle(bets: readonly BaccaratBet[], round: BaccaratRound): BaccaratSettlement {
  const results = bets.map((bet): BaccaratBetResult => {
    if (typeof bet.stake !== 'bigint' || bet.stake <= 0n)
      throw new RangeError('stakes must be positive cents');
    const outcome = outcomeOf(bet.kind, round);
    const payout =
      outcome === 'win' ? bet.stake + winnings(bet.kind, bet.stake) : outcome === 'push' ? bet.stake : 0n;
    return { kind: bet.kind, stake: bet.stake, outcome, payout };
  });
  return {
    results,
    stake: results.reduce((sum, r) => sum + r.stake, 0n),
    payout: results.reduce((sum, r) => sum + r.payout, 0n),
    validStake: results.reduce((sum, r) => (r.outcome === 'push' ? sum : sum + r.stake), 0n),
  };
}
