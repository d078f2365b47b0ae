import { and, asc, desc, eq, inArray, lt, sql, type SQL } from 'drizzle-orm';
import {
  inviteCodes,
  missionProgress,
  missions,
  referralRules,
  missionJoins,
  referrals,
  rewardClaimRequests,
  rewardClaims,
} from '../../../db/missions-schema.js';
import { members } from '../../../db/member-schema.js';
import type { Db, Tx } from '../../../platform/db/client.js';
import { rawRows } from '../../../platform/db/raw-rows.js';

export type MissionRow = typeof missions.$inferSelect;
export type ClaimRow = typeof rewardClaims.$inferSelect;
export type ReferralRuleRow = typeof referralRules.$inferSelect;
export type ReferralRow = typeof referrals.$inferSelect;

// Missions ----------------------------------------------------------------------------------------

export const listMissions = (db: Db | Tx) =>
  db.select().from(missions).orderBy(asc(missions.sortOrder), asc(missions.id));

/** A mission for everyone, or for a label the member carries. */
const forMember = (memberId: number) =>
  sql`(${missions.labelId} IS NULL OR EXISTS (
    SELECT 1 FROM member_label_links l WHERE l.label_id = ${missions.labelId} AND l.member_id = ${memberId}))`;

/** Missions a member sees: enabled, for them (label), and not ended more than a week ago. */
export const visibleMissions = (db: Db | Tx, memberId: number) =>
  db
    .select()
    .from(missions)
    .where(
      and(
        eq(missions.enabled, true),
        forMember(memberId),
        sql`(${missions.endsAt} IS NULL OR ${missions.endsAt} > now() - interval '7 days')`,
      ),
    )
    .orderBy(asc(missions.sortOrder), asc(missions.id));

/**
 * Missions counting a member's fact at `at`: enabled, started, not ended, for the member (label), and
 * joined by `at` when they ask for a join.
 */
export const liveMissions = (db: Db | Tx, memberId: number, kinds: readonly MissionRow['kind'][], at: Date) =>
  db
    .select()
    .from(missions)
    .where(
      and(
        eq(missions.enabled, true),
        inArray(missions.kind, [...kinds]),
        sql`${missions.startsAt} <= ${at}`,
        sql`(${missions.endsAt} IS NULL OR ${missions.endsAt} > ${at})`,
        forMember(memberId),
        sql`(NOT ${missions.joinRequired} OR EXISTS (
          SELECT 1 FROM mission_joins j
          WHERE j.mission_id = ${missions.id} AND j.member_id = ${memberId} AND j.created_at <= ${at}))`,
      ),
    );

/** A mission the member may see (enabled, for them), or null. */
export async function missionFor(db: Db | Tx, memberId: number, id: number): Promise<MissionRow | null> {
  const [row] = await db
    .select()
    .from(missions)
    .where(and(eq(missions.id, id), eq(missions.enabled, true), forMember(memberId)));
  return row ?? null;
}

/** The missions of `ids` the member joined. */
export async function joinedOf(db: Db | Tx, memberId: number, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: missionJoins.missionId })
    .from(missionJoins)
    .where(and(eq(missionJoins.memberId, memberId), inArray(missionJoins.missionId, ids)));
  return new Set(rows.map((row) => row.id));
}

/** Joins once; a second join changes nothing. */
export async function insertJoin(tx: Tx, missionId: number, memberId: number): Promise<void> {
  await tx.insert(missionJoins).values({ missionId, memberId }).onConflictDoNothing();
}

/**
 * The mission's periods with any progress, newest first: a skip scan of mission_progress_board_idx
 * (one index probe a period, however many members played).
 */
export async function periodsOf(
  db: Db | Tx,
  missionId: number,
  limit: number,
  before: string | null = null,
): Promise<string[]> {
  // Distinct keys by a skip scan down the primary key, each step one index probe.
  const below = before === null ? sql`` : sql`AND s.period_key < ${before}`;
  const rows = await rawRows<{ period_key: string }>(
    db,
    sql`
      WITH RECURSIVE p(period_key) AS (
        (SELECT s.period_key FROM mission_progress s WHERE s.mission_id = ${missionId} ${below}
          ORDER BY s.period_key DESC LIMIT 1)
        UNION ALL
        SELECT (SELECT q.period_key FROM mission_progress q
                WHERE q.mission_id = ${missionId} AND q.period_key < p.period_key
                ORDER BY q.period_key DESC LIMIT 1)
        FROM p WHERE p.period_key IS NOT NULL
      )
      SELECT period_key FROM p WHERE period_key IS NOT NULL LIMIT ${limit}`,
  );
  return rows.map((row) => row.period_key);
}

