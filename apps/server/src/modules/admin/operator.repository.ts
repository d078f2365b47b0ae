import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import { operatorSessions, operators } from '../../db/wallet-schema.js';
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

export function listOperators(db: Db) {
  return db
    .select({
      id: operators.id,
      username: operators.username,
      role: operators.role,
      disabled: operators.disabled,
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

/** A live session of an operator who is not disabled. */
export async function findLiveSession(db: Db, tokenHash: string, now: Date) {
  const [row] = await db
    .select({ session: operatorSessions, operator: operators })
    .from(operatorSessions)
    .innerJoin(operators, eq(operators.id, operatorSessions.operatorId))
    .where(
      and(
        eq(operatorSessions.tokenHash, tokenHash),
        isNull(operatorSessions.revokedAt),
        gt(operatorSessions.expiresAt, now),
        eq(operators.disabled, false),
      ),
    );
  return row ?? null;
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

export async function revokeAllOfOperator(tx: Tx, operatorId: number, now: Date): Promise<void> {
  await tx
    .update(operatorSessions)
    .set({ revokedAt: now })
    .where(and(eq(operatorSessions.operatorId, operatorId), isNull(operatorSessions.revokedAt)));
}
