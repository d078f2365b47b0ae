import { parseCents } from '@swerte/contracts';

/** One bet of a table round as the round's outcome records it (money as decimal strings). */
export interface TableBetResult {
  kind: string;
  amount: string;
  outcome: 'win' | 'lose' | 'push';
}

/** The even-money pair of a baccarat table: a stake on both is a hedge, counted once as the difference. */
const EVEN_MONEY_SIDES = ['banker', 'player'] as const;

/**
 * The valid bet of one settled bet, by the rule of modules/agent/README.md: a void bet counts nothing;
 * a bet whose payout returned exactly its stake is a push and counts nothing; otherwise the vendor's
 * valid bet, except a table round whose results we hold, which counts each non-push stake, with banker
 * and player together counting only |banker − player|.
 */
export function validBetOf(bet: {
  status: 'settled' | 'void' | 'open';
  stake: bigint;
  payout: bigint;
  reportedValidBet: bigint;
  tableResults?: readonly TableBetResult[] | null;
}): bigint {
  if (bet.status !== 'settled') return 0n;
  if (bet.tableResults && bet.tableResults.length > 0) return validBetOfTable(bet.tableResults);
  if (bet.payout === bet.stake) return 0n;
  return bet.reportedValidBet;
}

export function validBetOfTable(results: readonly TableBetResult[]): bigint {
  let valid = 0n;
  const sides = new Map<string, bigint>();
  for (const result of results) {
    if (result.outcome === 'push') continue;
    const amount = parseCents(result.amount);
    if ((EVEN_MONEY_SIDES as readonly string[]).includes(result.kind))
      sides.set(result.kind, (sides.get(result.kind) ?? 0n) + amount);
    else valid += amount;
  }
  const banker = sides.get('banker') ?? 0n;
  const player = sides.get('player') ?? 0n;
  return valid + (banker > player ? banker - player : player - banker);
}
