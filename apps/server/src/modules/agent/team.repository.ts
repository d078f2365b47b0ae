import { sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db/client.js';

// The team reads: every query starts from the closure rows of one ancestor (member_tree's primary key),
// so an agent's downline is one index range, and reads the per-day aggregates, never the bets, for sums.

const rowsOf = <T>(result: unknown): T[] =>
  (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];

export async function rows<T>(db: Db | Tx, query: SQL): Promise<T[]> {
  return rowsOf<T>(await db.execute(query));
}

type Num = string | number;
export const big = (value: Num | null | undefined): bigint => BigInt(value ?? 0);
export const int = (value: Num | null | undefined): number => Number(value ?? 0);

/** The downline of `agentId` (depth ≥ 1), or the one member `memberId` of it. */
const team = (agentId: number, memberId?: number) =>
  sql`SELECT descendant_id AS id FROM member_tree WHERE ancestor_id = ${agentId} AND depth > 0
    ${memberId === undefined ? sql`` : sql`AND descendant_id = ${memberId}`}`;

export interface BetFigures {
  bets: Num;
  stake: Num;
  valid_bet: Num;
  payout: Num;
}

export interface BetFilter {
  memberId?: number | undefined;
  gameType?: string | undefined;
  vendor?: string | undefined;
}

const betFilter = (filter: BetFilter) =>
  sql`${filter.gameType ? sql`AND a.game_type = ${filter.gameType}` : sql``}
    ${filter.vendor ? sql`AND a.vendor = ${filter.vendor}` : sql``}`;

/**
 * Sums of the team's settled betting over site days [start, end]. The whole team's come from the
 * agent's own day totals (`agent_team_days`: one index range of at most a few hundred rows, whatever
 * the team's size); one member's, or a game type's or vendor's, from the members' day rows.
 */
export async function betTotals(
  db: Db,
  agentId: number,
  start: string,
  end: string,
  filter: BetFilter = {},
): Promise<BetFigures> {
  const whole = filter.memberId === undefined && !filter.gameType && !filter.vendor;
  const [row] = await rows<BetFigures>(
    db,
    whole
      ? sql`SELECT coalesce(sum(bets), 0) AS bets, coalesce(sum(stake), 0) AS stake,
          coalesce(sum(valid_bet), 0) AS valid_bet, coalesce(sum(payout), 0) AS payout
        FROM agent_team_days WHERE agent_id = ${agentId} AND day BETWEEN ${start} AND ${end}`
      : sql`SELECT coalesce(sum(a.bets), 0) AS bets, coalesce(sum(a.stake), 0) AS stake,
          coalesce(sum(a.valid_bet), 0) AS valid_bet, coalesce(sum(a.payout), 0) AS payout
        FROM agent_bet_days a
        WHERE a.member_id IN (${team(agentId, filter.memberId)}) AND a.day BETWEEN ${start} AND ${end}
          ${betFilter(filter)}`,
  );
  return row ?? { bets: 0, stake: 0, valid_bet: 0, payout: 0 };
}

export interface TeamDayRow {
  day: string | Date;
  bets: Num;
  stake: Num;
  valid_bet: Num;
  payout: Num;
  active_day: Num;
  active_week: Num;
  active_month: Num;
  deposits: Num;
  deposit_amount: Num;
  withdrawals: Num;
  withdrawal_amount: Num;
}

/**
 * The agent's own day totals over site days [start, end] (`agent_team_days`, one index range of at
 * most a few dozen rows whatever the team's size): what the overview reads instead of the members' rows.
 */
export async function teamDays(db: Db, agentId: number, start: string, end: string): Promise<TeamDayRow[]> {
  return rows<TeamDayRow>(
    db,
    sql`SELECT day, bets, stake, valid_bet, payout, active_day, active_week, active_month, deposits,
      deposit_amount, withdrawals, withdrawal_amount
    FROM agent_team_days WHERE agent_id = ${agentId} AND day BETWEEN ${start} AND ${end} ORDER BY day`,
  );
}

/**
 * The team's members who joined in [from, to): the join slots the members trigger keeps per agent
 * (`agent_team_joins`), not the members.
 */
export async function newMembers(db: Db, agentId: number, range: { from: Date; to: Date }) {
  const [row] = await rows<{ new_members: Num }>(
    db,
    sql`SELECT coalesce(sum(members), 0) AS new_members FROM agent_team_joins WHERE agent_id = ${agentId}
      AND at >= ${range.from.toISOString()} AND at < ${range.to.toISOString()}`,
  );
  return row!.new_members;
}

export interface MemberListFilter {
  parentId: number;
  direct: boolean;
  username?: string | undefined;
  kind?: 'player' | 'agent' | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
  cursor?: number | undefined;
  limit: number;
}

export interface TeamMemberRow {
  id: Num;
  username: string;
  nickname: string;
  is_agent: Num;
  depth: Num;
  upline: string | null;
  balance: Num | null;
  team_size: Num;
  last_login_at: string | Date | null;
  created_at: string | Date;
}

const likePrefix = (value: string) => `${value.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The downline of `parentId` (direct or every level), newest first, keyset paged by id. */
export async function listMembers(db: Db, f: MemberListFilter): Promise<TeamMemberRow[]> {
  return rows<TeamMemberRow>(
    db,
    sql`SELECT m.id, m.username, m.nickname, m.is_agent, t.depth, u.username AS upline,
      la.balance, m.last_login_at, m.created_at,
      (SELECT count(*) FROM member_tree s WHERE s.ancestor_id = m.id AND s.depth > 0) AS team_size
    FROM member_tree t
    JOIN members m ON m.id = t.descendant_id
    LEFT JOIN members u ON u.id = m.upline_id
    LEFT JOIN ledger_accounts la ON la.key = 'cash:' || m.id
    WHERE t.ancestor_id = ${f.parentId} AND ${f.direct ? sql`t.depth = 1` : sql`t.depth > 0`}
      ${f.username ? sql`AND lower(m.username) LIKE ${likePrefix(f.username)}` : sql``}
      ${f.kind === 'agent' ? sql`AND m.is_agent IN (1, 2, 41, 42)` : sql``}
      ${f.kind === 'player' ? sql`AND m.is_agent NOT IN (1, 2, 41, 42)` : sql``}
      ${f.from ? sql`AND m.created_at >= ${f.from.toISOString()}` : sql``}
      ${f.to ? sql`AND m.created_at < ${f.to.toISOString()}` : sql``}
      ${f.cursor ? sql`AND m.id < ${f.cursor}` : sql``}
    ORDER BY m.id DESC
    LIMIT ${f.limit}`,
  );
}

/** A member of the agent's downline by username (case-insensitive), or null. */
export async function findInTeam(db: Db, agentId: number, username: string): Promise<number | null> {
  const [row] = await rows<{ id: Num }>(
    db,
    sql`SELECT m.id FROM member_tree t JOIN members m ON m.id = t.descendant_id
    WHERE t.ancestor_id = ${agentId} AND t.depth > 0 AND lower(m.username) = lower(${username})`,
  );
  return row ? int(row.id) : null;
}

export interface TeamBetRow {
  id: Num;
  username: string;
  settled_at: string | Date;
  game_type: string;
  vendor: string;
  game_name: string;
  vendor_bet_id: string;
  stake: Num;
  valid_bet: Num;
  payout: Num;
  results: unknown;
}

/** The team's settled bets of [from, to), newest first, keyset paged by id. */
export async function listBets(
  db: Db,
  agentId: number,
  range: { from: Date; to: Date },
  filter: BetFilter & { cursor?: number | undefined; limit: number },
): Promise<TeamBetRow[]> {
  return rows<TeamBetRow>(
    db,
    sql`SELECT b.id, m.username, b.settled_at, b.game_type, b.vendor, b.game_name, b.vendor_bet_id,
      b.stake, b.valid_bet, b.payout, hr.outcome -> 'results' AS results
    FROM bets b
    JOIN members m ON m.id = b.member_id
    LEFT JOIN house_rounds hr
      ON hr.round_id = b.vendor_bet_id AND hr.member_id = b.member_id AND hr.game = 'baccarat'
    WHERE b.member_id IN (${team(agentId, filter.memberId)}) AND b.status = 'settled'
      AND b.settled_at >= ${range.from.toISOString()} AND b.settled_at < ${range.to.toISOString()}
      ${filter.gameType ? sql`AND b.game_type = ${filter.gameType}` : sql``}
      ${filter.vendor ? sql`AND b.vendor = ${filter.vendor}` : sql``}
      ${filter.cursor ? sql`AND b.id < ${filter.cursor}` : sql``}
    ORDER BY b.id DESC
    LIMIT ${filter.limit}`,
  );
}

export interface ProfitRow {
  day: string | Date;
  member_id: Num;
  username: string;
  bets: Num;
  valid_bet: Num;
  stake: Num;
  payout: Num;
  deposit_amount: Num;
}

/** Per member per site day: betting and deposits, newest day first; `limit` rows from `offset`. */
export async function profitRows(
  db: Db,
  agentId: number,
  range: { start: string; end: string },
  filter: { memberId?: number | undefined; offset: number; limit: number },
): Promise<ProfitRow[]> {
  const members = team(agentId, filter.memberId);
  return rows<ProfitRow>(
    db,
    sql`WITH b AS (
      SELECT member_id, day, sum(bets) AS bets, sum(valid_bet) AS valid_bet, sum(stake) AS stake,
        sum(payout) AS payout
      FROM agent_bet_days WHERE member_id IN (${members}) AND day BETWEEN ${range.start} AND ${range.end}
      GROUP BY member_id, day
    ), d AS (
      SELECT member_id, day, deposit_amount FROM agent_money_days
      WHERE member_id IN (${members}) AND day BETWEEN ${range.start} AND ${range.end}
    )
    SELECT coalesce(b.day, d.day) AS day, m.id AS member_id, m.username, coalesce(b.bets, 0) AS bets,
      coalesce(b.valid_bet, 0) AS valid_bet, coalesce(b.stake, 0) AS stake, coalesce(b.payout, 0) AS payout,
      coalesce(d.deposit_amount, 0) AS deposit_amount
    FROM b FULL JOIN d ON d.member_id = b.member_id AND d.day = b.day
    JOIN members m ON m.id = coalesce(b.member_id, d.member_id)
    ORDER BY 1 DESC, m.id
    LIMIT ${filter.limit} OFFSET ${filter.offset}`,
  );
}

/** Entries of the income kinds that credited the agent's cash in [from, to), newest first. */
export async function incomeRows(
  db: Db,
  agentId: number,
  kinds: readonly string[],
  range: { from: Date; to: Date },
  page: { cursor?: number | undefined; limit: number },
) {
  const kindList = sql.join(
    kinds.map((kind) => sql`${kind}`),
    sql`, `,
  );
  const where = sql`la.key = ${`cash:${agentId}`} AND e.kind IN (${kindList})
      AND p.created_at >= ${range.from.toISOString()} AND p.created_at < ${range.to.toISOString()}`;
  const list = await rows<{ id: Num; created_at: string | Date; kind: string; amount: Num; remark: string }>(
    db,
    sql`SELECT e.id, p.created_at, e.kind, p.amount, e.remark
    FROM ledger_accounts la
    JOIN postings p ON p.account_id = la.id
    JOIN journal_entries e ON e.id = p.entry_id
    WHERE ${where} ${page.cursor ? sql`AND e.id < ${page.cursor}` : sql``}
    ORDER BY e.id DESC LIMIT ${page.limit}`,
  );
  const [total] = await rows<{ total: Num }>(
    db,
    sql`SELECT coalesce(sum(p.amount), 0) AS total
    FROM ledger_accounts la
    JOIN postings p ON p.account_id = la.id
    JOIN journal_entries e ON e.id = p.entry_id
    WHERE ${where}`,
  );
  return { list, total: big(total?.total) };
}
