import { and, desc, eq, sql } from 'drizzle-orm';
import type { LimitKind, LimitPeriod } from '@swerte/contracts';
import {
  memberProtection,
  members,
  protectionBlocks,
  protectionLimits,
  protectionSettings,
} from '../../db/schema.js';
import type { Db, Tx } from '../../platform/db/client.js';
import { rawRows } from '../../platform/db/raw-rows.js';

export type StateRow = typeof memberProtection.$inferSelect;
export type LimitRow = typeof protectionLimits.$inferSelect;
export type BlockRow = typeof protectionBlocks.$inferSelect;
export type SettingsRow = typeof protectionSettings.$inferSelect;

/** The member's state row, locked: every money path judges one at a time per member. */
export async function lockState(tx: Tx, memberId: number): Promise<StateRow | null> {
  const [row] = await tx
    .select()
    .from(memberProtection)
    .where(eq(memberProtection.memberId, memberId))
    .for('update');
  return row ?? null;
}

export async function findState(db: Db | Tx, memberId: number): Promise<StateRow | null> {
  const [row] = await db.select().from(memberProtection).where(eq(memberProtection.memberId, memberId));
  return row ?? null;
}

/**
 * Creates the state row if missing (its reality check starting at the member's jurisdiction's interval)
 * and locks it.
 */
export async function ensureState(tx: Tx, memberId: number): Promise<StateRow> {
  await tx.execute(sql`
    INSERT INTO member_protection (member_id, reality_check_minutes)
    SELECT m.id, coalesce(j.reality_check_minutes, d.reality_check_minutes, 60)
    FROM members m
    LEFT JOIN protection_jurisdictions j ON j.code = m.jurisdiction
    LEFT JOIN protection_jurisdictions d ON d.is_default
    WHERE m.id = ${memberId}
    ON CONFLICT (member_id) DO NOTHING`);
  const row = await lockState(tx, memberId);
  if (!row) throw new Error(`member_protection ${memberId} vanished`);
  return row;
}

export async function updateState(
  tx: Tx,
  memberId: number,
  set: Partial<Omit<StateRow, 'memberId' | 'updatedAt'>>,
): Promise<void> {
  await tx
    .update(memberProtection)
    .set({ ...set, updatedAt: sql`now()` })
    .where(eq(memberProtection.memberId, memberId));
}

export function limitsOf(db: Db | Tx, memberId: number): Promise<LimitRow[]> {
  return db.select().from(protectionLimits).where(eq(protectionLimits.memberId, memberId));
}

export async function upsertLimit(tx: Tx, row: Omit<LimitRow, 'updatedAt'>): Promise<void> {
  const { memberId: _m, kind: _k, period: _p, ...rest } = row;
  await tx
    .insert(protectionLimits)
    .values(row)
    .onConflictDoUpdate({
      target: [protectionLimits.memberId, protectionLimits.kind, protectionLimits.period],
      set: { ...rest, updatedAt: sql`now()` },
    });
}

export async function deleteLimit(tx: Tx, memberId: number, kind: LimitKind, period: LimitPeriod) {
  await tx
    .delete(protectionLimits)
    .where(
      and(
        eq(protectionLimits.memberId, memberId),
        eq(protectionLimits.kind, kind),
        eq(protectionLimits.period, period),
      ),
    );
}

export async function countLimits(tx: Tx, memberId: number): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(protectionLimits)
    .where(eq(protectionLimits.memberId, memberId));
  return row?.n ?? 0;
}

/** The block row in force (the newest not lifted), for the status and the return request. */
export async function currentBlock(db: Db | Tx, memberId: number): Promise<BlockRow | null> {
  const [row] = await db
    .select()
    .from(protectionBlocks)
    .where(and(eq(protectionBlocks.memberId, memberId), sql`${protectionBlocks.liftedAt} IS NULL`))
    .orderBy(desc(protectionBlocks.id))
    .limit(1);
  return row ?? null;
}

export function blockHistory(db: Db | Tx, memberId: number): Promise<BlockRow[]> {
  return db
    .select()
    .from(protectionBlocks)
    .where(eq(protectionBlocks.memberId, memberId))
    .orderBy(desc(protectionBlocks.id))
    .limit(100);
}

export async function insertBlock(
  tx: Tx,
  row: Pick<BlockRow, 'memberId' | 'kind' | 'endsAt' | 'imposedBy' | 'reason'>,
): Promise<BlockRow> {
  const [inserted] = await tx.insert(protectionBlocks).values(row).returning();
  if (!inserted) throw new Error('protection block not inserted');
  return inserted;
}

