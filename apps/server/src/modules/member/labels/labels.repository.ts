import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { memberLabelLinks, memberLabels, members } from '../../../db/member-schema.js';
import type { Db, Tx } from '../../../platform/db/client.js';

export type LabelRow = typeof memberLabels.$inferSelect;

const memberCount = sql<number>`(SELECT count(*)::int FROM member_label_links l WHERE l.label_id = ${memberLabels.id})`;

export const listLabels = (db: Db | Tx) =>
  db
    .select({ label: memberLabels, members: memberCount })
    .from(memberLabels)
    .orderBy(asc(memberLabels.name), asc(memberLabels.id));

export async function findLabel(db: Db | Tx, id: number) {
  const [row] = await db
    .select({ label: memberLabels, members: memberCount })
    .from(memberLabels)
    .where(eq(memberLabels.id, id));
  return row ?? null;
}

export async function findLabelByName(db: Db | Tx, name: string): Promise<LabelRow | null> {
  const [row] = await db
    .select()
    .from(memberLabels)
    .where(sql`lower(${memberLabels.name}) = lower(${name})`);
  return row ?? null;
}

export async function insertLabel(tx: Tx, values: { name: string; color: string }): Promise<LabelRow> {
  const [row] = await tx.insert(memberLabels).values(values).returning();
  if (!row) throw new Error('label insert returned nothing');
  return row;
}

export async function updateLabel(tx: Tx, id: number, values: { name: string; color: string }) {
  const [row] = await tx.update(memberLabels).set(values).where(eq(memberLabels.id, id)).returning();
  return row ?? null;
}

/** The labels that exist of `ids`. */
export async function existingIds(db: Db | Tx, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: memberLabels.id })
    .from(memberLabels)
    .where(inArray(memberLabels.id, [...ids]));
  return rows.map((r) => r.id);
}

/** The member row, locked: two changes of one member's labels queue. */
export async function lockMember(tx: Tx, memberId: number): Promise<boolean> {
  const rows = await tx.select({ id: members.id }).from(members).where(eq(members.id, memberId)).for('update');
  return rows.length > 0;
}

export async function memberExists(db: Db | Tx, memberId: number): Promise<boolean> {
  const rows = await db.select({ id: members.id }).from(members).where(eq(members.id, memberId));
  return rows.length > 0;
}

export async function labelIdsOf(db: Db | Tx, memberId: number): Promise<number[]> {
  const rows = await db
    .select({ id: memberLabelLinks.labelId })
    .from(memberLabelLinks)
    .where(eq(memberLabelLinks.memberId, memberId))
    .orderBy(asc(memberLabelLinks.labelId));
  return rows.map((r) => r.id);
}

/** The member's labels as the member info shows them (labelName, color). */
export function labelsOf(db: Db | Tx, memberId: number) {
  return db
    .select({ labelName: memberLabels.name, color: memberLabels.color })
    .from(memberLabelLinks)
    .innerJoin(memberLabels, eq(memberLabels.id, memberLabelLinks.labelId))
    .where(eq(memberLabelLinks.memberId, memberId))
    .orderBy(asc(memberLabels.name));
}

export async function replaceLinks(tx: Tx, memberId: number, labelIds: readonly number[]): Promise<void> {
  await tx.delete(memberLabelLinks).where(eq(memberLabelLinks.memberId, memberId));
  if (labelIds.length > 0)
    await tx.insert(memberLabelLinks).values(labelIds.map((labelId) => ({ memberId, labelId })));
}

/** Whether the member carries the label. */
export async function hasLabel(db: Db | Tx, memberId: number, labelId: number): Promise<boolean> {
  const rows = await db
    .select({ n: sql<number>`1` })
    .from(memberLabelLinks)
    .where(and(eq(memberLabelLinks.memberId, memberId), eq(memberLabelLinks.labelId, labelId)));
  return rows.length > 0;
}
