import { and, desc, eq, lt } from 'drizzle-orm';
import { memberNotes, members, operators } from '../../../db/schema.js';
import type { Db, Tx } from '../../../platform/db/client.js';

const noteColumns = {
  id: memberNotes.id,
  text: memberNotes.text,
  author: operators.username,
  createdAt: memberNotes.createdAt,
};

/** A page of a member's notes, newest first, after the keyset cursor (a note id) when given. */
export function listNotes(db: Db | Tx, memberId: number, cursor: number | undefined, limit: number) {
  return db
    .select(noteColumns)
    .from(memberNotes)
    .innerJoin(operators, eq(operators.id, memberNotes.operatorId))
    .where(
      and(eq(memberNotes.memberId, memberId), cursor === undefined ? undefined : lt(memberNotes.id, cursor)),
    )
    .orderBy(desc(memberNotes.id))
    .limit(limit);
}

export async function insertNote(tx: Tx, values: { memberId: number; operatorId: number; text: string }) {
  const [row] = await tx.insert(memberNotes).values(values).returning({ id: memberNotes.id });
  if (!row) throw new Error('note insert returned nothing');
  const [note] = await tx
    .select(noteColumns)
    .from(memberNotes)
    .innerJoin(operators, eq(operators.id, memberNotes.operatorId))
    .where(eq(memberNotes.id, row.id));
  if (!note) throw new Error('inserted note not found');
  return note;
}

export async function memberExists(db: Db | Tx, memberId: number): Promise<boolean> {
  const rows = await db.select({ id: members.id }).from(members).where(eq(members.id, memberId));
  return rows.length > 0;
}