export async function liftBlocks(tx: Tx, memberId: number, at: Date): Promise<void> {
  await tx
    .update(protectionBlocks)
    .set({ liftedAt: at })
    .where(and(eq(protectionBlocks.memberId, memberId), sql`${protectionBlocks.liftedAt} IS NULL`));
}

export async function setReturn(tx: Tx, blockId: number, requestedAt: Date, returnAt: Date) {
  await tx
    .update(protectionBlocks)
    .set({ returnRequestedAt: requestedAt, returnAt })
    .where(eq(protectionBlocks.id, blockId));
}

/** A deposit made or waiting (not rejected or cancelled): after it, the first-deposit offer is past. */
export async function hasDeposited(db: Db | Tx, memberId: number): Promise<boolean> {
  const [row] = await rawRows<{ found: boolean }>(
    db,
    sql`SELECT EXISTS (SELECT 1 FROM deposits WHERE member_id = ${memberId}
      AND status IN ('pending', 'approved')) AS found`,
  );
  return row?.found === true;
}

export async function readSettings(db: Db | Tx): Promise<SettingsRow> {
  const [row] = await db.select().from(protectionSettings).where(eq(protectionSettings.id, 1));
  if (row) return row;
  const [created] = await db.insert(protectionSettings).values({ id: 1 }).onConflictDoNothing().returning();
  return created ?? (await readSettings(db));
}

export async function writeSettings(
  tx: Tx,
  set: Omit<SettingsRow, 'id' | 'updatedAt'>,
): Promise<SettingsRow> {
  await tx.insert(protectionSettings).values({ id: 1 }).onConflictDoNothing();
  const [row] = await tx
    .update(protectionSettings)
    .set({ ...set, updatedAt: sql`now()` })
    .where(eq(protectionSettings.id, 1))
    .returning();
  if (!row) throw new Error('protection settings not written');
  return row;
}

/** Sums over three windows at once; `from` values are the daily, weekly and monthly starts. */
export interface WindowStarts {
  daily: Date;
  weekly: Date;
  monthly: Date;
}
type Sums = Record<LimitPeriod, bigint>;
const earliest = (w: WindowStarts) =>
  new Date(Math.min(w.daily.getTime(), w.weekly.getTime(), w.monthly.getTime()));

/** Deposits asked for or credited (pending and approved) per window, gross. */
export async function depositSums(tx: Db | Tx, memberId: number, w: WindowStarts): Promise<Sums> {
  const rows = await rawRows<{ d: string; w: string; m: string }>(
    tx,
    sql`SELECT coalesce(sum(amount) FILTER (WHERE created_at >= ${w.daily.toISOString()}::timestamptz), 0)::text AS d,
               coalesce(sum(amount) FILTER (WHERE created_at >= ${w.weekly.toISOString()}::timestamptz), 0)::text AS w,
               coalesce(sum(amount) FILTER (WHERE created_at >= ${w.monthly.toISOString()}::timestamptz), 0)::text AS m
        FROM deposits
        WHERE member_id = ${memberId} AND status IN ('pending', 'approved')
          AND created_at >= ${earliest(w).toISOString()}::timestamptz`,
  );
  const row = rows[0];
  return { daily: BigInt(row?.d ?? 0), weekly: BigInt(row?.w ?? 0), monthly: BigInt(row?.m ?? 0) };
}

/**
 * Stakes and losses per window of the bets placed in it (bets_member_placed_idx): a void bet counts
 * nothing, an open one its whole stake as lost until it settles.
 */
