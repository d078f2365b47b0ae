import { describe, expect, it } from 'vitest';
import { tableResult } from './round-result';

describe('tableResult', () => {
  it('calls a tie that returns the player and banker stakes a push, not a win', () => {
    expect(
      tableResult([
        { kind: 'player', amount: '50.00', outcome: 'push', payout: '50.00' },
        { kind: 'banker', amount: '50.00', outcome: 'push', payout: '50.00' },
      ]),
    ).toEqual({ kind: 'push', returned: 10_000n });
  });

  it('names the winnings apart from a stake returned beside them', () => {
    expect(
      tableResult([
        { kind: 'player', amount: '50.00', outcome: 'push', payout: '50.00' },
        { kind: 'tie', amount: '10.00', outcome: 'win', payout: '90.00' },
      ]),
    ).toEqual({ kind: 'won', won: 9_000n, returned: 5_000n });
  });

  it('says what was lost', () => {
    expect(tableResult([{ kind: 'banker', amount: '20.00', outcome: 'lose', payout: '0.00' }])).toEqual({
      kind: 'lost',
      lost: 2_000n,
    });
  });
});
