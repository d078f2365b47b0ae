import type { AdminLabel, LabelInputSchema, MemberInfo, MemberLabels } from '@swerte/contracts';
import type { z } from 'zod';
import { writeAudit } from '../../../platform/audit.js';
import type { Db } from '../../../platform/db/client.js';
import { AppError } from '../../../platform/errors.js';
import * as repo from './labels.repository.js';

type LabelInput = z.output<typeof LabelInputSchema>;
export interface Acting {
  actor: string;
  ip: string;
}
export type LabelsService = ReturnType<typeof createLabelsService>;

const toAdmin = (row: { label: repo.LabelRow; members: number }): AdminLabel => ({
  id: row.label.id,
  name: row.label.name,
  color: row.label.color,
  members: Number(row.members),
});

/**
 * Member labels: operators name them and put them on members (every change audited); messages and
 * missions name one as their audience, and the member info lists a member's own.
 */
export function createLabelsService({ db }: { db: Db }) {
  async function create(input: LabelInput, by: Acting): Promise<AdminLabel> {
    return db.transaction(async (tx) => {
      if (await repo.findLabelByName(tx, input.name)) throw new AppError('error_conflict');
      const row = toAdmin({ label: await repo.insertLabel(tx, input), members: 0 });
      await writeAudit(tx, { ...by, action: 'labels.create', before: null, after: row });
      return row;
    });
  }

  async function update(id: number, input: LabelInput, by: Acting): Promise<AdminLabel> {
    return db.transaction(async (tx) => {
      const before = await repo.findLabel(tx, id);
      if (!before) throw new AppError('error_not_found');
      const taken = await repo.findLabelByName(tx, input.name);
      if (taken && taken.id !== id) throw new AppError('error_conflict');
      const label = await repo.updateLabel(tx, id, input);
      if (!label) throw new AppError('error_not_found');
      const row = toAdmin({ label, members: before.members });
      await writeAudit(tx, { ...by, action: 'labels.update', before: toAdmin(before), after: row });
      return row;
    });
  }

  async function memberLabels(memberId: number): Promise<MemberLabels> {
    if (!(await repo.memberExists(db, memberId))) throw new AppError('error_not_found');
    return { memberId, labelIds: await repo.labelIdsOf(db, memberId) };
  }

  /** Replaces the member's labels: every one must exist, or nothing changes. */
  async function setMemberLabels(memberId: number, labelIds: number[], by: Acting): Promise<MemberLabels> {
    const wanted = [...new Set(labelIds)].sort((a, b) => a - b);
    return db.transaction(async (tx) => {
      if (!(await repo.lockMember(tx, memberId))) throw new AppError('error_not_found');
      if ((await repo.existingIds(tx, wanted)).length !== wanted.length) throw new AppError('error_not_found');
      const before = { memberId, labelIds: await repo.labelIdsOf(tx, memberId) };
      await repo.replaceLinks(tx, memberId, wanted);
      const after = { memberId, labelIds: wanted };
      await writeAudit(tx, { ...by, action: 'labels.member', before, after });
      return after;
    });
  }

  return {
    list: async () => (await repo.listLabels(db)).map(toAdmin),
    create,
    update,
    memberLabels,
    setMemberLabels,
    /** The member info's memberLabel. */
    labelsOf: (memberId: number): Promise<MemberInfo['memberLabel']> => repo.labelsOf(db, memberId),
    /** Whether a label exists (audiences name only existing ones). */
    exists: async (id: number) => (await repo.existingIds(db, [id])).length === 1,
  };
}
