import {
  AGENT_INCOME_KINDS,
  formatCents,
  type AgentIncomePage,
  type AgentIncomeQuerySchema,
  type GameType,
  type TeamBetsPage,
  type TeamBetsQuerySchema,
  type TeamMembersPage,
  type TeamMembersQuerySchema,
  type TeamOverview,
  type TeamPeriod,
  type TeamPeriodFigures,
  type TeamProfitPage,
  type TeamProfitQuerySchema,
  type TeamTotals,
} from '@swerte/contracts';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { members as membersTable } from '../../db/schema.js';
import type { Db } from '../../platform/db/client.js';
import { AppError } from '../../platform/errors.js';
import { siteDay } from '../../platform/site-day.js';
import { resolveRange, startOfSiteDate } from '../wallet/records/index.js';
import * as repo from './team.repository.js';
import { big, int } from './team.repository.js';
import * as tree from './tree.repository.js';
import type { AgentTreeService } from './tree.service.js';
import { validBetOf, type TableBetResult } from './valid-bet.js';

const DAY_MS = 86_400_000;
const iso = (value: string | Date | null) =>
  value === null ? null : typeof value === 'string' ? new Date(value).toISOString() : value.toISOString();
const dateOf = (value: string | Date) =>
  typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10);
const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The four overview periods as site dates, today included. */
export function teamPeriods(today: string): Record<TeamPeriod, [string, string]> {
  const weekday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7;
  return {
    today: [today, today],
    yesterday: [addDays(today, -1), addDays(today, -1)],
    thisWeek: [addDays(today, -weekday), today],
    thisMonth: [`${today.slice(0, 8)}01`, today],
  };
}

function totalsOf(figures: repo.BetFigures): TeamTotals {
  const stake = big(figures.stake);
  const payout = big(figures.payout);
  return {
    bets: int(figures.bets),
    stake: formatCents(stake),
    validBet: formatCents(big(figures.valid_bet)),
    payout: formatCents(payout),
    profitLoss: formatCents(payout - stake),
  };
}

export interface TeamServiceDeps {
  db: Db;
  tree: Pick<AgentTreeService, 'requireDownline'>;
  timeZone: string;
  now?: () => Date;
}

export type AgentTeamService = ReturnType<typeof createAgentTeamService>;

