import type { MemberNote } from '@swerte/contracts';
import { writeAudit } from '../../../platform/audit.js';
import type { Db } from '../../../platform/db/client.js';
import { AppError } from '../../../platform/errors.js';
import * as repo from './notes.repository.js';

export type NotesService = ReturnType<typeof createNotesService>;

const toNote = (row: { id: number; text: string; author: string; createdAt: Date }): MemberNote => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
});

/**
 * Operators' notes on a member: plain text (the contract refuses control characters; the console shows
 * it as text, never as HTML), kept for good and audited when added.
 */
export function createNotesService({ db }: { db: Db }) {
  async function list(memberId: number, query: { cursor?: number | undefined; pageSize: number }) {
    if (!(await repo.memberExists(db, memberId))) throw new AppError('error_not_found');
    // One row more than the page tells whether another page follows.
    const rows = await repo.listNotes(db, memberId, query.cursor, query.pageSize + 1);
    const page = rows.slice(0, query.pageSize);
    return {
      list: page.map(toNote),
      nextCursor: rows.length > query.pageSize ? (page.at(-1)?.id ?? null) : null,
    };
  }

  async function add(memberId: number, text: string, by: { operatorId: number; ip: string }) {
    return db.transaction(async (tx) => {
      if (!(await repo.memberExists(tx, memberId))) throw new AppError('error_not_found');
      const note = toNote(await repo.insertNote(tx, { memberId, operatorId: by.operatorId, text }));
      await writeAudit(tx, {
        actor: `operator:${by.operatorId}`,
        action: 'member.note_add',
        before: null,
        after: { memberId, id: note.id, text },
        ip: by.ip,
      });
      return note;
    });
  }

  return { list, add };
}