export async function betSums(
  tx: Db | Tx,
  memberId: number,
  w: WindowStarts,
): Promise<{ stakes: Sums; losses: Sums }> {
  const rows = await rawRows<Record<'sd' | 'sw' | 'sm' | 'ld' | 'lw' | 'lm', string>>(
    tx,
    sql`SELECT
          coalesce(sum(stake) FILTER (WHERE placed_at >= ${w.daily.toISOString()}::timestamptz), 0)::text AS sd,
          coalesce(sum(stake) FILTER (WHERE placed_at >= ${w.weekly.toISOString()}::timestamptz), 0)::text AS sw,
          coalesce(sum(stake) FILTER (WHERE placed_at >= ${w.monthly.toISOString()}::timestamptz), 0)::text AS sm,
          coalesce(sum(stake - payout) FILTER (WHERE placed_at >= ${w.daily.toISOString()}::timestamptz), 0)::text AS ld,
          coalesce(sum(stake - payout) FILTER (WHERE placed_at >= ${w.weekly.toISOString()}::timestamptz), 0)::text AS lw,
          coalesce(sum(stake - payout) FILTER (WHERE placed_at >= ${w.monthly.toISOString()}::timestamptz), 0)::text AS lm
        FROM bets
        WHERE member_id = ${memberId} AND status <> 'void'
          AND placed_at >= ${earliest(w).toISOString()}::timestamptz`,
  );
  const r = rows[0];
  const b = (v: string | undefined) => BigInt(v ?? 0);
  return {
    stakes: { daily: b(r?.sd), weekly: b(r?.sw), monthly: b(r?.sm) },
    losses: { daily: b(r?.ld), weekly: b(r?.lw), monthly: b(r?.lm) },
  };
}

/**
 * Minutes logged in per window: each login session from its start (or the window's) to its logout,
 * or a minute past the last call it served.
 */
export async function sessionMinutes(db: Db | Tx, memberId: number, w: WindowStarts): Promise<Sums> {
  const span = (from: Date) =>
    sql`coalesce(sum(greatest(0, extract(epoch FROM
          least(now(), coalesce(revoked_at, last_seen_at + interval '1 minute'))
          - greatest(created_at, ${from.toISOString()}::timestamptz)))) , 0)`;
  const rows = await rawRows<{ d: string; w: string; m: string }>(
    db,
    sql`SELECT floor(${span(w.daily)} / 60)::text AS d, floor(${span(w.weekly)} / 60)::text AS w,
               floor(${span(w.monthly)} / 60)::text AS m
        FROM sessions
        WHERE member_id = ${memberId} AND kind = 'session'
          AND coalesce(revoked_at, last_seen_at + interval '1 minute') >= ${earliest(w).toISOString()}::timestamptz`,
  );
  const row = rows[0];
  return { daily: BigInt(row?.d ?? 0), weekly: BigInt(row?.w ?? 0), monthly: BigInt(row?.m ?? 0) };
}

/** Whether a mobile number, e-mail or identity number belongs to a member under self-exclusion. */
export async function excludedIdentityExists(
  db: Db | Tx,
  identity: {
    mobileCountryCode?: string | null;
    mobile?: string | null;
    email?: string | null;
    idNumber?: string | null;
  },
): Promise<boolean> {
  const matches = [];
  if (identity.mobile)
    matches.push(
      sql`(m.mobile = ${identity.mobile} AND coalesce(m.mobile_country_code, '') = ${identity.mobileCountryCode ?? ''})`,
    );
  if (identity.email) matches.push(sql`lower(m.email) = lower(${identity.email})`);
  if (identity.idNumber) matches.push(sql`m.id_number = ${identity.idNumber}`);
  if (matches.length === 0) return false;
  const rows = await rawRows<{ found: number }>(
    db,
    sql`SELECT 1 AS found FROM member_protection p JOIN members m ON m.id = p.member_id
        WHERE p.block_kind = 'self_exclusion' AND (p.return_at IS NULL OR p.return_at > now())
          AND (${sql.join(matches, sql` OR `)})
        LIMIT 1`,
  );
  return rows.length > 0;
}

export async function usernameOf(db: Db | Tx, memberId: number): Promise<string | null> {
  const [row] = await db.select({ username: members.username }).from(members).where(eq(members.id, memberId));
  return row?.username ?? null;
}

export interface DayActivity {
  deposits: bigint;
  withdrawals: bigint;
  stakes: bigint;
  net: bigint;
}

