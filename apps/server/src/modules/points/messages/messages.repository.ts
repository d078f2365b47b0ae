import type { Audience } from '@swerte/contracts';
import { and, desc, eq, inArray, isNull, lt, sql, type SQL } from 'drizzle-orm';
import { memberMessages, messages } from '../../../db/points-schema.js';
import type { Db, Tx } from '../../../platform/db/client.js';
import { rawRows } from '../../../platform/db/raw-rows.js';
import { blockInForceSql, isMarketingSql } from '../../protection/marketing-pause.js';

export type MessageRow = typeof messages.$inferSelect;

/** Inserts a message; an automatic one whose source exists already inserts nothing (null). */
export async function insertMessage(tx: Tx, row: typeof messages.$inferInsert): Promise<MessageRow | null> {
  const [created] = await tx.insert(messages).values(row).onConflictDoNothing().returning();
  return created ?? null;
}

/** The members an audience names: real accounts only (trial accounts have no inbox). */
function audienceMembers(audience: Audience): SQL {
  switch (audience.kind) {
    case 'all':
      return sql`SELECT id FROM members WHERE is_agent <> 4`;
    case 'member':
      return sql`SELECT id FROM members WHERE id = ${audience.memberId} AND is_agent <> 4`;
    case 'label':
      return sql`
        SELECT l.member_id FROM member_label_links l JOIN members m ON m.id = l.member_id
        WHERE l.label_id = ${audience.labelId} AND m.is_agent <> 4`;
    case 'team':
      return sql`SELECT descendant_id FROM member_tree WHERE ancestor_id = ${audience.agentId} AND depth > 0`;
    case 'vip':
      // The VIP ladder's rule (content/vip.service levelFor): lifetime approved deposits and settled
      // valid bets both reach the level's minimums; a member at a higher level reaches this one too.
      // An operator's fixed level (member_vip_overrides) replaces the rule for that member.
      return sql`
        SELECT m.id FROM members m CROSS JOIN vip_levels l
        LEFT JOIN member_vip_overrides o ON o.member_id = m.id
        WHERE l.level = ${audience.minLevel} AND m.is_agent <> 4
          AND CASE WHEN o.member_id IS NOT NULL THEN o.level >= l.level ELSE
            (SELECT coalesce(sum(d.amount), 0) FROM deposits d
             WHERE d.member_id = m.id AND d.status = 'approved') >= l.min_deposit
            AND (SELECT coalesce(sum(b.valid_bet), 0) FROM bets b
                 WHERE b.member_id = m.id AND b.status = 'settled') >= l.min_valid_bet END`;
  }
}

/** Marketing (composed, or a reward note: marketing-pause.ts) skips members on a break or self-excluded. */
const isMarketing = (source: string | null) => source === null || source.startsWith('reward:');

/**
 * Copies a message into its audience's inboxes once, and marks it delivered. A marketing message is
 * not copied to a member under a time-out or self-exclusion (issue 15): it never reaches them, even
 * after the block ends.
 */
export async function deliver(tx: Tx, message: MessageRow): Promise<number> {
  const paused = isMarketing(message.source) ? sql`WHERE NOT ${blockInForceSql(sql`a.id`)}` : sql``;
  const rows = await rawRows<{ n: number }>(
    tx,
    sql`
      WITH copied AS (
        INSERT INTO member_messages (member_id, message_id)
        SELECT a.id, ${message.id} FROM (${audienceMembers(message.audience as Audience)}) AS a(id)
        ${paused}
        ON CONFLICT DO NOTHING
        RETURNING 1
      )
      SELECT count(*)::int AS n FROM copied`,
  );
  const recipients = Number(rows[0]?.n ?? 0);
  await tx.update(messages).set({ deliveredAt: new Date(), recipients }).where(eq(messages.id, message.id));
  return recipients;
}

/** Scheduled messages now due, locked so two nodes never deliver one twice. */
export function lockDue(tx: Tx, limit: number): Promise<MessageRow[]> {
  return tx
    .select()
    .from(messages)
    .where(and(isNull(messages.deliveredAt), sql`${messages.sendAt} <= now()`))
    .orderBy(messages.sendAt)
    .limit(limit)
    .for('update', { skipLocked: true });
}

export function listComposed(db: Db | Tx, cursor: number | undefined, pageSize: number) {
  return db
    .select()
    .from(messages)
    .where(and(isNull(messages.source), ...(cursor === undefined ? [] : [lt(messages.id, cursor)])))
    .orderBy(desc(messages.id))
    .limit(pageSize + 1);
}

const visible = (memberId: number) =>
  and(eq(memberMessages.memberId, memberId), isNull(memberMessages.deletedAt));

/** Whether marketing is paused for the member now (a block in force): one primary-key probe. */
export async function marketingPaused(db: Db | Tx, memberId: number): Promise<boolean> {
  const rows = await rawRows<{ paused: boolean }>(db, sql`SELECT ${blockInForceSql(memberId)} AS paused`);
  return rows[0]?.paused === true;
}

/** While paused, marketing already delivered is not shown (service notes still are). */
const shown = (paused: boolean) =>
  paused
    ? [
        sql`NOT EXISTS (SELECT 1 FROM messages pm WHERE pm.id = ${memberMessages.messageId}
              AND ${isMarketingSql(sql`pm.source`)})`,
      ]
    : [];

export function inbox(
  db: Db | Tx,
  memberId: number,
  filter: 'all' | 'unread' | 'read',
  cursor: number | undefined,
  pageSize: number,
  paused = false,
) {
  const read = {
    all: [],
    unread: [isNull(memberMessages.readAt)],
    read: [sql`${memberMessages.readAt} IS NOT NULL`],
  };
  return db
    .select({ message: messages, readAt: memberMessages.readAt })
    .from(memberMessages)
    .innerJoin(messages, eq(messages.id, memberMessages.messageId))
    .where(
      and(
        visible(memberId),
        ...shown(paused),
        ...read[filter],
        ...(cursor === undefined ? [] : [lt(memberMessages.messageId, cursor)]),
      ),
    )
    .orderBy(desc(memberMessages.messageId))
    .limit(pageSize + 1);
}

/** member_messages_unread_idx: one indexed count (while paused, less the marketing). */
export async function unreadCount(db: Db | Tx, memberId: number, paused = false): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(memberMessages)
    .where(and(visible(memberId), isNull(memberMessages.readAt), ...shown(paused)));
  return Number(row?.n ?? 0);
}

/** The ids of `ids` that are in the member's inbox (not deleted), locked. */
export async function lockOwn(
  tx: Tx,
  memberId: number,
  ids: readonly number[],
  paused = false,
): Promise<number[]> {
  const rows = await tx
    .select({ id: memberMessages.messageId })
    .from(memberMessages)
    .where(and(visible(memberId), ...shown(paused), inArray(memberMessages.messageId, [...ids])))
    .for('update');
  return rows.map((r) => r.id);
}

export async function mark(
  tx: Tx,
  memberId: number,
  ids: readonly number[],
  change: { readAt?: Date; deletedAt?: Date },
): Promise<void> {
  await tx
    .update(memberMessages)
    .set(change)
    .where(
      and(
        eq(memberMessages.memberId, memberId),
        inArray(memberMessages.messageId, [...ids]),
        ...(change.readAt ? [isNull(memberMessages.readAt)] : []),
      ),
    );
}
