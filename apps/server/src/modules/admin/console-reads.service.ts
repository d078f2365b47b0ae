import {
  formatCents,
  type AdminMember,
  type AdminMemberRow,
  type Dashboard,
  type DashboardQuery,
} from '@swerte/contracts';
import { actorNames } from '../../platform/audit.js';
import type { Db } from '../../platform/db/client.js';
import { AppError } from '../../platform/errors.js';
import * as repo from './console-reads.repository.js';

export interface ConsoleReadsDeps {
  db: Db;
  timeZone: string;
}

export type ConsoleReads = ReturnType<typeof createConsoleReads>;

const money = (value: string | number | null | undefined) => formatCents(BigInt(value ?? 0));
const iso = (value: Date | string) => new Date(value).toISOString();
const isoOrNull = (value: Date | string | null) => (value === null ? null : iso(value));

/** Every site day of the range, in order (the chart's x axis has no gaps). */
export function daysOf(from: string, to: string): string[] {
  const days: string[] = [];
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${to}T00:00:00Z`); t += 86_400_000) {
    days.push(new Date(t).toISOString().slice(0, 10));
  }
  return days;
}

const toMemberRow = (row: repo.MemberRow): AdminMemberRow => ({
  id: Number(row.id),
  username: row.username,
  nickname: row.nickname,
  mobile: row.mobile ? `+${row.mobile_country_code ?? ''} ${row.mobile}` : null,
  email: row.email,
  isAgent: row.is_agent,
  cash: money(row.cash),
  createdAt: iso(row.created_at),
  lastLoginAt: isoOrNull(row.last_login_at),
});

const page = <Row extends { id: string }, Item>(rows: Row[], limit: number, map: (row: Row) => Item) => ({
  list: rows.map(map),
  nextCursor: rows.length === limit ? Number(rows[rows.length - 1]?.id) : null,
});

/** The console's reads: figures and members, mapped to the contract's shapes. */
export function createConsoleReads({ db, timeZone }: ConsoleReadsDeps) {
  async function dashboard({ from, to }: DashboardQuery): Promise<Dashboard> {
    const range = { from, to, timeZone };
    const [registrations, deposits, withdrawals, first, bets, active, pending] = await Promise.all([
      repo.registrationsByDay(db, range),
      repo.clearedByDay(db, range, 'house:deposits_clearing', 'deposit'),
      repo.clearedByDay(db, range, 'house:payouts', 'withdrawal_paid'),
      repo.firstDeposits(db, range),
      repo.settledBets(db, range),
      repo.activePlayers(db, range),
      repo.pendingQueues(db),
    ]);
    const sum = (list: { amount: string }[]) => list.reduce((total, r) => total + BigInt(r.amount), 0n);
    const count = (list: { n: string }[]) => list.reduce((total, r) => total + Number(r.n), 0);
    type Totals = { bets: number; stake: bigint; payout: bigint };
    const byType = new Map<string, Totals>();
    const byVendor = new Map<string, Totals & { gameType: string; vendor: string }>();
    const add = <T extends Totals>(map: Map<string, T>, key: string, empty: T, row: repo.GameTypeDayRow) => {
      const acc = map.get(key) ?? empty;
      map.set(key, {
        ...acc,
        bets: acc.bets + Number(row.n),
        stake: acc.stake + BigInt(row.stake),
        payout: acc.payout + BigInt(row.payout),
      });
    };
    for (const row of bets) {
      add(byType, row.game_type, { bets: 0, stake: 0n, payout: 0n }, row);
      const empty = { gameType: row.game_type, vendor: row.vendor, bets: 0, stake: 0n, payout: 0n };
      add(byVendor, `${row.game_type}\u0000${row.vendor}`, empty, row);
    }
    const stake = bets.reduce((total, r) => total + BigInt(r.stake), 0n);
    const payout = bets.reduce((total, r) => total + BigInt(r.payout), 0n);
    const onDay = <R extends { day: string }>(list: R[], day: string) => list.filter((r) => r.day === day);
    return {
      from,
      to,
      timeZone,
      registrations: count(registrations),
      firstDeposits: { count: Number(first[0]?.n ?? 0), amount: money(first[0]?.amount) },
      deposits: { count: count(deposits), amount: formatCents(sum(deposits)) },
      withdrawals: { count: count(withdrawals), amount: formatCents(sum(withdrawals)) },
      activePlayers: active,
      bets: {
        count: count(bets),
        stake: formatCents(stake),
        payout: formatCents(payout),
        ggr: formatCents(stake - payout),
      },
      byVendor: [...byVendor.values()]
        .sort((a, b) => a.gameType.localeCompare(b.gameType) || a.vendor.localeCompare(b.vendor))
        .map((v) => ({
          gameType: v.gameType,
          vendor: v.vendor,
          bets: v.bets,
          stake: formatCents(v.stake),
          payout: formatCents(v.payout),
          ggr: formatCents(v.stake - v.payout),
        })),
      byGameType: [...byType.entries()]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([gameType, t]) => ({
          gameType,
          bets: t.bets,
          stake: formatCents(t.stake),
          payout: formatCents(t.payout),
          ggr: formatCents(t.stake - t.payout),
        })),
      days: daysOf(from, to).map((day) => {
        const dayBets = onDay(bets, day);
        return {
          day,
          registrations: count(onDay(registrations, day)),
          deposits: formatCents(sum(onDay(deposits, day))),
          withdrawals: formatCents(sum(onDay(withdrawals, day))),
          ggr: formatCents(dayBets.reduce((t, r) => t + BigInt(r.stake) - BigInt(r.payout), 0n)),
        };
      }),
      pending,
    };
  }

  async function member(id: number): Promise<AdminMember> {
    const row = await repo.findMember(db, id);
    if (!row) throw new AppError('error_not_found');
    return {
      ...toMemberRow(row),
      payeeName: row.payee_name,
      language: row.language,
      uplineUsername: row.upline_username,
      firstLoginAt: isoOrNull(row.first_login_at),
      passwordFlagged: row.password_flagged,
      balances: {
        cash: money(row.cash),
        play: money(row.play),
        bonus: money(row.bonus),
        points: money(row.points),
      },
      totals: {
        deposits: money(row.deposits),
        withdrawals: money(row.withdrawals),
        bets: Number(row.bets),
        stake: money(row.stake),
        payout: money(row.payout),
      },
    };
  }

  /** A member's records need the member: an unknown id is a 404, not an empty page. */
  async function knownMember(id: number) {
    if (!(await repo.findMember(db, id))) throw new AppError('error_not_found');
  }

  type PageQuery = { cursor?: number | undefined; pageSize: number };

  return {
    dashboard,
    member,
    members: async (q: Omit<repo.MemberSearch, 'limit'> & { pageSize: number }) =>
      page(await repo.searchMembers(db, { ...q, limit: q.pageSize }), q.pageSize, toMemberRow),
    ledger: async (id: number, q: PageQuery) => {
      await knownMember(id);
      const rows = await repo.memberLedger(db, id, { cursor: q.cursor, limit: q.pageSize });
      return page(rows, q.pageSize, (r) => ({
        id: Number(r.id),
        entryId: Number(r.entry_id),
        kind: r.kind,
        account: r.account,
        amount: money(r.amount),
        balanceAfter: money(r.balance_after),
        actor: r.actor,
        remark: r.remark,
        createdAt: iso(r.created_at),
      }));
    },
    bets: async (id: number, q: PageQuery) => {
      await knownMember(id);
      const rows = await repo.memberBets(db, id, { cursor: q.cursor, limit: q.pageSize });
      return page(rows, q.pageSize, (r) => ({
        id: Number(r.id),
        vendor: r.vendor,
        gameType: r.game_type,
        gameName: r.game_name,
        stake: money(r.stake),
        payout: money(r.payout),
        status: r.status,
        placedAt: iso(r.placed_at),
        settledAt: isoOrNull(r.settled_at),
      }));
    },
    payments: async (id: number, q: PageQuery & { kind: 'deposit' | 'withdrawal' }) => {
      await knownMember(id);
      const rows = await repo.memberPayments(db, id, q.kind, { cursor: q.cursor, limit: q.pageSize });
      const nameOf = await actorNames(
        db,
        rows.map((r) => r.decided_by),
      );
      return page(rows, q.pageSize, (r) => ({
        id: Number(r.id),
        orderNo: r.order_no,
        amount: money(r.amount),
        status: r.status,
        remark: r.remark,
        decidedBy: r.decided_by === null ? null : nameOf(r.decided_by),
        createdAt: iso(r.created_at),
        decidedAt: isoOrNull(r.decided_at),
      }));
    },
  };
}
