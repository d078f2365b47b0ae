import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { rawRows } from '../../platform/db/raw-rows.js';

/*
 * The operator console's reads: report SQL over members, the ledger, bets and payments. Read only.
 * A range is a set of site days: [start of `from`, start of the day after `to`) in the site's zone.
 */

const rows = rawRows;

export interface DayRange {
  from: string;
  to: string;
  timeZone: string;
}

const startOf = (day: string, timeZone: string) => sql`((${day}::date)::timestamp AT TIME ZONE ${timeZone})`;
const endOf = (day: string, timeZone: string) =>
  sql`(((${day}::date + 1))::timestamp AT TIME ZONE ${timeZone})`;
const within = (column: SQL, r: DayRange) =>
  sql`${column} >= ${startOf(r.from, r.timeZone)} AND ${column} < ${endOf(r.to, r.timeZone)}`;
const dayOf = (column: SQL, timeZone: string) =>
  sql`to_char(${column} AT TIME ZONE ${timeZone}, 'YYYY-MM-DD')`;

/** Trial accounts play with play money: they are left out of every money figure. */
const TRIAL = 4;

export interface DayFigureRow {
  day: string;
  n: string;
  amount: string;
}

/** Real accounts registered, per site day. */
export function registrationsByDay(db: Db, r: DayRange) {
  return rows<DayFigureRow>(
    db,
    sql`SELECT ${dayOf(sql`created_at`, r.timeZone)} AS day, count(*) AS n, 0 AS amount
        FROM members WHERE is_agent <> ${TRIAL} AND ${within(sql`created_at`, r)} GROUP BY 1`,
  );
}

/**
 * Money that went through a house clearing account by entries of one kind, per site day: deposits
 * credited (house:deposits_clearing, kind deposit) or withdrawals paid (house:payouts, withdrawal_paid).
 * Read from the postings (account, time index), so it is the ledger's own figure.
 */
export function clearedByDay(db: Db, r: DayRange, accountKey: string, kind: string) {
  return rows<DayFigureRow>(
    db,
    sql`SELECT ${dayOf(sql`p.created_at`, r.timeZone)} AS day, count(*) AS n, coalesce(sum(abs(p.amount)), 0) AS amount
        FROM postings p
        JOIN ledger_accounts a ON a.id = p.account_id
        JOIN journal_entries e ON e.id = p.entry_id
        WHERE a.key = ${accountKey} AND e.kind = ${kind} AND ${within(sql`p.created_at`, r)}
        GROUP BY 1`,
  );
}

export function firstDeposits(db: Db, r: DayRange) {
  return rows<{ n: string; amount: string }>(
    db,
    sql`SELECT count(*) AS n, coalesce(sum(amount), 0) AS amount FROM (
          SELECT DISTINCT ON (member_id) member_id, amount, decided_at FROM deposits
          WHERE status = 'approved' ORDER BY member_id, decided_at, id
        ) f WHERE ${within(sql`decided_at`, r)}`,
  );
}

export interface GameTypeDayRow {
  day: string;
  game_type: string;
  vendor: string;
  n: string;
  stake: string;
  payout: string;
}

/** Cash bets settled in the range, per site day, game type and vendor. */
export function settledBets(db: Db, r: DayRange) {
  return rows<GameTypeDayRow>(
    db,
    sql`SELECT ${dayOf(sql`b.settled_at`, r.timeZone)} AS day, b.game_type, b.vendor, count(*) AS n,
               coalesce(sum(b.stake), 0) AS stake, coalesce(sum(b.payout), 0) AS payout
        FROM bets b JOIN members m ON m.id = b.member_id
        WHERE b.status = 'settled' AND m.is_agent <> ${TRIAL} AND ${within(sql`b.settled_at`, r)}
        GROUP BY 1, 2, 3`,
  );
}

export async function activePlayers(db: Db, r: DayRange): Promise<number> {
  const [row] = await rows<{ n: string }>(
    db,
    sql`SELECT count(DISTINCT b.member_id) AS n FROM bets b JOIN members m ON m.id = b.member_id
        WHERE m.is_agent <> ${TRIAL} AND ${within(sql`b.placed_at`, r)}`,
  );
  return Number(row?.n ?? 0);
}

export async function pendingQueues(db: Db) {
  const [row] = await rows<{ deposits: string; withdrawals: string }>(
    db,
    sql`SELECT (SELECT count(*) FROM deposits WHERE status = 'pending') AS deposits,
               (SELECT count(*) FROM withdrawals WHERE status = 'pending') AS withdrawals`,
  );
  return { deposits: Number(row?.deposits ?? 0), withdrawals: Number(row?.withdrawals ?? 0) };
}

// Members -------------------------------------------------------------------------------------------

export interface MemberRow {
  id: string;
  username: string;
  nickname: string;
  mobile_country_code: string | null;
  mobile: string | null;
  email: string | null;
  is_agent: number;
  cash: string | null;
  created_at: Date | string;
  last_login_at: Date | string | null;
}

export interface MemberSearch {
  q?: string | undefined;
  ip?: string | undefined;
  kind?: 'real' | 'agent' | 'trial' | undefined;
  order: 'asc' | 'desc';
  cursor?: number | undefined;
  limit: number;
}

const memberColumns = sql`m.id, m.username, m.nickname, m.mobile_country_code, m.mobile, m.email, m.is_agent,
  m.created_at, m.last_login_at, (SELECT balance FROM ledger_accounts WHERE key = 'cash:' || m.id) AS cash`;

