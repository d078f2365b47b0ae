import { and, desc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { members, pvpHands, pvpRooms, pvpSeats, settings } from '../../db/schema.js';
import type { Db, Tx } from '../../platform/db/client.js';
import { rawRows } from '../../platform/db/raw-rows.js';

export type RoomRow = typeof pvpRooms.$inferSelect;
export type SeatRow = typeof pvpSeats.$inferSelect;
export type HandRow = typeof pvpHands.$inferSelect;

/** A stake level's room, made the first time anyone asks for it (two nodes racing make one). */
export async function ensureRoom(db: Db | Tx, code: string, unitCents: bigint): Promise<RoomRow> {
  await db.insert(pvpRooms).values({ code, unitCents }).onConflictDoNothing();
  const [row] = await db
    .select()
    .from(pvpRooms)
    .where(and(eq(pvpRooms.code, code), isNull(pvpRooms.ownerMemberId)));
  return row!;
}

/** The member's own practice room, made on first use. */
export async function ensurePracticeRoom(
  db: Db | Tx,
  memberId: number,
  code: string,
  unitCents: bigint,
): Promise<RoomRow> {
  await db.insert(pvpRooms).values({ code, unitCents, ownerMemberId: memberId }).onConflictDoNothing();
  const [row] = await db.select().from(pvpRooms).where(eq(pvpRooms.ownerMemberId, memberId));
  return row!;
}

export async function findRoom(db: Db | Tx, id: number): Promise<RoomRow | null> {
  const [row] = await db.select().from(pvpRooms).where(eq(pvpRooms.id, id));
  return row ?? null;
}

/** Locks the room: sitting, leaving and dealing queue on it. */
export async function lockRoom(tx: Tx, id: number): Promise<RoomRow> {
  const [row] = await tx.select().from(pvpRooms).where(eq(pvpRooms.id, id)).for('update');
  return row!;
}

export async function seatsOf(db: Db | Tx, roomId: number): Promise<SeatRow[]> {
  return db.select().from(pvpSeats).where(eq(pvpSeats.roomId, roomId)).orderBy(pvpSeats.seat);
}

export async function lockSeats(tx: Tx, ids: readonly number[]): Promise<SeatRow[]> {
  return tx
    .select()
    .from(pvpSeats)
    .where(inArray(pvpSeats.id, [...ids]))
    .orderBy(pvpSeats.id)
    .for('update');
}

/** A sitting; a member's seat is present for `leaseSeconds` from now (a bot's is never leased). */
export async function insertSeat(
  tx: Tx,
  seat: { roomId: number; seat: number; memberId: number | null; name: string; stack: bigint },
  leaseSeconds: number,
): Promise<SeatRow> {
  const presentUntil = seat.memberId === null ? null : sql`now() + ${leaseSeconds} * interval '1 second'`;
  const [row] = await tx
    .insert(pvpSeats)
    .values({ ...seat, presentUntil })
    .returning();
  return row!;
}

export async function updateSeat(
  tx: Tx,
  id: number,
  change: Partial<Pick<SeatRow, 'stack' | 'lastResult' | 'leaving' | 'away'>>,
): Promise<void> {
  await tx.update(pvpSeats).set(change).where(eq(pvpSeats.id, id));
}

export async function deleteSeat(tx: Tx, id: number): Promise<void> {
  await tx.delete(pvpSeats).where(eq(pvpSeats.id, id));
}

/**
 * A player back at the table whose turn it is gets a full turn again (it was cut short while away);
 * the version is unchanged, so a timer move already under way still needs the old deadline passed.
 */
export async function restoreTurn(db: Db, roomId: number, seatId: number, seconds: number): Promise<void> {
  await db.execute(sql`
    UPDATE pvp_hands SET turn_ends_at = greatest(turn_ends_at, now() + ${seconds} * interval '1 second')
    WHERE room_id = ${roomId} AND state = 'playing'
      AND seat_ids -> ((game ->> 'turn')::int) = to_jsonb(${seatId}::bigint)`);
}

/**
 * Marks the member's seats at a room present (their stream opened: present for `leaseSeconds` more) or
 * away (it closed).
 */
export async function setAway(
  db: Db,
  roomId: number,
  memberId: number,
  away: boolean,
  leaseSeconds: number,
): Promise<void> {
  await db
    .update(pvpSeats)
    .set(away ? { away } : { away, presentUntil: sql`now() + ${leaseSeconds} * interval '1 second'` })
    .where(and(eq(pvpSeats.roomId, roomId), eq(pvpSeats.memberId, memberId)));
}

/** A seat's player acted (sat down, moved): present, for `leaseSeconds` more. */
export async function markPresent(tx: Tx, seatId: number, leaseSeconds: number): Promise<void> {
  await tx
    .update(pvpSeats)
    .set({ away: false, presentUntil: sql`now() + ${leaseSeconds} * interval '1 second'` })
    .where(eq(pvpSeats.id, seatId));
}

/**
 * Pushes the lease of players whose streams this node holds open (not of a seat marked away since: its
 * stream closed, or the lease ran out first, and only a stream opening again brings it back).
 */
export async function renewPresence(
  db: Db,
  held: readonly { roomId: number; memberId: number }[],
  leaseSeconds: number,
): Promise<void> {
  if (held.length === 0) return;
  await db
    .update(pvpSeats)
    .set({ presentUntil: sql`now() + ${leaseSeconds} * interval '1 second'` })
    .where(
      and(
        eq(pvpSeats.away, false),
        or(...held.map((h) => and(eq(pvpSeats.roomId, h.roomId), eq(pvpSeats.memberId, h.memberId)))),
      ),
    );
}

/**
 * Marks away every player whose lease ran out by the database's clock: the node holding their stream
 * died without closing it (or they never opened one and went quiet). Answers the seats it marked.
 */
export async function markLapsedAway(db: Db, limit: number): Promise<{ id: number; roomId: number }[]> {
  const rows = await rawRows<{ id: number | string; room_id: number | string }>(
    db,
    sql`
    UPDATE pvp_seats SET away = true
    WHERE id IN (
      SELECT id FROM pvp_seats
      WHERE NOT away AND member_id IS NOT NULL AND present_until <= now()
      LIMIT ${limit})
      AND NOT away
    RETURNING id, room_id`,
  );
  return rows.map((r) => ({ id: Number(r.id), roomId: Number(r.room_id) }));
}

/**
 * The turn of a seat just marked away is cut to `seconds` from now (it was running on the full timer);
 * the version is unchanged, as in restoreTurn.
 */
export async function shortenTurn(db: Db, roomId: number, seatId: number, seconds: number): Promise<void> {
  await db.execute(sql`
    UPDATE pvp_hands SET turn_ends_at = least(turn_ends_at, now() + ${seconds} * interval '1 second')
    WHERE room_id = ${roomId} AND state = 'playing'
      AND seat_ids -> ((game ->> 'turn')::int) = to_jsonb(${seatId}::bigint)`);
}

/** The hand in play, else the latest one (its result stays on the table until the next deal). */
export async function currentHand(db: Db | Tx, roomId: number): Promise<HandRow | null> {
  const [row] = await db
    .select()
    .from(pvpHands)
    .where(eq(pvpHands.roomId, roomId))
    .orderBy(desc(pvpHands.handNo))
    .limit(1);
  return row ?? null;
}

export async function findHand(db: Db, roomId: number, handNo: number): Promise<HandRow | null> {
  const [row] = await db
    .select()
    .from(pvpHands)
    .where(and(eq(pvpHands.roomId, roomId), eq(pvpHands.handNo, handNo)));
  return row ?? null;
}

export async function insertHand(
  tx: Tx,
  hand: Pick<HandRow, 'roomId' | 'handNo' | 'serverSeed' | 'commitment' | 'seatIds' | 'game' | 'log'> & {
    turnSeconds: number;
  },
): Promise<HandRow> {
  const { turnSeconds, ...values } = hand;
  const [row] = await tx
    .insert(pvpHands)
    .values({
      ...values,
      state: 'playing',
      turnEndsAt: sql`now() + ${turnSeconds} * interval '1 second'`,
    })
    .returning();
  await tx.update(pvpRooms).set({ hands: hand.handNo }).where(eq(pvpRooms.id, hand.roomId));
  return row!;
}

/**
 * Moves a hand on from the version it was read at: the one conditional update every move, timer move
 * and bot move makes, so of two nodes racing on one turn exactly one changes it. `expired` also requires
 * the turn's timer to have run out by the database's clock. Null when another change came first.
 */
export async function advanceHand(
  tx: Tx,
  hand: HandRow,
  change: { game: unknown; log: unknown; turnSeconds: number | null; expired: boolean },
): Promise<HandRow | null> {
  const [row] = await tx
    .update(pvpHands)
    .set({
      game: change.game,
      log: change.log,
      version: hand.version + 1,
      turnEndsAt:
        change.turnSeconds === null ? null : sql`now() + ${change.turnSeconds} * interval '1 second'`,
    })
    .where(
      and(
        eq(pvpHands.id, hand.id),
        eq(pvpHands.state, 'playing'),
        eq(pvpHands.version, hand.version),
        change.expired ? sql`${pvpHands.turnEndsAt} <= now()` : undefined,
      ),
    )
    .returning();
  return row ?? null;
}

export async function markSettled(tx: Tx, id: number, rake: bigint): Promise<void> {
  await tx
    .update(pvpHands)
    .set({ state: 'settled', rake, turnEndsAt: null, settledAt: sql`now()` })
    .where(eq(pvpHands.id, id));
}

/** Hands whose turn timer has run out by the database's clock. */
export async function expiredHands(db: Db, limit: number): Promise<HandRow[]> {
  return db
    .select()
    .from(pvpHands)
    .where(and(eq(pvpHands.state, 'playing'), sql`${pvpHands.turnEndsAt} <= now()`))
    .limit(limit);
}

/** Rooms with every seat taken, no hand in play and the last one settled `pauseSeconds` ago. */
export async function roomsDue(
  db: Db,
  seats: number,
  pauseSeconds: number,
  limit: number,
): Promise<number[]> {
  const rows = await rawRows<{ id: number | string }>(
    db,
    sql`
    SELECT r.id FROM pvp_rooms r
    WHERE (SELECT count(*) FROM pvp_seats s WHERE s.room_id = r.id AND NOT s.leaving) = ${seats}
      AND NOT EXISTS (
        SELECT 1 FROM pvp_hands h WHERE h.room_id = r.id
          AND (h.state = 'playing' OR h.settled_at > now() - ${pauseSeconds} * interval '1 second'))
    LIMIT ${limit}`,
  );
  return rows.map((r) => Number(r.id));
}

/** Seated players per public room, and whether a hand is in play there. */
export async function roomCounts(db: Db): Promise<Map<string, { seated: number; playing: boolean }>> {
  const rows = await db
    .select({
      code: pvpRooms.code,
      // Written out in full: in a one-table select the column would print unqualified, and inside the
      // subquery "id" would then be the seat's or the hand's own.
      seated: sql<number>`(SELECT count(*) FROM pvp_seats s WHERE s.room_id = "pvp_rooms"."id")`,
      playing: sql<boolean>`EXISTS (SELECT 1 FROM pvp_hands h WHERE h.room_id = "pvp_rooms"."id" AND h.state = 'playing')`,
    })
    .from(pvpRooms)
    .where(isNull(pvpRooms.ownerMemberId));
  return new Map(rows.map((r) => [r.code, { seated: Number(r.seated), playing: Boolean(r.playing) }]));
}

const SETTINGS_KEY = 'pvp';

export async function readSettings(db: Db | Tx): Promise<unknown> {
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, SETTINGS_KEY));
  return row?.value ?? null;
}

