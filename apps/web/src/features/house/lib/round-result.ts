import { parseCents } from '@swerte/contracts';
import type { BaccaratRoundWire } from '@swerte/contracts';

export type TableResult =
  | { kind: 'won'; won: bigint; returned: bigint }
  | { kind: 'push'; returned: bigint }
  | { kind: 'lost'; lost: bigint };

/**
 * What the player's bets on a dealt coup came to. A push (player or banker on a tie) returns the
 * stake: it is neither a win nor a loss, so it is said apart from what was won.
 */
export function tableResult(results: NonNullable<BaccaratRoundWire['results']>): TableResult {
  let won = 0n;
  let returned = 0n;
  let lost = 0n;
  for (const result of results) {
    if (result.outcome === 'win') won += parseCents(result.payout);
    else if (result.outcome === 'push') returned += parseCents(result.payout);
    else lost += parseCents(result.amount);
  }
  if (won > 0n) return { kind: 'won', won, returned };
  if (returned > 0n) return { kind: 'push', returned };
  return { kind: 'lost', lost };
}
