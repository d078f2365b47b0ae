import { and, asc, desc, eq, gt, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import { games, houseRounds, houseSeeds, houseSessions } from '../../db/schema.js';
import type { Db, Tx } from '../../platform/db/client.js';

export type SeedRow = typeof houseSeeds.$inferSelect;
export type RoundRow = typeof houseRounds.$inferSelect;
export type NewRound = typeof houseRounds.$inferInsert;
export type SessionRow = typeof houseSessions.$inferSelect;

/** Creates the member's active seed pair unless one exists (concurrent first calls create one). */
export async function ensureActiveSeed(
  tx: Tx,
  seed: { memberId: number; serverSeed: string; commitment: string; clientSeed: string },
): Promise<void> {
  await tx.execute(sql`
    INSERT INTO house_seeds (member_id, server_seed, commitment, client_seed)
    VALUES (${seed.memberId}, ${seed.serverSeed}, ${seed.commitment}, ${seed.clientSeed})
    ON CONFLICT (member_id) WHERE revealed_at IS NULL DO NOTHING`);
}

/**
 * The member's active seed pair, locked: every round, rotation and table change of one member queues
 * here, so nonces are taken in order and a table never opens two rounds at once.
 */
export async function lockActiveSeed(tx: Tx, memberId: number): Promise<SeedRow | null> {
  const rows = await tx
    .select()
    .from(houseSeeds)
    .where(and(eq(houseSeeds.memberId, memberId), sql`${houseSeeds.revealedAt} IS NULL`))
    .for('update');
  return rows[0] ?? null;
}

export async function takeNonce(tx: Tx, seedId: number): Promise<void> {
  await tx
    .update(houseSeeds)
    .set({ nextNonce: sql`${houseSeeds.nextNonce} + 1` })
    .where(eq(houseSeeds.id, seedId));
}

export async function revealSeed(tx: Tx, seedId: number, at: Date): Promise<void> {
  await tx.update(houseSeeds).set({ revealedAt: at }).where(eq(houseSeeds.id, seedId));
}

/** The member's revealed pairs, newest first. */
export function listRevealedSeeds(db: Db | Tx, memberId: number, limit: number): Promise<SeedRow[]> {
  return db
    .select()
    .from(houseSeeds)
    .where(and(eq(houseSeeds.memberId, memberId), isNotNull(houseSeeds.revealedAt)))
    .orderBy(desc(houseSeeds.id))
    .limit(limit);
}

export async function findSeeds(db: Db | Tx, ids: readonly number[]): Promise<Map<number, SeedRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select()
    .from(houseSeeds)
    .where(inArray(houseSeeds.id, [...ids]));
  return new Map(rows.map((row) => [row.id, row]));
}

export async function findRound(db: Db | Tx, roundId: string, lock = false): Promise<RoundRow | null> {
  const query = db.select().from(houseRounds).where(eq(houseRounds.roundId, roundId));
  const rows = lock ? await query.for('update') : await query;
  return rows[0] ?? null;
}

export async function insertRound(tx: Tx, round: NewRound): Promise<RoundRow> {
  const rows = await tx.insert(houseRounds).values(round).returning();
  return rows[0]!;
}

export async function updateRound(tx: Tx, id: number, change: Partial<NewRound>): Promise<RoundRow> {
  const rows = await tx.update(houseRounds).set(change).where(eq(houseRounds.id, id)).returning();
  return rows[0]!;
}

export async function deleteRound(tx: Tx, id: number): Promise<void> {
  await tx.delete(houseRounds).where(eq(houseRounds.id, id));
}

/** The member's table round still taking bets or waiting to be dealt, if any. */
export async function findLiveTableRound(tx: Tx, memberId: number): Promise<RoundRow | null> {
  const rows = await tx
    .select()
    .from(houseRounds)
    .where(
      and(
        eq(houseRounds.memberId, memberId),
        eq(houseRounds.game, 'baccarat'),
        inArray(houseRounds.status, ['betting', 'open']),
      ),
    )
    .orderBy(desc(houseRounds.id))
    .limit(1);
  return rows[0] ?? null;
}

/** The member's last dealt table rounds, newest first. */
export function listDealtTableRounds(db: Db | Tx, memberId: number, limit: number): Promise<RoundRow[]> {
  return db
    .select()
    .from(houseRounds)
    .where(
      and(
        eq(houseRounds.memberId, memberId),
        eq(houseRounds.game, 'baccarat'),
        eq(houseRounds.status, 'settled'),
      ),
    )
    .orderBy(desc(houseRounds.id))
    .limit(limit);
}

/** Staked table rounds whose betting time ended before `before` (the sweep deals them). */
export async function listOverdueRounds(db: Db, before: Date, limit: number) {
  return db
    .select({ roundId: houseRounds.roundId, memberId: houseRounds.memberId })
    .from(houseRounds)
    .where(and(eq(houseRounds.status, 'open'), lt(houseRounds.closesAt, before)))
    .orderBy(asc(houseRounds.closesAt))
    .limit(limit);
}

export interface HouseGameRow {
  nameEn: string;
  nameTy: string;
  minBetCents: number;
  playable: boolean;
}

export async function findGame(db: Db, vendor: string, gameCode: string): Promise<HouseGameRow | null> {
  const rows = await db
    .select({
      nameEn: games.nameEn,
      nameTy: games.nameTy,
      minBetCents: games.minBetCents,
      playable: games.enabled,
    })
    .from(games)
    .where(and(eq(games.vendor, vendor), eq(games.gameCode, gameCode)))
    .limit(1);
  return rows[0] ?? null;
}

export async function insertSession(db: Db, session: typeof houseSessions.$inferInsert): Promise<void> {
  await db.insert(houseSessions).values(session);
}

export async function findSession(db: Db, tokenHash: string, now: Date): Promise<SessionRow | null> {
  const rows = await db
    .select()
    .from(houseSessions)
    .where(and(eq(houseSessions.tokenHash, tokenHash), gt(houseSessions.expiresAt, now)))
    .limit(1);
  return rows[0] ?? null;
}

export async function deleteExpiredSessions(db: Db, now: Date): Promise<void> {
  await db.delete(houseSessions).where(lt(houseSessions.expiresAt, now));
}
