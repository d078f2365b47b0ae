import type { LiveBetWire, LiveOutcome, LiveTableGame } from '@swerte/contracts';
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import { liveRounds, liveSlips } from '../../../db/schema.js';
import type { Db, Tx } from '../../../platform/db/client.js';
import { pgArray } from '../../../platform/db/pg-array.js';

export type LiveRoundRow = typeof liveRounds.$inferSelect;
export type LiveSlipRow = typeof liveSlips.$inferSelect;

/** The table's round taking bets or being paid, if any. */
export async function findCurrentRound(db: Db | Tx, game: LiveTableGame): Promise<LiveRoundRow | null> {
  const [row] = await db
    .select()
    .from(liveRounds)
    .where(and(eq(liveRounds.game, game), ne(liveRounds.state, 'settled')))
    .limit(1);
  return row ?? null;
}

/**
 * Opens the table's next round unless one is open: numbered after the last, closing after the window
 * by the database's clock. Two nodes racing insert one: the other's insert meets the one-open-round index.
 */
export async function openRound(
  db: Db,
  game: LiveTableGame,
  seed: { serverSeed: string; commitment: string },
  windowSeconds: number,
): Promise<void> {
  await db.execute(sql`
    INSERT INTO live_rounds (game, round_no, state, server_seed, commitment, closes_at)
    SELECT ${game}, coalesce(max(round_no), 0) + 1, 'betting', ${seed.serverSeed}, ${seed.commitment},
           now() + ${windowSeconds} * interval '1 second'
    FROM live_rounds WHERE game = ${game}
    ON CONFLICT DO NOTHING`);
}

/**
 * Closes a round whose window is over and fixes its outcome, in one conditional update: it waits for
 * slips being staked (they hold the round's row shared), and only one node's update finds it betting.
 */
export async function closeRound(tx: Tx, id: number, outcome: LiveOutcome): Promise<LiveRoundRow | null> {
  const [row] = await tx
    .update(liveRounds)
    .set({ state: 'drawn', outcome })
    .where(and(eq(liveRounds.id, id), eq(liveRounds.state, 'betting'), sql`${liveRounds.closesAt} <= now()`))
    .returning();
  return row ?? null;
}

export async function markSettled(db: Db, id: number): Promise<void> {
  await db
    .update(liveRounds)
    .set({ state: 'settled', settledAt: sql`now()` })
    .where(and(eq(liveRounds.id, id), eq(liveRounds.state, 'drawn')));
}

/** The round a slip is for, held shared so it cannot close under the stake; null when not taking bets. */
export async function lockBettingRound(
  tx: Tx,
  game: LiveTableGame,
  roundNo: number,
): Promise<LiveRoundRow | null> {
  const [row] = await tx
    .select()
    .from(liveRounds)
    .where(
      and(
        eq(liveRounds.game, game),
        eq(liveRounds.roundNo, roundNo),
        eq(liveRounds.state, 'betting'),
        sql`${liveRounds.closesAt} > now()`,
      ),
    )
    .for('share');
  return row ?? null;
}

export async function insertSlip(
  tx: Tx,
  slip: { roundId: number; memberId: number; vendorBetId: string; bets: LiveBetWire[]; stake: bigint },
): Promise<LiveSlipRow | null> {
  const [row] = await tx.insert(liveSlips).values(slip).onConflictDoNothing().returning();
  return row ?? null;
}

export async function slipsOfRound(db: Db, roundId: number): Promise<LiveSlipRow[]> {
  return db.select().from(liveSlips).where(eq(liveSlips.roundId, roundId)).orderBy(liveSlips.id);
}

/** Records every slip's payout of a paid round, in one statement. */
export async function recordPayouts(
  db: Db,
  payouts: readonly { id: number; payout: bigint }[],
): Promise<void> {
  if (payouts.length === 0) return;
  await db.execute(sql`
    UPDATE live_slips s SET payout = p.payout
    FROM unnest(${pgArray(payouts.map((p) => p.id))}::bigint[],
                ${pgArray(payouts.map((p) => p.payout))}::bigint[]) AS p(id, payout)
    WHERE s.id = p.id AND s.payout IS NULL`);
}

export async function settledRounds(db: Db, game: LiveTableGame, limit: number): Promise<LiveRoundRow[]> {
  return db
    .select()
    .from(liveRounds)
    .where(and(eq(liveRounds.game, game), eq(liveRounds.state, 'settled')))
    .orderBy(desc(liveRounds.roundNo))
    .limit(limit);
}

export async function findRound(db: Db, game: LiveTableGame, roundNo: number): Promise<LiveRoundRow | null> {
  const [row] = await db
    .select()
    .from(liveRounds)
    .where(and(eq(liveRounds.game, game), eq(liveRounds.roundNo, roundNo)));
  return row ?? null;
}

/** A member's latest slips at a table, with their rounds. */
export async function memberSlips(
  db: Db,
  memberId: number,
  game: LiveTableGame,
  limit: number,
): Promise<{ slip: LiveSlipRow; round: LiveRoundRow }[]> {
  const rows = await db
    .select({ slip: liveSlips, round: liveRounds })
    .from(liveSlips)
    .innerJoin(liveRounds, eq(liveRounds.id, liveSlips.roundId))
    .where(and(eq(liveSlips.memberId, memberId), eq(liveRounds.game, game)))
    .orderBy(desc(liveSlips.id))
    .limit(limit);
  return rows;
}
