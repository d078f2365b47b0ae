import type { Db, Tx } from '../../../platform/db/client.js';
import * as repo from './activity.repository.js';

export type { Window } from './activity.repository.js';
export type ActivityService = ReturnType<typeof createActivityService>;

/**
 * What a member has deposited and played, read from the wallet's own records (approved deposits, settled
 * bets' valid bets): promotions decide eligibility from it and the VIP ladder the member's level.
 * Every call takes the handle it reads through: the caller's `tx` inside a transaction, else its `db`.
 */
export function createActivityService() {
  return {
    largestDeposit: (memberId: number, window: repo.Window, tx: Db | Tx) =>
      repo.largestDeposit(tx, memberId, window),
    firstDeposit: (memberId: number, tx: Db | Tx) => repo.firstDeposit(tx, memberId),
    validBets: (memberId: number, window: repo.Window, tx: Db | Tx) => repo.validBets(tx, memberId, window),
    validBetsByMember: (memberIds: readonly number[], window: repo.Window, tx: Db | Tx) =>
      repo.validBetsByMember(tx, memberIds, window),
    /** Lifetime approved deposits and valid bets (the VIP ladder). */
    async totals(memberId: number, tx: Db | Tx) {
      const [deposits, validBets] = await Promise.all([
        repo.totalDeposits(tx, memberId),
        repo.validBets(tx, memberId, { from: null, to: null }),
      ]);
      return { deposits, validBets };
    },
  };
}