export async function findMission(db: Db | Tx, id: number): Promise<MissionRow | null> {
  const [row] = await db.select().from(missions).where(eq(missions.id, id));
  return row ?? null;
}

export async function lockMission(tx: Tx, id: number): Promise<MissionRow | null> {
  const [row] = await tx.select().from(missions).where(eq(missions.id, id)).for('update');
  return row ?? null;
}

export async function insertMission(tx: Tx, row: typeof missions.$inferInsert): Promise<MissionRow> {
  const [created] = await tx.insert(missions).values(row).returning();
  if (!created) throw new Error('mission insert returned nothing');
  return created;
}

export async function updateMission(tx: Tx, id: number, change: Partial<MissionRow>): Promise<MissionRow> {
  const [row] = await tx
    .update(missions)
    .set({ ...change, updatedAt: new Date() })
    .where(eq(missions.id, id))
    .returning();
  if (!row) throw new Error(`mission ${id} vanished under its lock`);
  return row;
}

// Progress ----------------------------------------------------------------------------------------

/**
 * Counts `amount` towards a member's mission in a period under `source`, once: a source already
 * counted adds nothing (null). Answers the progress after, and whether this count completed it.
 */
export async function addProgress(
  tx: Tx,
  input: { missionId: number; memberId: number; periodKey: string; source: string; amount: bigint },
  target: bigint,
): Promise<{ progress: bigint; completed: boolean } | null> {
  const rows = await rawRows<{ progress: string; completed: boolean }>(
    tx,
    sql`
      WITH counted AS (
        INSERT INTO mission_sources (mission_id, member_id, source)
        VALUES (${input.missionId}, ${input.memberId}, ${input.source})
        ON CONFLICT DO NOTHING
        RETURNING 1
      )
      INSERT INTO mission_progress AS p (mission_id, member_id, period_key, progress, completed_at)
      SELECT ${input.missionId}, ${input.memberId}, ${input.periodKey}, ${input.amount},
        CASE WHEN ${input.amount}::bigint >= ${target}::bigint THEN now() END
      FROM counted
      ON CONFLICT (mission_id, member_id, period_key) DO UPDATE
        SET progress = p.progress + excluded.progress,
            completed_at = coalesce(p.completed_at,
              CASE WHEN p.progress + excluded.progress >= ${target}::bigint THEN now() END),
            updated_at = now()
      RETURNING p.progress::text AS progress,
        (p.completed_at IS NOT NULL AND p.progress - ${input.amount}::bigint < ${target}::bigint) AS completed`,
  );
  const row = rows[0];
  return row ? { progress: BigInt(row.progress), completed: row.completed } : null;
}

export function progressOf(db: Db | Tx, memberId: number, keys: { missionId: number; periodKey: string }[]) {
  if (keys.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(missionProgress)
    .where(
      and(
        eq(missionProgress.memberId, memberId),
        sql`(${missionProgress.missionId}, ${missionProgress.periodKey}) IN (${sql.join(
          keys.map((k) => sql`(${k.missionId}, ${k.periodKey})`),
          sql`, `,
        )})`,
      ),
    );
}

export function leaderboard(db: Db | Tx, missionId: number, periodKey: string, limit: number) {
  return db
    .select({
      memberId: missionProgress.memberId,
      username: members.username,
      progress: missionProgress.progress,
    })
    .from(missionProgress)
    .innerJoin(members, eq(members.id, missionProgress.memberId))
    .where(and(eq(missionProgress.missionId, missionId), eq(missionProgress.periodKey, periodKey)))
    .orderBy(desc(missionProgress.progress), asc(missionProgress.updatedAt), asc(missionProgress.memberId))
    .limit(limit);
}

/** Members ahead of `progress` on the board (the caller's rank is this plus one). */
export async function countAhead(db: Db | Tx, missionId: number, periodKey: string, progress: bigint) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(missionProgress)
    .where(
      and(
        eq(missionProgress.missionId, missionId),
        eq(missionProgress.periodKey, periodKey),
        sql`${missionProgress.progress} > ${progress}`,
      ),
    );
  return Number(row?.n ?? 0);
}

