import { queryOptions } from '@tanstack/react-query';
import type { SabongBet, SabongFight } from '@swerte/contracts';
import { callEndpoint } from '../../../lib/api-client';
import { sabongKeys, sabongRefs } from './sabong-refs';

/** The running card; the stream keeps it current, the poll is the fallback when the stream drops. */
export function sabongCardOptions() {
  return queryOptions({
    queryKey: sabongKeys.card,
    queryFn: ({ signal }) => callEndpoint(sabongRefs.card, { signal }),
    refetchInterval: 15_000,
  });
}

/** The member's latest bets (one page, newest first). */
export function myBetsOptions(token: string | null) {
  return queryOptions({
    queryKey: [...sabongKeys.myBets, token],
    queryFn: ({ signal }) =>
      callEndpoint(sabongRefs.myBets, { signal, query: { status: 'all', pageSize: 20 } }).then(
        (value) => value.list,
      ),
    enabled: token !== null,
  });
}

/** A fresh id per bet: a retry after a lost answer is the same bet, never charged twice. */
export function newBetRequestId(): string {
  return crypto.randomUUID().replace(/-/g, '');
}

export function placeSabongBet(body: {
  requestId: string;
  fightId: number;
  side: SabongBet['side'];
  stake: string;
}): Promise<{ bet: SabongBet; fight: SabongFight; balance: string }> {
  return callEndpoint(sabongRefs.bet, { body });
}
