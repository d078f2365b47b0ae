import { sql, type SQL } from 'drizzle-orm';

/**
 * Whether the member `memberId` (a column or a value) is under a time-out or a self-exclusion now: the
 * same rule as `blockInForce`, as SQL, for the areas that stop marketing during a block (platform
 * messages, reward messages). A primary-key probe of `member_protection`.
 */
export function blockInForceSql(memberId: SQL | number): SQL {
  return sql`EXISTS (SELECT 1 FROM member_protection mp WHERE mp.member_id = ${memberId}
    AND ((mp.block_kind = 'timeout' AND mp.block_until > now())
      OR (mp.block_kind = 'self_exclusion' AND (mp.return_at IS NULL OR mp.return_at > now()))))`;
}

/**
 * Marketing among platform messages: what an operator composed (no `source`) and the missions'
 * "reward ready" notes (`reward:`). A deposit or withdrawal note is service, not marketing: it still
 * reaches a member on a break (withdrawals stay open).
 */
export function isMarketingSql(source: SQL): SQL {
  return sql`(${source} IS NULL OR ${source} LIKE 'reward:%')`;
}