// Claims ------------------------------------------------------------------------------------------

/** Makes a claim once per source; null when the source has one already. */
export async function insertClaim(tx: Tx, row: typeof rewardClaims.$inferInsert): Promise<ClaimRow | null> {
  const [created] = await tx.insert(rewardClaims).values(row).onConflictDoNothing().returning();
  return created ?? null;
}

export function claimsBySource(db: Db | Tx, memberId: number, sources: string[]) {
  if (sources.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(rewardClaims)
    .where(and(eq(rewardClaims.memberId, memberId), inArray(rewardClaims.source, sources)));
}

/** The member's claims: open ones first (soonest expiry), then the rest newest first. */
export function memberClaims(db: Db | Tx, memberId: number, limit: number) {
  return db
    .select()
    .from(rewardClaims)
    .where(eq(rewardClaims.memberId, memberId))
    .orderBy(
      sql`CASE WHEN ${rewardClaims.status} = 'claim' AND ${rewardClaims.expiresAt} > now() THEN 0 ELSE 1 END`,
      sql`CASE WHEN ${rewardClaims.status} = 'claim' AND ${rewardClaims.expiresAt} > now() THEN ${rewardClaims.expiresAt} END`,
      desc(rewardClaims.id),
    )
    .limit(limit);
}

/** Claimable now: all, and of them missions (reward_claims_open_idx). */
export async function openCounts(db: Db | Tx, memberId: number) {
  const [row] = await db
    .select({
      all: sql<number>`count(*)::int`,
      missions: sql<number>`count(*) FILTER (WHERE ${rewardClaims.kind} = 'mission')::int`,
    })
    .from(rewardClaims)
    .where(
      and(
        eq(rewardClaims.memberId, memberId),
        eq(rewardClaims.status, 'claim'),
        sql`${rewardClaims.expiresAt} > now()`,
      ),
    );
  return { all: Number(row?.all ?? 0), missions: Number(row?.missions ?? 0) };
}

/** The member's claims by id, or every open one, locked: two claims of one item queue. */
export function lockClaims(tx: Tx, memberId: number, ids: number[] | 'open') {
  return tx
    .select()
    .from(rewardClaims)
    .where(
      and(
        eq(rewardClaims.memberId, memberId),
        ids === 'open'
          ? and(eq(rewardClaims.status, 'claim'), sql`${rewardClaims.expiresAt} > now()`)
          : inArray(rewardClaims.id, ids),
      ),
    )
    .orderBy(asc(rewardClaims.id))
    .for('update');
}

export function claimsByIds(db: Db | Tx, memberId: number, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(rewardClaims)
    .where(and(eq(rewardClaims.memberId, memberId), inArray(rewardClaims.id, ids)))
    .orderBy(asc(rewardClaims.id));
}

/** The member's VIP gift sources offered so far: every level-up gift, and this month's. */
export async function vipSources(db: Db | Tx, memberId: number, month: string): Promise<string[]> {
  const rows = await db
    .select({ source: rewardClaims.source })
    .from(rewardClaims)
    .where(
      and(
        eq(rewardClaims.memberId, memberId),
        sql`(${rewardClaims.source} LIKE 'vip:level:%' OR ${rewardClaims.source} = ${month})`,
      ),
    );
  return rows.map((row) => row.source);
}

/**
 * Active members born on one of `dates` (month and day) not yet offered `source`, by id after `after`
 * (the birthday index of migration 0036 finds them without reading every member).
 */
export async function birthdayMembers(
  db: Db | Tx,
  dates: { month: number; day: number }[],
  source: string,
  after: number,
  limit: number,
): Promise<number[]> {
  const on = sql.join(
    dates.map(
      (d) =>
        sql`(extract(month from ${members.dateOfBirth}) = ${d.month} AND extract(day from ${members.dateOfBirth}) = ${d.day})`,
    ),
    sql` OR `,
  );
  const rows = await db
    .select({ id: members.id })
    .from(members)
    .where(
      and(
        sql`${members.dateOfBirth} IS NOT NULL`,
        sql`(${on})`,
        eq(members.status, 'active'),
        sql`${members.id} > ${after}`,
        sql`NOT EXISTS (SELECT 1 FROM ${rewardClaims} WHERE ${rewardClaims.memberId} = ${members.id}
          AND ${rewardClaims.source} = ${source})`,
      ),
    )
    .orderBy(asc(members.id))
    .limit(limit);
  return rows.map((row) => row.id);
}

export type ClaimRequestRow = typeof rewardClaimRequests.$inferSelect;

/**
 * Files a claim request's key; false when the member used it already (a concurrent first call with it
 * holds this insert until it commits or rolls back).
 */
export async function insertRequest(tx: Tx, memberId: number, requestId: string): Promise<boolean> {
  const rows = await tx
    .insert(rewardClaimRequests)
    .values({ memberId, requestId, claimed: { ids: [], promotions: [] } })
    .onConflictDoNothing()
    .returning({ memberId: rewardClaimRequests.memberId });
  return rows.length > 0;
}

export async function saveRequest(
  tx: Tx,
  memberId: number,
  requestId: string,
  claimed: ClaimRequestRow['claimed'],
) {
  await tx
    .update(rewardClaimRequests)
    .set({ claimed })
    .where(and(eq(rewardClaimRequests.memberId, memberId), eq(rewardClaimRequests.requestId, requestId)));
}

export async function findRequest(db: Db | Tx, memberId: number, requestId: string) {
  const [row] = await db
    .select()
    .from(rewardClaimRequests)
    .where(and(eq(rewardClaimRequests.memberId, memberId), eq(rewardClaimRequests.requestId, requestId)));
  return row ?? null;
}

export async function markClaimed(tx: Tx, id: number, at: Date): Promise<ClaimRow> {
  const [row] = await tx
    .update(rewardClaims)
    .set({ status: 'claimed', claimedAt: at })
    .where(eq(rewardClaims.id, id))
    .returning();
  if (!row) throw new Error(`claim ${id} vanished under its lock`);
  return row;
}

export function claimReport(
  db: Db | Tx,
  filter: { status?: 'claim' | 'claimed' | 'close'; kind?: ClaimRow['kind']; cursor?: number },
  limit: number,
) {
  const where: SQL[] = [];
  if (filter.kind) where.push(eq(rewardClaims.kind, filter.kind));
  if (filter.cursor !== undefined) where.push(lt(rewardClaims.id, filter.cursor));
  if (filter.status === 'claimed') where.push(eq(rewardClaims.status, 'claimed'));
  if (filter.status === 'claim')
    where.push(and(eq(rewardClaims.status, 'claim'), sql`${rewardClaims.expiresAt} > now()`) as SQL);
  if (filter.status === 'close')
    where.push(and(eq(rewardClaims.status, 'claim'), sql`${rewardClaims.expiresAt} <= now()`) as SQL);
  return db
    .select({ claim: rewardClaims, username: members.username })
    .from(rewardClaims)
    .innerJoin(members, eq(members.id, rewardClaims.memberId))
    .where(and(...where))
    .orderBy(desc(rewardClaims.id))
    .limit(limit);
}

// Referrals ---------------------------------------------------------------------------------------

export async function getRule(db: Db | Tx): Promise<ReferralRuleRow> {
  const [row] = await db.select().from(referralRules).where(eq(referralRules.id, 1));
  if (!row) throw new Error('referral_rules has no row (migration 0023 inserts it)');
  return row;
}

export async function updateRule(tx: Tx, change: Partial<ReferralRuleRow>): Promise<ReferralRuleRow> {
  const [row] = await tx
    .update(referralRules)
    .set({ ...change, updatedAt: new Date() })
    .where(eq(referralRules.id, 1))
    .returning();
  if (!row) throw new Error('referral_rules has no row');
  return row;
}

export async function codeOf(db: Db | Tx, memberId: number): Promise<string | null> {
  const [row] = await db
    .select({ code: inviteCodes.code })
    .from(inviteCodes)
    .where(eq(inviteCodes.memberId, memberId));
  return row?.code ?? null;
}

/** Gives the member `code` unless they have one; false when the code is taken (by anyone, or an agent's). */
export async function insertCode(tx: Tx, memberId: number, code: string): Promise<boolean> {
  const rows = await rawRows<{ ok: number }>(
    tx,
    sql`
      INSERT INTO invite_codes (member_id, code)
      SELECT ${memberId}, ${code}
      WHERE NOT EXISTS (SELECT 1 FROM affiliate_codes WHERE lower(code) = lower(${code}))
      ON CONFLICT DO NOTHING
      RETURNING 1 AS ok`,
  );
  return rows.length > 0;
}

/** The member an invite code belongs to (real accounts only). */
export async function findInviter(db: Db | Tx, code: string) {
  const [row] = await db
    .select({ memberId: inviteCodes.memberId, username: members.username })
    .from(inviteCodes)
    .innerJoin(members, eq(members.id, inviteCodes.memberId))
    .where(and(sql`lower(${inviteCodes.code}) = lower(${code})`, sql`${members.isAgent} <> 4`));
  return row ?? null;
}

/** Why the inviter should get nothing for a registration from `ip` / `userAgent`, or null. */
export async function sharedAddress(
  tx: Tx,
  inviterId: number,
  ip: string,
  userAgent: string | null,
): Promise<'same_device' | 'same_address' | null> {
  const rows = await rawRows<{ same_device: boolean }>(
    tx,
    sql`
      SELECT bool_or(user_agent IS NOT DISTINCT FROM ${userAgent}) AS same_device
      FROM sessions WHERE member_id = ${inviterId} AND ip = ${ip}
      HAVING count(*) > 0`,
  );
  const row = rows[0];
  if (!row) return null;
  return row.same_device ? 'same_device' : 'same_address';
}

export async function insertReferral(tx: Tx, row: typeof referrals.$inferInsert): Promise<void> {
  await tx.insert(referrals).values(row).onConflictDoNothing();
}

export async function referralOf(db: Db | Tx, inviteeId: number): Promise<ReferralRow | null> {
  const [row] = await db.select().from(referrals).where(eq(referrals.inviteeId, inviteeId));
  return row ?? null;
}

export interface InviteeRow {
  invitee_id: string | number;
  username: string;
  created_at: Date | string;
  refused: string | null;
  deposited: string;
  valid_bet: string;
  rewarded: boolean;
}

/** The inviter's invitees with what the rule looks at: deposits and settled valid bets. */
export function invitees(db: Db | Tx, inviterId: number, limit: number) {
  return rawRows<InviteeRow>(
    db,
    sql`
      SELECT r.invitee_id, m.username, r.created_at, r.refused,
        (SELECT coalesce(sum(d.amount), 0) FROM deposits d
          WHERE d.member_id = r.invitee_id AND d.status = 'approved')::text AS deposited,
        (SELECT coalesce(sum(b.valid_bet), 0) FROM bets b
          WHERE b.member_id = r.invitee_id AND b.status = 'settled')::text AS valid_bet,
        EXISTS (SELECT 1 FROM reward_claims c WHERE c.source = 'referral:' || r.invitee_id) AS rewarded
      FROM referrals r JOIN members m ON m.id = r.invitee_id
      WHERE r.inviter_id = ${inviterId}
      ORDER BY r.created_at DESC, r.invitee_id DESC
      LIMIT ${limit}`,
  );
}

/** What the rule's trigger measures for an invitee: approved deposits or settled valid bets, in cents. */
export async function measure(tx: Tx, inviteeId: number, trigger: ReferralRuleRow['trigger']) {
  const rows = await rawRows<{ total: string }>(
    tx,
    trigger === 'first_deposit'
      ? sql`SELECT coalesce(sum(amount), 0)::text AS total FROM deposits
            WHERE member_id = ${inviteeId} AND status = 'approved'`
      : sql`SELECT coalesce(sum(valid_bet), 0)::text AS total FROM bets
            WHERE member_id = ${inviteeId} AND status = 'settled'`,
  );
  return BigInt(rows[0]?.total ?? '0');
}

export function referralReport(db: Db | Tx, cursor: number | undefined, limit: number) {
  return rawRows<{
    invitee_id: string | number;
    invitee: string;
    inviter_id: string | number;
    inviter: string;
    ip: string | null;
    refused: string | null;
    created_at: Date | string;
  }>(
    db,
    sql`
      SELECT r.invitee_id, e.username AS invitee, r.inviter_id, i.username AS inviter, r.ip, r.refused, r.created_at
      FROM referrals r JOIN members e ON e.id = r.invitee_id JOIN members i ON i.id = r.inviter_id
      ${cursor === undefined ? sql`` : sql`WHERE r.invitee_id < ${cursor}`}
      ORDER BY r.invitee_id DESC
      LIMIT ${limit}`,
  );
}
