import { and, asc, desc, eq, lt, sql } from 'drizzle-orm';
import { bonusGrants } from '../../../db/wallet-schema.js';
import type { Db, Tx } from '../../../platform/db/client.js';

export type BonusGrantRow = typeof bonusGrants.$inferSelect;

export async function insertGrant(tx: Tx, row: typeof bonusGrants.$inferInsert): Promise<BonusGrantRow> {
  const [inserted] = await tx.insert(bonusGrants).values(row).returning();
  if (!inserted) throw new Error('bonus grant insert returned no row');
  return inserted;
}

export async function findGrantBySource(
  db: Db | Tx,
  memberId: number,
  source: string,
): Promise<BonusGrantRow | null> {
  const [row] = await db
    .select()
    .from(bonusGrants)
    .where(and(eq(bonusGrants.memberId, memberId), eq(bonusGrants.source, source)))
    .limit(1);
  return row ?? null;
}

/** A page of the member's grants, newest first, by keyset on id (bonus_grants_member_idx). */
export function listGrants(
  db: Db | Tx,
  filter: { memberId: number; status?: BonusGrantRow['status'] | undefined },
  page: { cursor?: number | undefined; pageSize: number },
): Promise<BonusGrantRow[]> {
  return db
    .select()
    .from(bonusGrants)
    .where(
      and(
        eq(bonusGrants.memberId, filter.memberId),
        filter.status === undefined ? undefined : eq(bonusGrants.status, filter.status),
        page.cursor === undefined ? undefined : lt(bonusGrants.id, page.cursor),
      ),
    )
    .orderBy(desc(bonusGrants.id))
    .limit(page.pageSize);
}

/** The member's grants still locked, oldest first, locked for update (bonus_grants_active_idx). */
/** Read on every settled bet, so a named prepared statement (planned once per connection). */
export function lockActiveGrants(tx: Tx, memberId: number): Promise<BonusGrantRow[]> {
  return tx
    .select()
    .from(bonusGrants)
    .where(and(eq(bonusGrants.memberId, sql.placeholder('memberId')), eq(bonusGrants.status, 'active')))
    .orderBy(asc(bonusGrants.id))
    .for('update')
    .prepare('bonus_lock_active')
    .execute({ memberId });
}

export async function updateGrant(
  tx: Tx,
  id: number,
  change: Partial<Pick<BonusGrantRow, 'turnoverDone' | 'status'>>,
): Promise<void> {
  await tx.update(bonusGrants).set(change).where(eq(bonusGrants.id, id));
}
