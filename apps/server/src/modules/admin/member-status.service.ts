import type { AdminLoginEvent, AdminMemberSession, AdminMemberStatus } from '@swerte/contracts';
import { and, desc, eq, gt, isNull, like, lt } from 'drizzle-orm';
import { auditLog, members, sessions } from '../../db/schema.js';
import { writeAudit } from '../../platform/audit.js';
import type { Db, Tx } from '../../platform/db/client.js';
import { AppError } from '../../platform/errors.js';

export interface StatusActor {
  actor: string;
  ip: string | null;
}

type Row = Pick<
  typeof members.$inferSelect,
  'id' | 'status' | 'statusReason' | 'statusChangedAt' | 'passwordFlagged'
>;

const view = (row: Row): AdminMemberStatus => ({
  memberId: row.id,
  status: row.status,
  reason: row.statusReason,
  changedAt: row.statusChangedAt?.toISOString() ?? null,
  mustChangePassword: row.passwordFlagged,
});

const columns = {
  id: members.id,
  status: members.status,
  statusReason: members.statusReason,
  statusChangedAt: members.statusChangedAt,
  passwordFlagged: members.passwordFlagged,
};

/**
 * An operator's hold on a member: lock (no login, every session ended), unlock, a forced password
 * change; and the member's sessions and login history. Each change is one audited transaction.
 */
export function createMemberStatusAdmin({ db, now = () => new Date() }: { db: Db; now?: () => Date }) {
  async function lockedRow(tx: Tx, memberId: number): Promise<Row> {
    const [row] = await tx.select(columns).from(members).where(eq(members.id, memberId)).for('update');
    if (!row) throw new AppError('error_not_found');
    return row;
  }

  async function endAll(tx: Tx, memberId: number, at: Date): Promise<number> {
    const ended = await tx
      .update(sessions)
      .set({ revokedAt: at })
      .where(and(eq(sessions.memberId, memberId), isNull(sessions.revokedAt)))
      .returning({ id: sessions.id });
    return ended.length;
  }

  async function change(
    memberId: number,
    action: 'lock' | 'unlock' | 'force_password_change',
    reason: string,
    by: StatusActor,
  ): Promise<AdminMemberStatus> {
    return db.transaction(async (tx) => {
      const before = await lockedRow(tx, memberId);
      const at = now();
      const patch =
        action === 'force_password_change'
          ? { passwordFlagged: true }
          : {
              status: action === 'lock' ? ('locked' as const) : ('active' as const),
              statusReason: reason,
              statusChangedAt: at,
            };
      const [after] = await tx.update(members).set(patch).where(eq(members.id, memberId)).returning(columns);
      if (!after) throw new AppError('error_not_found');
      // A lock or a forced change takes effect now: the member's sessions end with it.
      const sessionsEnded = action === 'unlock' ? 0 : await endAll(tx, memberId, at);
      await writeAudit(tx, {
        actor: by.actor,
        action: `member.${action}`,
        before: view(before),
        after: { ...view(after), reason, sessionsEnded },
        ip: by.ip,
      });
      return view(after);
    });
  }

  async function status(memberId: number): Promise<AdminMemberStatus> {
    const [row] = await db.select(columns).from(members).where(eq(members.id, memberId));
    if (!row) throw new AppError('error_not_found');
    return view(row);
  }

  async function liveSessions(memberId: number): Promise<{ list: AdminMemberSession[] }> {
    await status(memberId);
    const at = now();
    const rows = await db
      .select()
      .from(sessions)
      .where(
        and(
          eq(sessions.memberId, memberId),
          isNull(sessions.revokedAt),
          gt(sessions.idleExpiresAt, at),
          gt(sessions.absoluteExpiresAt, at),
        ),
      )
      .orderBy(desc(sessions.id))
      .limit(100);
    return {
      list: rows.map((r) => ({
        id: r.id,
        kind: r.kind,
        createdAt: r.createdAt.toISOString(),
        lastSeenAt: r.lastSeenAt.toISOString(),
        expiresAt: (r.idleExpiresAt < r.absoluteExpiresAt
          ? r.idleExpiresAt
          : r.absoluteExpiresAt
        ).toISOString(),
        ip: r.ip,
        userAgent: r.userAgent,
      })),
    };
  }

  async function endSession(memberId: number, sessionId: number, by: StatusActor): Promise<null> {
    await db.transaction(async (tx) => {
      const [ended] = await tx
        .update(sessions)
        .set({ revokedAt: now() })
        .where(and(eq(sessions.id, sessionId), eq(sessions.memberId, memberId), isNull(sessions.revokedAt)))
        .returning({ id: sessions.id, kind: sessions.kind, ip: sessions.ip });
      if (!ended) throw new AppError('error_not_found');
      // A login's remember-me token goes with it.
      await tx
        .update(sessions)
        .set({ revokedAt: now() })
        .where(and(eq(sessions.loginSessionId, sessionId), isNull(sessions.revokedAt)));
      await writeAudit(tx, {
        actor: by.actor,
        action: 'member.session_end',
        before: { memberId, session: ended },
        after: null,
        ip: by.ip,
      });
    });
    return null;
  }

  async function logins(
    memberId: number,
    page: { cursor?: number | undefined; pageSize: number },
  ): Promise<{ list: AdminLoginEvent[]; nextCursor: number | null }> {
    await status(memberId);
    const rows = await db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.actor, `member:${memberId}`),
          like(auditLog.action, 'session.%'),
          page.cursor === undefined ? undefined : lt(auditLog.id, page.cursor),
        ),
      )
      .orderBy(desc(auditLog.id))
      .limit(page.pageSize + 1);
    const list = rows.slice(0, page.pageSize).map((r) => {
      const after = r.after as { type?: unknown } | null;
      return {
        id: r.id,
        at: r.createdAt.toISOString(),
        action: r.action,
        type: typeof after?.type === 'string' ? after.type : null,
        ip: r.ip,
      };
    });
    return { list, nextCursor: rows.length > page.pageSize ? (list[list.length - 1]?.id ?? null) : null };
  }

  return {
    status,
    lock: (memberId: number, reason: string, by: StatusActor) => change(memberId, 'lock', reason, by),
    unlock: (memberId: number, reason: string, by: StatusActor) => change(memberId, 'unlock', reason, by),
    forcePasswordChange: (memberId: number, reason: string, by: StatusActor) =>
      change(memberId, 'force_password_change', reason, by),
    sessions: liveSessions,
    endSession,
    logins,
  };
}

export type MemberStatusAdmin = ReturnType<typeof createMemberStatusAdmin>;