/** Approved deposits, paid withdrawals, stakes and payouts − stakes per site date since `from`. */
export async function activityByDay(
  db: Db | Tx,
  memberId: number,
  from: Date,
  timeZone: string,
): Promise<Map<string, DayActivity>> {
  const since = from.toISOString();
  const day = (column: 'created_at' | 'placed_at') =>
    sql`to_char(${sql.raw(column)} AT TIME ZONE ${timeZone}::text, 'YYYY-MM-DD')`;
  const rows = await rawRows<{ d: string; dep: string; wd: string; st: string; net: string }>(
    db,
    sql`SELECT d, sum(dep)::text AS dep, sum(wd)::text AS wd, sum(st)::text AS st, sum(net)::text AS net FROM (
          SELECT ${day('created_at')} AS d, amount AS dep, 0 AS wd, 0 AS st, 0 AS net FROM deposits
            WHERE member_id = ${memberId} AND status = 'approved' AND created_at >= ${since}::timestamptz
          UNION ALL
          SELECT ${day('created_at')}, 0, amount, 0, 0 FROM withdrawals
            WHERE member_id = ${memberId} AND status = 'paid' AND created_at >= ${since}::timestamptz
          UNION ALL
          SELECT ${day('placed_at')}, 0, 0, stake, payout - stake FROM bets
            WHERE member_id = ${memberId} AND status <> 'void' AND placed_at >= ${since}::timestamptz
        ) x GROUP BY d`,
  );
  return new Map(
    rows.map((r) => [
      r.d,
      { deposits: BigInt(r.dep), withdrawals: BigInt(r.wd), stakes: BigInt(r.st), net: BigInt(r.net) },
    ]),
  );
}

/** The login session's start, and payouts − stakes of the bets placed since. */
export async function sessionResult(
  db: Db | Tx,
  memberId: number,
  sessionId: number,
): Promise<{ startedAt: Date; net: bigint } | null> {
  const rows = await rawRows<{ started: string; net: string }>(
    db,
    sql`SELECT s.created_at::text AS started,
          (SELECT coalesce(sum(b.payout - b.stake), 0) FROM bets b
            WHERE b.member_id = s.member_id AND b.status <> 'void' AND b.placed_at >= s.created_at)::text AS net
        FROM sessions s WHERE s.id = ${sessionId} AND s.member_id = ${memberId}`,
  );
  const row = rows[0];
  return row ? { startedAt: new Date(row.started), net: BigInt(row.net) } : null;
}

/** The member's last bets placed since `since` (bets_member_placed_idx), newest first. */
export function sessionBets(db: Db | Tx, memberId: number, since: Date, limit: number) {
  return rawRows<{
    game_name: string;
    game_type: string;
    stake: string;
    payout: string;
    status: 'open' | 'settled' | 'void';
    placed_at: string;
  }>(
    db,
    sql`SELECT game_name, game_type, stake::text, payout::text, status, placed_at::text
        FROM bets WHERE member_id = ${memberId} AND placed_at >= ${since.toISOString()}::timestamptz
        ORDER BY placed_at DESC, id DESC LIMIT ${limit}`,
  );
}

/**
 * The risk report: per member with bets or sessions in the last 2 × `days`, the loss and the minutes
 * logged in in the recent half and the half before.
 */
export async function riskFigures(db: Db | Tx, days: number) {
  return rawRows<{ member_id: string; username: string; lr: string; lb: string; mr: string; mb: string }>(
    db,
    sql`WITH bounds AS (SELECT now() - make_interval(days => ${days}) AS mid,
                               now() - make_interval(days => ${days * 2}) AS start),
        loss AS (
          SELECT b.member_id,
                 sum(b.stake - b.payout) FILTER (WHERE b.placed_at >= bounds.mid) AS lr,
                 sum(b.stake - b.payout) FILTER (WHERE b.placed_at < bounds.mid) AS lb
          FROM bets b, bounds WHERE b.status <> 'void' AND b.placed_at >= bounds.start GROUP BY b.member_id),
        mins AS (
          SELECT s.member_id,
                 sum(extract(epoch FROM coalesce(s.revoked_at, s.last_seen_at) - s.created_at))
                   FILTER (WHERE s.created_at >= bounds.mid) / 60 AS mr,
                 sum(extract(epoch FROM coalesce(s.revoked_at, s.last_seen_at) - s.created_at))
                   FILTER (WHERE s.created_at < bounds.mid) / 60 AS mb
          FROM sessions s, bounds WHERE s.kind = 'session' AND s.created_at >= bounds.start GROUP BY s.member_id)
        SELECT m.id::text AS member_id, m.username,
               coalesce(loss.lr, 0)::text AS lr, coalesce(loss.lb, 0)::text AS lb,
               floor(coalesce(mins.mr, 0))::text AS mr, floor(coalesce(mins.mb, 0))::text AS mb
        FROM loss FULL JOIN mins ON mins.member_id = loss.member_id
        JOIN members m ON m.id = coalesce(loss.member_id, mins.member_id)
        ORDER BY m.id LIMIT 5000`,
  );
}