export async function writeSettings(tx: Tx, value: unknown): Promise<void> {
  await tx
    .insert(settings)
    .values({ key: SETTINGS_KEY, value })
    .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: sql`now()` } });
}

export async function memberUsername(db: Db, memberId: number): Promise<string> {
  const [row] = await db.select({ username: members.username }).from(members).where(eq(members.id, memberId));
  return row?.username ?? '';
}

/** The public rooms with their seats (and each seated member's username) and the hand in play. */
export async function adminRooms(db: Db) {
  const rooms = await db
    .select({
      id: pvpRooms.id,
      code: pvpRooms.code,
      unitCents: pvpRooms.unitCents,
      hands: pvpRooms.hands,
      // Qualified by hand: an unqualified id in the subquery would be the hand's own.
      handInPlay: sql<number | null>`(SELECT h.hand_no FROM pvp_hands h
        WHERE h.room_id = "pvp_rooms"."id" AND h.state = 'playing')`,
    })
    .from(pvpRooms)
    .where(isNull(pvpRooms.ownerMemberId))
    .orderBy(pvpRooms.unitCents);
  const seats =
    rooms.length === 0
      ? []
      : await db
          .select({ seat: pvpSeats, username: members.username })
          .from(pvpSeats)
          .leftJoin(members, eq(members.id, pvpSeats.memberId))
          .where(
            inArray(
              pvpSeats.roomId,
              rooms.map((r) => r.id),
            ),
          )
          .orderBy(pvpSeats.roomId, pvpSeats.seat);
  return { rooms, seats };
}

/** A public room's hands, newest first, before a hand number (keyset). */
export async function handsPage(db: Db, code: string, before: number | undefined, limit: number) {
  return db
    .select({ hand: pvpHands })
    .from(pvpHands)
    .innerJoin(pvpRooms, eq(pvpRooms.id, pvpHands.roomId))
    .where(
      and(
        eq(pvpRooms.code, code),
        isNull(pvpRooms.ownerMemberId),
        before === undefined ? undefined : lt(pvpHands.handNo, before),
      ),
    )
    .orderBy(desc(pvpHands.handNo))
    .limit(limit);
}
