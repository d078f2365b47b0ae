import type { AdminHelpItem, HelpItemInputSchema, Language } from '@swerte/contracts';
import type { z } from 'zod';
import { writeAudit } from '../../platform/audit.js';
import type { Db } from '../../platform/db/client.js';
import { AppError } from '../../platform/errors.js';
import { sanitizeOperatorHtml } from '../content/operator-html.js';
import type { Actor } from './system-admin.service.js';
import * as repo from './system.repository.js';

type HelpItemInput = z.output<typeof HelpItemInputSchema>;
/** The item as stored: its HTML cleaned of scripts, handlers and unsafe links. */
const cleaned = (input: HelpItemInput) => ({ ...input, content: sanitizeOperatorHtml(input.content) });
export type HelpAdmin = ReturnType<typeof createHelpAdmin>;

function toAdminHelpItem(row: repo.HelpItemRow): AdminHelpItem {
  return {
    id: row.id,
    lang: row.lang as Language,
    tag: row.tag,
    title: row.title,
    content: row.content,
    device: row.device === 'WEB' || row.device === 'H5' ? row.device : null,
    sortOrder: row.sortOrder,
  };
}

/**
 * The operators' help items. The help centre reads the table on every call, so a change shows at once;
 * each change writes its audit row in the same transaction.
 */
export function createHelpAdmin(db: Db) {
  async function list(lang?: Language): Promise<AdminHelpItem[]> {
    return (await repo.listAllHelpItems(db, lang)).map(toAdminHelpItem);
  }

  async function create(input: HelpItemInput, by: Actor): Promise<AdminHelpItem> {
    return db.transaction(async (tx) => {
      if (await repo.isHelpTagTaken(tx, input.lang, input.tag, null)) throw new AppError('error_conflict');
      const sortOrder = await repo.nextHelpSortOrder(tx, input.lang);
      const row = await repo.saveHelpItem(tx, null, { ...cleaned(input), sortOrder });
      if (!row) throw new AppError('error_conflict');
      await writeAudit(tx, { ...by, action: 'content.help.create', before: null, after: row });
      return toAdminHelpItem(row);
    });
  }

  async function update(id: number, input: HelpItemInput, by: Actor): Promise<AdminHelpItem> {
    return db.transaction(async (tx) => {
      const before = await repo.findHelpItem(tx, id);
      if (!before) throw new AppError('error_not_found');
      if (await repo.isHelpTagTaken(tx, input.lang, input.tag, id)) throw new AppError('error_conflict');
      const row = await repo.saveHelpItem(tx, id, { ...cleaned(input), sortOrder: before.sortOrder });
      if (!row) throw new AppError('error_not_found');
      await writeAudit(tx, { ...by, action: 'content.help.update', before, after: row });
      return toAdminHelpItem(row);
    });
  }

  async function remove(id: number, by: Actor): Promise<null> {
    return db.transaction(async (tx) => {
      const before = await repo.findHelpItem(tx, id);
      if (!before) throw new AppError('error_not_found');
      await repo.deleteHelpItem(tx, id);
      await writeAudit(tx, { ...by, action: 'content.help.delete', before, after: null });
      return null;
    });
  }

  /** The listed items (of one language) first, in that order, then the others as they were. */
  async function order(ids: number[], by: Actor): Promise<null> {
    return db.transaction(async (tx) => {
      const first = await repo.findHelpItem(tx, ids[0] ?? 0);
      if (!first) throw new AppError('error_not_found');
      const list = await repo.listAllHelpItems(tx, first.lang as Language);
      const known = new Set(list.map((item) => item.id));
      if (new Set(ids).size !== ids.length || ids.some((id) => !known.has(id))) {
        throw new AppError('error_invalid_request', { fields: { ids: 'ids of one language, each once' } });
      }
      const sequence = [...ids, ...list.map((item) => item.id).filter((id) => !ids.includes(id))];
      for (const [index, id] of sequence.entries()) await repo.setHelpSortOrder(tx, id, (index + 1) * 10);
      await writeAudit(tx, {
        ...by,
        action: 'content.help.order',
        before: list.map((i) => i.id),
        after: sequence,
      });
      return null;
    });
  }

  return { list, create, update, remove, order };
}
