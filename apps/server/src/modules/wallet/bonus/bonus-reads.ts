import type { Db } from '../../../platform/db/client.js';
import * as repo from './bonus.repository.js';

export type BonusReads = ReturnType<typeof createBonusReads>;

/** The member centre's reads over bonus grants (bonus details), for records. */
export function createBonusReads({ db }: { db: Db }) {
  return {
    listGrants: (
      filter: { memberId: number; status?: repo.BonusGrantRow['status'] | undefined },
      page: { cursor?: number | undefined; pageSize: number },
    ) => repo.listGrants(db, filter, page),
  };
}
