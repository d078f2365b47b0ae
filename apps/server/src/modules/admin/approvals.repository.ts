import { and, desc, eq, lt, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { approvalRequests, members, operators, settings } from '../../db/schema.js';
import type { Db, Tx } from '../../platform/db/client.js';

export type ApprovalRow = typeof approvalRequests.$inferSelect;
type NewApproval = Omit<typeof approvalRequests.$inferInsert, 'id' | 'createdAt' | 'state'>;

const requester = alias(operators, 'approval_requester');
const decider = alias(operators, 'approval_decider');

export async function insertRequest(db: Db | Tx, values: NewApproval): Promise<ApprovalRow> {
  const [row] = await db.insert(approvalRequests).values(values).returning();
  return row!;
}

/** The request locked until the transaction ends: a second approver waits here, then sees it decided. */
export async function lockRequest(tx: Tx, id: number): Promise<ApprovalRow | null> {
  const [row] = await tx.select().from(approvalRequests).where(eq(approvalRequests.id, id)).for('update');
  return row ?? null;
}

export async function decideRequest(
  tx: Tx,
  id: number,
  set: Pick<ApprovalRow, 'state' | 'decidedBy' | 'decidedAt' | 'reason' | 'result'>,
): Promise<void> {
  await tx.update(approvalRequests).set(set).where(eq(approvalRequests.id, id));
}

/** Requests with the usernames of their member, requester and decider. */
function selectViews(db: Db | Tx, where: SQL | undefined) {
  return db
    .select({
      row: approvalRequests,
      username: members.username,
      requesterName: requester.username,
      deciderName: decider.username,
    })
    .from(approvalRequests)
    .leftJoin(members, eq(members.id, approvalRequests.memberId))
    .leftJoin(requester, eq(requester.id, approvalRequests.requestedBy))
    .leftJoin(decider, eq(decider.id, approvalRequests.decidedBy))
    .where(where);
}
export type ApprovalView = Awaited<ReturnType<typeof selectViews>>[number];

export async function findView(db: Db | Tx, id: number): Promise<ApprovalView | null> {
  const [view] = await selectViews(db, eq(approvalRequests.id, id));
  return view ?? null;
}

/** Newest first, keyset on id (approval_requests_state_idx by state). */
export function listViews(
  db: Db,
  query: { state?: ApprovalRow['state'] | undefined; cursor?: number | undefined; size: number },
): Promise<ApprovalView[]> {
  return selectViews(
    db,
    and(
      query.state ? eq(approvalRequests.state, query.state) : undefined,
      query.cursor ? lt(approvalRequests.id, query.cursor) : undefined,
    ),
  )
    .orderBy(desc(approvalRequests.id))
    .limit(query.size + 1);
}

/** The four-eyes amounts' settings row (null when never set). */
export async function readSetting(db: Db | Tx, key: string): Promise<unknown> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, key));
  return row?.value ?? null;
}

export async function writeSetting(tx: Tx, key: string, value: unknown): Promise<void> {
  await tx
    .insert(settings)
    .values({ key, value })
    .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: new Date() } });
}