/** The agent centre's reads: each starts from the caller's own downline and checks every id it takes. */
export function createAgentTeamService({
  db,
  tree: trees,
  timeZone,
  now = () => new Date(),
}: TeamServiceDeps) {
  const today = () => {
    const ymd = siteDay(timeZone, now()).ymd;
    return `${ymd.slice(0, 4)}-${ymd.slice(4, 6)}-${ymd.slice(6, 8)}`;
  };
  const rangeOf = (start: string, end: string) => ({
    start,
    end,
    from: startOfSiteDate(timeZone, start),
    to: startOfSiteDate(timeZone, addDays(end, 1)),
  });

  /** The member a filter names (by id or username), checked to be in the agent's downline. */
  async function filterMember(
    agentId: number,
    query: { memberId?: number | undefined; username?: string | undefined },
  ) {
    if (query.memberId !== undefined) {
      await trees.requireDownline(agentId, query.memberId);
      return query.memberId;
    }
    if (!query.username) return undefined;
    const found = await repo.findInTeam(db, agentId, query.username);
    if (found === null) throw new AppError('error_not_downline');
    return found;
  }

  /**
   * One overview period from the agent's day totals: sums over its days, and its active members as the
   * members counted on their first day of the period's kind (the overview's periods are a day, a week from
   * Monday or a month from the 1st, so each member is counted once).
   */
  async function period(
    agentId: number,
    name: TeamPeriod,
    [start, end]: [string, string],
    allDays: repo.TeamDayRow[],
  ): Promise<TeamPeriodFigures> {
    const joined = await repo.newMembers(db, agentId, rangeOf(start, end));
    const days = allDays.filter((row) => dateOf(row.day) >= start && dateOf(row.day) <= end);
    const sum = (pick: (row: repo.TeamDayRow) => string | number) =>
      days.reduce((total, row) => total + big(pick(row)), 0n);
    const active =
      name === 'thisMonth'
        ? sum((row) => row.active_month)
        : name === 'thisWeek'
          ? sum((row) => row.active_week)
          : sum((row) => row.active_day);
    return {
      period: name,
      startDate: start,
      endDate: end,
      newMembers: int(joined),
      activeMembers: Number(active),
      deposits: Number(sum((row) => row.deposits)),
      depositAmount: formatCents(sum((row) => row.deposit_amount)),
      withdrawals: Number(sum((row) => row.withdrawals)),
      withdrawalAmount: formatCents(sum((row) => row.withdrawal_amount)),
      validBet: formatCents(sum((row) => row.valid_bet)),
      profitLoss: formatCents(sum((row) => row.payout) - sum((row) => row.stake)),
      days: days
        .filter((row) => big(row.bets) !== 0n)
        .map((row) => ({
          date: dateOf(row.day),
          validBet: formatCents(big(row.valid_bet)),
          profitLoss: formatCents(big(row.payout) - big(row.stake)),
        })),
    };
  }

  async function overview(agentId: number): Promise<TeamOverview> {
    const shape = await tree.teamShape(db, agentId);
    const periods = teamPeriods(today());
    const names = Object.keys(periods) as TeamPeriod[];
    const first = names.map((name) => periods[name][0]).sort()[0]!;
    const allDays = await repo.teamDays(db, agentId, first, periods.today[1]);
    const figures = [];
    for (const name of names) figures.push(await period(agentId, name, periods[name], allDays));
    return {
      timeZone,
      teamSize: shape.byLevel.reduce((sum, level) => sum + int(level.count), 0),
      directSize: int(shape.byLevel.find((level) => level.level === 1)?.count),
      byLevel: shape.byLevel.map((row) => ({ level: int(row.level), count: int(row.count) })),
      byKind: shape.byKind.map((row) => ({ isAgent: int(row.isAgent), count: int(row.count) })),
      periods: figures,
    };
  }

  async function members(
    agentId: number,
    query: z.output<typeof TeamMembersQuerySchema>,
  ): Promise<TeamMembersPage> {
    const parentId = query.parentId ?? agentId;
    const parentDepth = parentId === agentId ? 0 : await trees.requireDownline(agentId, parentId);
    const path = parentId === agentId ? [] : await tree.pathUp(db, parentId);
    const [parent] = await db
      .select({ id: membersTable.id, username: membersTable.username })
      .from(membersTable)
      .where(eq(membersTable.id, parentId));
    // From the caller down: the steps of the parent's path at or below the caller, then the parent.
    const below = path.slice(path.findIndex((step) => step.id === agentId));
    const breadcrumbs = [...below.map(({ id, username }) => ({ id, username }))];
    if (parent) breadcrumbs.push({ id: parent.id, username: parent.username });
    const rows = await repo.listMembers(db, {
      parentId,
      direct: query.scope === 'direct',
      username: query.username || undefined,
      kind: query.kind,
      from: query.registeredFrom ? startOfSiteDate(timeZone, query.registeredFrom) : undefined,
      to: query.registeredTo ? startOfSiteDate(timeZone, addDays(query.registeredTo, 1)) : undefined,
      cursor: query.cursor,
      limit: query.pageSize + 1,
    });
    const page = rows.slice(0, query.pageSize);
    return {
      breadcrumbs,
      list: page.map((row) => ({
        id: int(row.id),
        username: row.username,
        nickname: row.nickname,
        isAgent: int(row.is_agent),
        level: parentDepth + int(row.depth),
        upline: row.upline,
        balance: formatCents(big(row.balance)),
        teamSize: int(row.team_size),
        lastLoginAt: iso(row.last_login_at),
        createdAt: iso(row.created_at)!,
      })),
      nextCursor: rows.length > query.pageSize ? int(page.at(-1)?.id) : null,
    };
  }

  async function bets(agentId: number, query: z.output<typeof TeamBetsQuerySchema>): Promise<TeamBetsPage> {
    const range = resolveRange(query, timeZone, now());
    const memberId = await filterMember(agentId, query);
    const filter = { memberId, gameType: query.gameType, vendor: query.vendor };
    const [totals, rows] = await Promise.all([
      repo.betTotals(db, agentId, range.startDate, range.endDate, filter),
      repo.listBets(db, agentId, range, { ...filter, cursor: query.cursor, limit: query.pageSize + 1 }),
    ]);
    const page = rows.slice(0, query.pageSize);
    return {
      startDate: range.startDate,
      endDate: range.endDate,
      timeZone,
      totals: totalsOf(totals),
      list: page.map((row) => {
        const stake = big(row.stake);
        const payout = big(row.payout);
        const valid = validBetOf({
          status: 'settled',
          stake,
          payout,
          reportedValidBet: big(row.valid_bet),
          tableResults: Array.isArray(row.results) ? (row.results as TableBetResult[]) : null,
        });
        return {
          id: int(row.id),
          username: row.username,
          settledAt: iso(row.settled_at)!,
          gameType: row.game_type as GameType,
          vendor: row.vendor,
          gameName: row.game_name,
          vendorBetId: row.vendor_bet_id,
          stake: formatCents(stake),
          validBet: formatCents(valid),
          payout: formatCents(payout),
          winLoss: formatCents(payout - stake),
        };
      }),
      nextCursor: rows.length > query.pageSize ? int(page.at(-1)?.id) : null,
    };
  }

  async function profit(
    agentId: number,
    query: z.output<typeof TeamProfitQuerySchema>,
  ): Promise<TeamProfitPage> {
    const range = resolveRange(query, timeZone, now());
    const memberId = await filterMember(agentId, query);
    const [totals, rows] = await Promise.all([
      repo.betTotals(db, agentId, range.startDate, range.endDate, { memberId }),
      repo.profitRows(
        db,
        agentId,
        { start: range.startDate, end: range.endDate },
        {
          memberId,
          offset: (query.page - 1) * query.pageSize,
          limit: query.pageSize + 1,
        },
      ),
    ]);
    return {
      startDate: range.startDate,
      endDate: range.endDate,
      timeZone,
      totals: totalsOf(totals),
      list: rows.slice(0, query.pageSize).map((row) => ({
        date: dateOf(row.day),
        memberId: int(row.member_id),
        username: row.username,
        bets: int(row.bets),
        validBet: formatCents(big(row.valid_bet)),
        payout: formatCents(big(row.payout)),
        profitLoss: formatCents(big(row.payout) - big(row.stake)),
        depositAmount: formatCents(big(row.deposit_amount)),
      })),
      hasMore: rows.length > query.pageSize,
    };
  }

  async function income(
    agentId: number,
    query: z.output<typeof AgentIncomeQuerySchema>,
  ): Promise<AgentIncomePage> {
    const range = resolveRange(query, timeZone, now());
    const { list, total } = await repo.incomeRows(db, agentId, AGENT_INCOME_KINDS, range, {
      cursor: query.cursor,
      limit: query.pageSize + 1,
    });
    const page = list.slice(0, query.pageSize);
    return {
      startDate: range.startDate,
      endDate: range.endDate,
      timeZone,
      total: formatCents(total),
      list: page.map((row) => ({
        id: int(row.id),
        createdAt: iso(row.created_at)!,
        kind: row.kind as (typeof AGENT_INCOME_KINDS)[number],
        amount: formatCents(big(row.amount)),
        remark: row.remark,
      })),
      nextCursor: list.length > query.pageSize ? int(page.at(-1)?.id) : null,
    };
  }

  return { overview, members, bets, profit, income };
}