export function searchMembers(db: Db, s: MemberSearch) {
  const filters: SQL[] = [sql`true`];
  if (s.q) {
    const like = `%${s.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const digits = s.q.replace(/\D/g, '');
    const byId = /^\d{1,15}$/.test(s.q) ? sql` OR m.id = ${Number(s.q)}` : sql``;
    const byMobile =
      digits.length >= 4 ? sql` OR (m.mobile_country_code || m.mobile) LIKE ${`%${digits}%`}` : sql``;
    filters.push(
      sql`(lower(m.username) LIKE lower(${like}) OR lower(m.email) LIKE lower(${like})${byMobile}${byId})`,
    );
  }
  if (s.ip) {
    // The login history is the members' session.* audit rows, which keep the address they came from.
    filters.push(sql`m.id IN (SELECT substring(a.actor from 8)::bigint FROM audit_log a
      WHERE a.ip = ${s.ip} AND a.actor LIKE 'member:%' AND a.action LIKE 'session.%')`);
  }
  if (s.kind === 'trial') filters.push(sql`m.is_agent = ${TRIAL}`);
  if (s.kind === 'agent') filters.push(sql`m.is_agent NOT IN (0, ${TRIAL})`);
  if (s.kind === 'real') filters.push(sql`m.is_agent = 0`);
  const asc = s.order === 'asc';
  if (s.cursor) filters.push(asc ? sql`m.id > ${s.cursor}` : sql`m.id < ${s.cursor}`);
  return rows<MemberRow>(
    db,
    sql`SELECT ${memberColumns} FROM members m WHERE ${sql.join(filters, sql` AND `)}
        ORDER BY m.id ${asc ? sql`ASC` : sql`DESC`} LIMIT ${s.limit}`,
  );
}

export interface MemberDetailRow extends MemberRow {
  payee_name: string | null;
  language: string;
  upline_username: string | null;
  first_login_at: Date | string | null;
  password_flagged: boolean;
  play: string | null;
  bonus: string | null;
  points: string | null;
  deposits: string;
  withdrawals: string;
  bets: string;
  stake: string;
  payout: string;
}

export async function findMember(db: Db, id: number): Promise<MemberDetailRow | undefined> {
  const [row] = await rows<MemberDetailRow>(
    db,
    sql`SELECT ${memberColumns}, m.payee_name, m.language, m.first_login_at, m.password_flagged,
          (SELECT username FROM members u WHERE u.id = m.upline_id) AS upline_username,
          (SELECT balance FROM ledger_accounts WHERE key = 'play:' || m.id) AS play,
          (SELECT balance FROM ledger_accounts WHERE key = 'bonus:' || m.id) AS bonus,
          (SELECT balance FROM ledger_accounts WHERE key = 'points:' || m.id) AS points,
          (SELECT coalesce(sum(amount), 0) FROM deposits WHERE member_id = m.id AND status = 'approved') AS deposits,
          (SELECT coalesce(sum(amount), 0) FROM withdrawals WHERE member_id = m.id AND status = 'paid') AS withdrawals,
          b.n AS bets, b.stake, b.payout
        FROM members m,
          LATERAL (SELECT count(*) AS n, coalesce(sum(stake), 0) AS stake, coalesce(sum(payout), 0) AS payout
                   FROM bets WHERE member_id = m.id AND status = 'settled') b
        WHERE m.id = ${id}`,
  );
  return row;
}

export interface LedgerLineRow {
  id: string;
  entry_id: string;
  kind: string;
  account: string;
  amount: string;
  balance_after: string;
  actor: string;
  remark: string;
  created_at: Date | string;
}

/** The member's postings on every account of theirs (cash, play, bonus, points, vendor), newest first. */
export function memberLedger(db: Db, memberId: number, page: { cursor?: number | undefined; limit: number }) {
  const cursor = page.cursor ? sql`AND p.id < ${page.cursor}` : sql``;
  return rows<LedgerLineRow>(
    db,
    sql`SELECT p.id, p.entry_id, e.kind, a.kind AS account, p.amount, p.balance_after, e.actor, e.remark, p.created_at
        FROM ledger_accounts a
        JOIN postings p ON p.account_id = a.id
        JOIN journal_entries e ON e.id = p.entry_id
        WHERE a.member_id = ${memberId} ${cursor}
        ORDER BY p.id DESC LIMIT ${page.limit}`,
  );
}

export interface BetRow {
  id: string;
  vendor: string;
  game_type: string;
  game_name: string;
  stake: string;
  payout: string;
  status: 'open' | 'settled' | 'void';
  placed_at: Date | string;
  settled_at: Date | string | null;
}

export function memberBets(db: Db, memberId: number, page: { cursor?: number | undefined; limit: number }) {
  const cursor = page.cursor ? sql`AND id < ${page.cursor}` : sql``;
  return rows<BetRow>(
    db,
    sql`SELECT id, vendor, game_type, game_name, stake, payout, status, placed_at, settled_at
        FROM bets WHERE member_id = ${memberId} ${cursor} ORDER BY id DESC LIMIT ${page.limit}`,
  );
}

export interface PaymentRow {
  id: string;
  order_no: string;
  amount: string;
  status: string;
  remark: string;
  decided_by: string | null;
  created_at: Date | string;
  decided_at: Date | string | null;
}

export function memberPayments(
  db: Db,
  memberId: number,
  kind: 'deposit' | 'withdrawal',
  page: { cursor?: number | undefined; limit: number },
) {
  const table = kind === 'deposit' ? sql`deposits` : sql`withdrawals`;
  const cursor = page.cursor ? sql`AND id < ${page.cursor}` : sql``;
  return rows<PaymentRow>(
    db,
    sql`SELECT id, order_no, amount, status, remark, decided_by, created_at, decided_at
        FROM ${table} WHERE member_id = ${memberId} ${cursor} ORDER BY id DESC LIMIT ${page.limit}`,
  );
}

// Audit ---------------------------------------------------------------------------------------------
