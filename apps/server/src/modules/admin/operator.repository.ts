import { and, asc, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import {
  operatorLoginChallenges,
  operatorRecoveryCodes,
  operatorSessions,
  operators,
} from '../../db/wallet-schema.js';
import type { Db, Tx } from '../../platform/db/client.js';

export type OperatorRow = typeof operators.$inferSelect;
export type NewOperator = typeof operators.$inferInsert;

export async function findByUsername(db: Db | Tx, username: string): Promise<OperatorRow | null> {
  const [row] = await db
    .select()
    .from(operators)
    .where(sql`lower(${operators.username}) = lower(${username})`);
  return row ?? null;
}

/** Inserts unless the username (case-insensitive) exists; null when it does. */
export async function insertOperator(tx: Db | Tx, operator: NewOperator): Promise<OperatorRow | null> {
  const [row] = await tx.insert(operators).values(operator).onConflictDoNothing().returning();
  return row ?? null;
}

export async function setDisabled(tx: Tx, id: number, disabled: boolean): Promise<void> {
  await tx.update(operators).set({ disabled }).where(eq(operators.id, id));
}

export function listAll(db: Db): Promise<OperatorRow[]> {
  return db.select().from(operators).orderBy(asc(operators.id));
}

export function listOperators(db: Db) {
  return db
    .select({
      id: operators.id,
      username: operators.username,
      role: operators.role,
      disabled: operators.disabled,
      totpEnabledAt: operators.totpEnabledAt,
      allowedCidrs: operators.allowedCidrs,
      createdAt: operators.createdAt,
    })
    .from(operators)
    .orderBy(asc(operators.id));
}

export async function insertSession(
  tx: Db | Tx,
  session: typeof operatorSessions.$inferInsert,
): Promise<void> {
  await tx.insert(operatorSessions).values(session);
}

/** A session not revoked, of an operator who is not disabled (the caller tells live from idle). */
export async function findSession(db: Db, tokenHash: string) {
  const [row] = await db
    .select({ session: operatorSessions, operator: operators })
    .from(operatorSessions)
    .innerJoin(operators, eq(operators.id, operatorSessions.operatorId))
    .where(
      and(
        eq(operatorSessions.tokenHash, tokenHash),
        isNull(operatorSessions.revokedAt),
        eq(operators.disabled, false),
      ),
    );
  return row ?? null;
}

export async function findById(db: Db | Tx, id: number): Promise<OperatorRow | null> {
  const [row] = await db.select().from(operators).where(eq(operators.id, id));
  return row ?? null;
}

export async function insertChallenge(db: Db | Tx, challenge: typeof operatorLoginChallenges.$inferInsert) {
  await db.insert(operatorLoginChallenges).values(challenge);
}

/** A challenge of `kind` not used and not expired. */
export async function findChallenge(db: Db | Tx, tokenHash: string, kind: 'totp' | 'enrol', now: Date) {
  const [row] = await db
    .select()
    .from(operatorLoginChallenges)
    .where(
      and(
        eq(operatorLoginChallenges.tokenHash, tokenHash),
        eq(operatorLoginChallenges.kind, kind),
        isNull(operatorLoginChallenges.usedAt),
        gt(operatorLoginChallenges.expiresAt, now),
      ),
    );
  return row ?? null;
}

/** Marks a challenge used; false when another request used it first. */
export async function useChallenge(tx: Tx, id: number, now: Date): Promise<boolean> {
  const rows = await tx
    .update(operatorLoginChallenges)
    .set({ usedAt: now })
    .where(and(eq(operatorLoginChallenges.id, id), isNull(operatorLoginChallenges.usedAt)))
    .returning({ id: operatorLoginChallenges.id });
  return rows.length === 1;
}

/** Takes TOTP step `step` for the operator unless it (or a later one) was taken: false on a replay. */
export async function takeTotpStep(db: Db | Tx, operatorId: number, step: number): Promise<boolean> {
  const rows = await db
    .update(operators)
    .set({ totpLastStep: step })
    .where(
      and(eq(operators.id, operatorId), or(isNull(operators.totpLastStep), lt(operators.totpLastStep, step))),
    )
    .returning({ id: operators.id });
  return rows.length === 1;
}

/** Spends one unused recovery code; false when it is not the operator's or was spent. */
export async function useRecoveryCode(db: Db | Tx, operatorId: number, codeHash: string, now: Date) {
  const rows = await db
    .update(operatorRecoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(operatorRecoveryCodes.operatorId, operatorId),
        eq(operatorRecoveryCodes.codeHash, codeHash),
        isNull(operatorRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: operatorRecoveryCodes.id });
  return rows.length === 1;
}

export async function replaceRecoveryCodes(tx: Tx, operatorId: number, codeHashes: string[]) {
  await tx.delete(operatorRecoveryCodes).where(eq(operatorRecoveryCodes.operatorId, operatorId));
  if (codeHashes.length > 0)
    await tx.insert(operatorRecoveryCodes).values(codeHashes.map((codeHash) => ({ operatorId, codeHash })));
}

export async function setPendingTotp(db: Db | Tx, operatorId: number, sealed: string | null) {
  await db.update(operators).set({ totpPendingSecret: sealed }).where(eq(operators.id, operatorId));
}

/** The pending secret becomes the operator's (enrolment confirmed at step `step`). */
export async function enableTotp(tx: Tx, operatorId: number, sealed: string, step: number, now: Date) {
  await tx
    .update(operators)
    .set({ totpSecret: sealed, totpPendingSecret: null, totpEnabledAt: now, totpLastStep: step })
    .where(eq(operators.id, operatorId));
}

export async function clearTotp(tx: Tx, operatorId: number) {
  await tx
    .update(operators)
    .set({ totpSecret: null, totpPendingSecret: null, totpEnabledAt: null, totpLastStep: null })
    .where(eq(operators.id, operatorId));
  await tx.delete(operatorRecoveryCodes).where(eq(operatorRecoveryCodes.operatorId, operatorId));
}

export async function updateOperator(
  tx: Tx,
  operatorId: number,
  change: Partial<Pick<OperatorRow, 'role' | 'disabled' | 'allowedCidrs'>>,
) {
  await tx.update(operators).set(change).where(eq(operators.id, operatorId));
}

export async function extendSession(db: Db, id: number, expiresAt: Date): Promise<void> {
  await db.update(operatorSessions).set({ expiresAt }).where(eq(operatorSessions.id, id));
}

export async function revokeSession(db: Db | Tx, id: number, now: Date): Promise<void> {
  await db
    .update(operatorSessions)
    .set({ revokedAt: now })
    .where(and(eq(operatorSessions.id, id), isNull(operatorSessions.revokedAt)));
}

export async function revokeAllOfOperator(tx: Db | Tx, operatorId: number, now: Date): Promise<void> {
  await tx
    .update(operatorSessions)
    .set({ revokedAt: now })
    .where(and(eq(operatorSessions.operatorId, operatorId), isNull(operatorSessions.revokedAt)));
}
