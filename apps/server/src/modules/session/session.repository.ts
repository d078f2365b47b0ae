import { and, count, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import { memberAddresses, members, oneTimeTokens, sessions } from '../../db/schema.js';
import type { Db, Tx } from '../../platform/db/client.js';

export type SessionRow = typeof sessions.$inferSelect;
export type NewSession = typeof sessions.$inferInsert;

/** Inserts a token; a remember-me token names its login session by that session's token hash. */
export async function insertSession(
  db: Db | Tx,
  session: Omit<NewSession, 'loginSessionId'>,
  loginSessionHash?: string,
): Promise<void> {
  const loginSessionId = loginSessionHash
    ? sql`(SELECT id FROM sessions WHERE token_hash = ${loginSessionHash})`
    : null;
  await db.insert(sessions).values({ ...session, loginSessionId });
}

/**
 * A live token of the kind, with its member's account type. A locked member has no live token: the
 * lock ends their sessions, and the status is checked here again on every call, so a token that
 * outlived that (issued while the lock was being written) still opens nothing.
 */
export async function findLiveSession(
  db: Db,
  tokenHash: string,
  kind: SessionRow['kind'] | readonly SessionRow['kind'][],
  now: Date,
) {
  const [row] = await db
    .select({ session: sessions, isAgent: members.isAgent })
    .from(sessions)
    .innerJoin(members, eq(members.id, sessions.memberId))
    .where(
      and(
        eq(sessions.tokenHash, tokenHash),
        eq(members.status, 'active'),
        typeof kind === 'string' ? eq(sessions.kind, kind) : inArray(sessions.kind, [...kind]),
        isNull(sessions.revokedAt),
        gt(sessions.idleExpiresAt, now),
        gt(sessions.absoluteExpiresAt, now),
      ),
    );
  return row ?? null;
}

export async function touchSession(db: Db, id: number, now: Date, idleExpiresAt: Date): Promise<void> {
  await db.update(sessions).set({ lastSeenAt: now, idleExpiresAt }).where(eq(sessions.id, id));
}

/** Revokes one token; returns whether it was live (so a remember token trades only once). */
export async function revokeByHash(db: Db | Tx, tokenHash: string, now: Date): Promise<SessionRow | null> {
  const [row] = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt)))
    .returning();
  return row ?? null;
}

export async function revokeById(db: Db | Tx, id: number, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)));
}

/** Revokes the remember-me tokens issued with a login session (at its logout). */
export async function revokeRememberedBy(db: Db | Tx, loginSessionId: number, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.loginSessionId, loginSessionId), isNull(sessions.revokedAt)));
}

export async function revokeAllOfMember(db: Db | Tx, memberId: number, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.memberId, memberId), isNull(sessions.revokedAt)));
}

export async function countAddresses(db: Db, memberId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(memberAddresses)
    .where(eq(memberAddresses.memberId, memberId));
  return row?.n ?? 0;
}

export async function isKnownAddress(db: Db, memberId: number, ip: string): Promise<boolean> {
  const [row] = await db
    .select({ ip: memberAddresses.ip })
    .from(memberAddresses)
    .where(and(eq(memberAddresses.memberId, memberId), eq(memberAddresses.ip, ip)));
  return row !== undefined;
}

export async function rememberAddress(db: Db | Tx, memberId: number, ip: string, now: Date): Promise<void> {
  await db
    .insert(memberAddresses)
    .values({ memberId, ip, firstSeenAt: now, lastSeenAt: now })
    .onConflictDoUpdate({ target: [memberAddresses.memberId, memberAddresses.ip], set: { lastSeenAt: now } });
}

export type OneTimeTokenRow = typeof oneTimeTokens.$inferSelect;

export async function insertOneTimeToken(db: Db | Tx, row: typeof oneTimeTokens.$inferInsert): Promise<void> {
  await db.delete(oneTimeTokens).where(lt(oneTimeTokens.expiresAt, sql`now() - interval '1 day'`));
  await db.insert(oneTimeTokens).values(row);
}

export async function findOneTimeToken(db: Db, tokenHash: string, purpose: string, now: Date) {
  const [row] = await db
    .select()
    .from(oneTimeTokens)
    .where(
      and(
        eq(oneTimeTokens.tokenHash, tokenHash),
        eq(oneTimeTokens.purpose, purpose),
        isNull(oneTimeTokens.usedAt),
        gt(oneTimeTokens.expiresAt, now),
      ),
    );
  return row ?? null;
}

/** Spends a token: only the first caller gets the row back. */
export async function consumeOneTimeToken(db: Db | Tx, tokenHash: string, purpose: string, now: Date) {
  const [row] = await db
    .update(oneTimeTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(oneTimeTokens.tokenHash, tokenHash),
        eq(oneTimeTokens.purpose, purpose),
        isNull(oneTimeTokens.usedAt),
        gt(oneTimeTokens.expiresAt, now),
      ),
    )
    .returning();
  return row ?? null;
}

export async function spendTokenAttempt(db: Db, tokenHash: string): Promise<number> {
  const [row] = await db
    .update(oneTimeTokens)
    .set({ attempts: sql`${oneTimeTokens.attempts} + 1` })
    .where(eq(oneTimeTokens.tokenHash, tokenHash))
    .returning({ attempts: oneTimeTokens.attempts });
  return row?.attempts ?? 0;
}

/** A member's status, read under a share lock (an operator's lock waits for this transaction). */
export async function memberStatus(tx: Tx, memberId: number): Promise<'active' | 'locked' | null> {
  const [row] = await tx
    .select({ status: members.status })
    .from(members)
    .where(eq(members.id, memberId))
    .for('share');
  return row?.status ?? null;
}
