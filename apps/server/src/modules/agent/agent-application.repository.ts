import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { agentApplications } from '../../db/agent-schema.js';
import { members } from '../../db/schema.js';
import type { Db, Tx } from '../../platform/db/client.js';

export type ApplicationRow = typeof agentApplications.$inferSelect;
export type NewApplication = typeof agentApplications.$inferInsert;
export type ApplicationStatus = ApplicationRow['status'];
export type ApplicationView = ApplicationRow & { username: string };

/** Inserts a pending application; null when the member already has one pending (the partial unique index). */
export async function insertPending(tx: Db | Tx, values: NewApplication): Promise<ApplicationRow | null> {
  const [row] = await tx
    .insert(agentApplications)
    .values({ ...values, status: 'pending' })
    .onConflictDoNothing({
      target: agentApplications.memberId,
      where: sql`status = 'pending'`,
    })
    .returning();
  return row ?? null;
}

export async function findLatestOfMember(db: Db | Tx, memberId: number): Promise<ApplicationRow | null> {
  const [row] = await db
    .select()
    .from(agentApplications)
    .where(eq(agentApplications.memberId, memberId))
    .orderBy(desc(agentApplications.id))
    .limit(1);
  return row ?? null;
}

export async function lockById(tx: Tx, id: number): Promise<ApplicationRow | null> {
  const [row] = await tx.select().from(agentApplications).where(eq(agentApplications.id, id)).for('update');
  return row ?? null;
}

export async function decide(
  tx: Tx,
  id: number,
  change: Pick<ApplicationRow, 'status' | 'remark' | 'decidedBy' | 'decidedAt'>,
): Promise<void> {
  await tx.update(agentApplications).set(change).where(eq(agentApplications.id, id));
}

export async function findView(db: Db | Tx, id: number): Promise<ApplicationView | null> {
  const [row] = await db
    .select({ application: agentApplications, username: members.username })
    .from(agentApplications)
    .innerJoin(members, eq(members.id, agentApplications.memberId))
    .where(eq(agentApplications.id, id));
  return row ? { ...row.application, username: row.username } : null;
}

/**
 * One page of a status, oldest first, after the application `after` (keyset on created_at and id, the
 * status index's order); `size + 1` rows so the caller knows whether another page follows.
 */
export async function listByStatus(
  db: Db,
  filter: { status: ApplicationStatus; after?: number | undefined; size: number },
): Promise<ApplicationView[]> {
  const t = agentApplications;
  const rows = await db
    .select({ application: t, username: members.username })
    .from(t)
    .innerJoin(members, eq(members.id, t.memberId))
    .where(
      and(
        eq(t.status, filter.status),
        filter.after === undefined
          ? undefined
          : sql`(${t.createdAt}, ${t.id}) > (select created_at, id from agent_applications where id = ${filter.after})`,
      ),
    )
    .orderBy(asc(t.createdAt), asc(t.id))
    .limit(filter.size + 1);
  return rows.map((row) => ({ ...row.application, username: row.username }));
}
