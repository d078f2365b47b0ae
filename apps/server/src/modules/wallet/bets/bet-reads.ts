import type { Db } from '../../../platform/db/client.js';
import * as repo from './bets.repository.js';

export type { BetFilter, BetRow, BetSums } from './bets.repository.js';

export type BetReads = ReturnType<typeof createBetReads>;

/** The member centre's reads over bets (betting record, profit and loss, an entry's bet), for records. */
export function createBetReads({ db }: { db: Db }) {
  return {
    listBets: (filter: repo.BetFilter, page: { cursor?: number | undefined; pageSize: number }) =>
      repo.listBets(db, filter, page),
    sumBets: (filter: repo.BetFilter) => repo.sumBets(db, filter),
    sumSettledByGameType: (filter: Pick<repo.BetFilter, 'memberId' | 'from' | 'to'>) =>
      repo.sumSettledByGameType(db, filter),
    findMemberBet: (memberId: number, id: number) => repo.findMemberBet(db, memberId, id),
  };
}
