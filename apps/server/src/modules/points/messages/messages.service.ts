import type {
  AdminMessage,
  Audience,
  ComposeMessageSchema,
  InboxMessage,
  Language,
  MessageListQuerySchema,
  MessagePage,
  UnreadCount,
} from '@swerte/contracts';
import type { z } from 'zod';
import type { BothLanguages } from '../../../db/points-schema.js';
import { writeAudit } from '../../../platform/audit.js';
import type { Db, Tx } from '../../../platform/db/client.js';
import { AppError } from '../../../platform/errors.js';
import * as repo from './messages.repository.js';

export type MessagesService = ReturnType<typeof createMessagesService>;

/** Scheduled messages delivered per job run at most (the rest next run). */
const DUE_BATCH = 20;

const toAdmin = (row: repo.MessageRow): AdminMessage => ({
  id: row.id,
  title: row.title,
  audience: row.audience as Audience,
  sendAt: row.sendAt.toISOString(),
  deliveredAt: row.deliveredAt ? row.deliveredAt.toISOString() : null,
  recipients: row.recipients,
  createdBy: row.createdBy,
});

/**
 * Platform messages: composed by operators for an audience, or sent by the site itself when something
 * happens to a member's money. Each member's copy is read and deleted on its own; acting on an id that
 * is not in the caller's inbox is error_not_found and changes nothing. During a time-out or
 * self-exclusion, marketing (composed messages and reward notes) is neither delivered nor shown.
 */
export function createMessagesService({
  db,
  labels,
}: {
  db: Db;
  /** Whether a member label exists (a label audience names an existing one). */
  labels: { exists(id: number): Promise<boolean> };
}) {
  async function compose(
    input: z.output<typeof ComposeMessageSchema>,
    by: { actor: string; ip: string },
  ): Promise<AdminMessage> {
    const sendAt = input.sendAt ? new Date(input.sendAt) : new Date();
    if (input.audience.kind === 'label' && !(await labels.exists(input.audience.labelId)))
      throw new AppError('error_not_found');
    return db.transaction(async (tx) => {
      const row = await repo.insertMessage(tx, {
        title: input.title,
        body: input.body,
        audience: input.audience,
        sendAt,
        createdBy: by.actor,
      });
      if (!row) throw new Error('a composed message has no source to conflict on');
      // Due now: delivered in this transaction; later: by the job (deliverDue).
      const value = toAdmin(
        sendAt.getTime() <= Date.now()
          ? { ...row, deliveredAt: new Date(), recipients: await repo.deliver(tx, row) }
          : row,
      );
      await writeAudit(tx, {
        actor: by.actor,
        action: 'messages.compose',
        before: null,
        after: value,
        ip: by.ip,
      });
      return value;
    });
  }

  /** The site's own message to one member, once per source ('deposit:<id>'), in the caller's transaction. */
  async function sendAutomatic(
    tx: Tx,
    memberId: number,
    source: string,
    text: { title: BothLanguages; body: BothLanguages },
  ): Promise<void> {
    const row = await repo.insertMessage(tx, {
      ...text,
      audience: { kind: 'member', memberId },
      source,
      createdBy: 'system',
    });
    if (row) await repo.deliver(tx, row);
  }

  async function deliverDue(): Promise<number> {
    return db.transaction(async (tx) => {
      let delivered = 0;
      for (const row of await repo.lockDue(tx, DUE_BATCH)) delivered += await repo.deliver(tx, row);
      return delivered;
    });
  }

  async function list(
    memberId: number,
    lang: Language,
    query: z.output<typeof MessageListQuerySchema>,
  ): Promise<MessagePage> {
    const paused = await repo.marketingPaused(db, memberId);
    const [rows, unread] = await Promise.all([
      repo.inbox(db, memberId, query.filter, query.cursor, query.pageSize, paused),
      repo.unreadCount(db, memberId, paused),
    ]);
    const page = rows.slice(0, query.pageSize);
    return {
      list: page.map((r): InboxMessage => ({
        id: r.message.id,
        title: r.message.title[lang],
        body: r.message.body[lang],
        isRead: r.readAt !== null,
        sentAt: r.message.sendAt.toISOString(),
      })),
      nextCursor: rows.length > query.pageSize ? (page.at(-1)?.message.id ?? null) : null,
      unread,
    };
  }

  async function change(memberId: number, ids: number[], what: 'read' | 'delete'): Promise<UnreadCount> {
    const unique = [...new Set(ids)];
    return db.transaction(async (tx) => {
      const paused = await repo.marketingPaused(tx, memberId);
      const own = await repo.lockOwn(tx, memberId, unique, paused);
      if (own.length !== unique.length) throw new AppError('error_not_found');
      await repo.mark(
        tx,
        memberId,
        unique,
        what === 'read' ? { readAt: new Date() } : { deletedAt: new Date() },
      );
      return { count: await repo.unreadCount(tx, memberId, paused) };
    });
  }

  return {
    compose,
    sendAutomatic,
    deliverDue,
    list,
    unreadCount: async (memberId: number): Promise<UnreadCount> => ({
      count: await repo.unreadCount(db, memberId, await repo.marketingPaused(db, memberId)),
    }),
    read: (memberId: number, ids: number[]) => change(memberId, ids, 'read'),
    remove: (memberId: number, ids: number[]) => change(memberId, ids, 'delete'),
    listComposed: async (cursor: number | undefined, pageSize: number) => {
      const rows = await repo.listComposed(db, cursor, pageSize);
      const page = rows.slice(0, pageSize);
      return {
        list: page.map(toAdmin),
        nextCursor: rows.length > pageSize ? (page.at(-1)?.id ?? null) : null,
      };
    },
  };
}
