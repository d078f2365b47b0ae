import type { ContractKind, SettlementRun } from '@swerte/contracts';
import { formatCents } from '@swerte/contracts';
import { and, desc, eq, sql } from 'drizzle-orm';
import { agentContractRows, agentSettlementRuns, type StoredTier } from '../../db/schema.js';
import { writeAudit } from '../../platform/audit.js';
import type { Db, Tx } from '../../platform/db/client.js';
import { AppError } from '../../platform/errors.js';
import { accountKey, type LedgerService, type PostInput } from '../wallet/ledger/index.js';
import { PAY_BOOK_LOCK } from './agent-stats.js';
import { rows as query, big, int } from './team.repository.js';
import { startOfSiteDate } from '../wallet/records/index.js';
import {
  addDays,
  dayBefore,
  endOfSiteDate,
  periodAt,
  remarkOf,
  type SettlementPeriod,
} from './contract-periods.js';
import * as repo from './contract.repository.js';
import {
  waterfall,
  type TeamFigures,
  type WaterfallRow,
  type WaterfallSettings,
} from './contract-waterfall.js';

export interface SettlementDeps {
  db: Db;
  /** The site's zone: periods' days and the remarks' slot times. */
  timeZone: string;
  ledger: Pick<LedgerService, 'postMany' | 'lockBalances'>;
  now?: () => Date;
  /** Contracts per transaction. */
  batchSize?: number;
}

/** Where the platform pays contracts from. */
const PLATFORM_ACCOUNT = accountKey.house('commissions');

export const entryKey = (contractId: number, periodStart: Date) =>
  `agent-contract:${contractId}:${periodStart.toISOString()}`;

type RunRecord = typeof agentSettlementRuns.$inferSelect;
export const toRun = (run: RunRecord): SettlementRun => ({
  id: run.id,
  kind: run.kind as ContractKind,
  period: run.period as SettlementRun['period'],
  periodStart: run.periodStart.toISOString(),
  periodEnd: run.periodEnd.toISOString(),
  status: run.status,
  contracts: run.contracts,
  paid: run.paid,
  unpaid: run.unpaid,
  amount: formatCents(run.amount),
  startedAt: run.startedAt.toISOString(),
  finishedAt: run.finishedAt?.toISOString() ?? null,
});

interface InForce {
  id: number;
  agent_id: string | number;
  upline_id: string | number | null;
  tiers: StoredTier[] | string;
}

export type ContractSettlementService = ReturnType<typeof createContractSettlementService>;

/**
 * Settles one (kind, period) of agent contracts: the contracts in force at the period's end, their
 * teams' figures from the bets booked in the period (agent_pay_days, the reports' valid bet), the
 * waterfall, and one ledger entry per paid row through the ledger's bulk posting, keyed per (contract, period). Each row
 * is written in the transaction that posts its entry, under a lock per (kind, period), and a row that
 * exists is never written again: a period is paid exactly once however often, or on however many
 * nodes, it runs. An upline short of cash leaves its row unpaid with the reason, never below zero.
 */
export function createContractSettlementService({
  db,
  timeZone,
  ledger,
  now = () => new Date(),
  batchSize = 2000,
}: SettlementDeps) {
  /** Settles one ended period; `by` (an operator settling by hand) is audited with the run's outcome. */
  async function settle(
    kind: ContractKind,
    period: SettlementPeriod,
    by?: { actor: string; ip: string | null },
  ): Promise<SettlementRun | null> {
    const run = await settleRun(kind, period);
    if (by && run)
      await writeAudit(db, {
        actor: by.actor,
        action: 'agent.contract.settle',
        before: null,
        after: run,
        ip: by.ip,
      });
    return run;
  }

  async function settleRun(kind: ContractKind, period: SettlementPeriod): Promise<SettlementRun | null> {
    if (period.end.getTime() > now().getTime()) throw new AppError('error_period_not_ended');
    const setting = await repo.kindSetting(db, kind);
    if (!setting?.enabled) return null;
    const run = await openRun(kind, period);
    await retryUnpaid(kind);
    if (run.status === 'done') return toRun(run);
    await awaitBookings();

    const settings = { dividend: kind === 'dividend', payer: setting.payer, carryLoss: setting.carryLoss };
    if (period.cumulative)
      // A slot pays what its day so far added since the earlier slots: one slot at a time per kind,
      // so two slots (a retried one beside the next) never both count the same delta.
      await db.transaction(async (tx) => {
        await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`agent-settle:${kind}`}))`);
        const rows = await slotRows(tx, kind, period, settings);
        if (rows.length > 0) await settleBatch(tx, kind, period, run.id, rows);
      });
    else {
      const rows = await waterfallOf(db, kind, period, settings);
      for (let i = 0; i < rows.length; i += batchSize)
        await db.transaction((tx) => settleBatch(tx, kind, period, run.id, rows.slice(i, i + batchSize)));
    }
    return toRun(await closeRun(run.id));
  }

  /**
   * Waits for the bets being booked for settlement to commit (their handlers hold the booking lock
   * shared); any booked after this is dated after the period's end, which has passed, so the reads
   * below see every bet of the period and no bet of it can arrive later.
   */
  async function awaitBookings(): Promise<void> {
    await db.transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${PAY_BOOK_LOCK}))`);
    });
  }

  async function waterfallOf(
    from: Db | Tx,
    kind: ContractKind,
    period: SettlementPeriod,
    settings: WaterfallSettings,
  ): Promise<WaterfallRow[]> {
    const contracts = await inForce(from, kind, period);
    if (contracts.length === 0) return [];
    const figures = await teamFigures(from, kind, period);
    const carried =
      settings.dividend && settings.carryLoss
        ? await carriedIn(from, kind, period)
        : new Map<number, bigint>();
    return waterfall(
      contracts.map((c) => ({
        id: c.id,
        agentId: Number(c.agent_id),
        uplineId: c.upline_id === null ? null : Number(c.upline_id),
        tiers: typeof c.tiers === 'string' ? (JSON.parse(c.tiers) as StoredTier[]) : c.tiers,
      })),
      (agentId) => figures.get(agentId),
      (contractId) => carried.get(contractId) ?? 0n,
      settings,
    );
  }

  /**
   * An hourly or real-time slot's rows: what its site day so far is due less what the day's earlier
   * slots took, plus a catch-up for the day before: bets booked on that day but not seen by its last
   * slot (a slot run that failed or never came) are paid in the next day's slots, as what the whole
   * day before is due less what was paid for it. The catch-up is kept
   * in the row's carried_in, so each day's paid total stays known.
   */
  async function slotRows(
    tx: Tx,
    kind: ContractKind,
    period: SettlementPeriod,
    settings: WaterfallSettings,
  ): Promise<WaterfallRow[]> {
    const today = await waterfallOf(tx, kind, period, settings);
    if (today.length === 0) return [];
    const before = dayBefore(period, timeZone);
    const paidToday = await paidForDay(tx, kind, period.fromDay);
    const lateDue = new Map(
      (await waterfallOf(tx, kind, before, settings)).map((r) => [r.contractId, r.due]),
    );
    const paidBefore = await paidForDay(tx, kind, before.fromDay);
    return today.map((row) => {
      const own = clampDelta(row.due - (paidToday.get(row.contractId) ?? 0n));
      // Only a day the contract was settled in (not one its kind was off, or before it ran at all).
      const paid = paidBefore.get(row.contractId);
      const late = paid === undefined ? 0n : clampDelta((lateDue.get(row.contractId) ?? 0n) - paid);
      return { ...row, due: own + late, carriedIn: late };
    });
  }

  async function openRun(kind: ContractKind, period: SettlementPeriod): Promise<RunRecord> {
    await db
      .insert(agentSettlementRuns)
      .values({ kind, period: period.period, periodStart: period.start, periodEnd: period.end })
      .onConflictDoNothing();
    const [run] = await db
      .select()
      .from(agentSettlementRuns)
      .where(
        and(
          eq(agentSettlementRuns.kind, kind),
          eq(agentSettlementRuns.period, period.period),
          eq(agentSettlementRuns.periodStart, period.start),
        ),
      );
    return run!;
  }

  async function closeRun(runId: number): Promise<RunRecord> {
    return recount(db, runId, true);
  }

  /** A run's counts and paid amount from its rows (again after a retry paid some of them). */
  async function recount(from: Db | Tx, runId: number, done = false): Promise<RunRecord> {
    const [run] = await from
      .update(agentSettlementRuns)
      .set({
        ...(done
          ? { status: 'done' as const, finishedAt: sql`coalesce(${agentSettlementRuns.finishedAt}, now())` }
          : {}),
        contracts: sql`(SELECT count(*) FROM agent_contract_rows WHERE run_id = ${runId})::int`,
        paid: sql`(SELECT count(*) FROM agent_contract_rows WHERE run_id = ${runId} AND status = 'paid')::int`,
        unpaid: sql`(SELECT count(*) FROM agent_contract_rows WHERE run_id = ${runId} AND status = 'unpaid')::int`,
        amount: sql`(SELECT coalesce(sum(amount), 0) FROM agent_contract_rows WHERE run_id = ${runId} AND status = 'paid')`,
      })
      .where(eq(agentSettlementRuns.id, runId))
      .returning();
    return run!;
  }

  /** Contracts of the kind and period in force at the period's end (accepted before it, not ended by it). */
  async function inForce(from: Db | Tx, kind: ContractKind, period: SettlementPeriod) {
    return query<InForce & { id: number }>(
      from,
      sql`SELECT id, agent_id, upline_id, tiers FROM agent_contracts
        WHERE kind = ${kind} AND period = ${period.period} AND status IN ('active', 'ended')
          AND accepted_at < ${period.end.toISOString()}
          AND (ended_at IS NULL OR ended_at >= ${period.end.toISOString()})`,
    ).then((found) => found.map((c) => ({ ...c, id: Number(c.id) })));
  }

  /**
   * Every contracted agent's team over the period's site days: one grouped read of the bets booked for
   * settlement on those days (`agent_pay_days`: by when a bet reached us, so a late one counts in the
   * period open when it came, never in one already paid).
   */
  async function teamFigures(
    from: Db | Tx,
    kind: ContractKind,
    period: SettlementPeriod,
  ): Promise<Map<number, TeamFigures>> {
    const found = await query<{ agent_id: string; valid_bet: string; net_loss: string; active: string }>(
      from,
      sql`SELECT t.ancestor_id AS agent_id, sum(d.valid_bet) AS valid_bet, sum(d.stake - d.payout) AS net_loss,
          count(DISTINCT d.member_id) FILTER (WHERE d.bets > 0) AS active
        FROM member_tree t
        JOIN agent_pay_days d ON d.member_id = t.descendant_id AND d.day BETWEEN ${period.fromDay} AND ${period.toDay}
        WHERE t.depth > 0 AND t.ancestor_id IN (
          SELECT agent_id FROM agent_contracts
          WHERE kind = ${kind} AND period = ${period.period} AND status IN ('active', 'ended')
            AND accepted_at < ${period.end.toISOString()}
            AND (ended_at IS NULL OR ended_at >= ${period.end.toISOString()}))
        GROUP BY t.ancestor_id`,
    );
    return new Map(
      found.map((row) => [
        int(row.agent_id),
        { validBet: big(row.valid_bet), netLoss: big(row.net_loss), activeMembers: int(row.active) },
      ]),
    );
  }

  /** Each contract's loss carried out of its latest settled period before this one. */
  async function carriedIn(
    from: Db | Tx,
    kind: ContractKind,
    period: SettlementPeriod,
  ): Promise<Map<number, bigint>> {
    const found = await query<{ contract_id: string; carried_out: string }>(
      from,
      sql`SELECT DISTINCT ON (contract_id) contract_id, carried_out FROM agent_contract_rows
        WHERE kind = ${kind} AND period_start < ${period.start.toISOString()}
        ORDER BY contract_id, period_start DESC`,
    );
    return new Map(found.map((row) => [int(row.contract_id), big(row.carried_out)]));
  }

  /**
   * Hourly and real-time: what each contract settled on the site day `day` was paid for it (or has
   * waiting unpaid, which a later run retries): its slots' amounts less their catch-ups for the day
   * before, plus the catch-ups the next day's slots paid for it. A contract with no row that day is
   * not in the map.
   */
  async function paidForDay(from: Db | Tx, kind: ContractKind, day: string): Promise<Map<number, bigint>> {
    const start = endOfSiteDate(timeZone, day);
    const dayStart = startOfSiteDate(timeZone, day);
    const next = endOfSiteDate(timeZone, addDays(day, 1));
    const found = await query<{ contract_id: string; paid: string }>(
      from,
      sql`SELECT contract_id,
          coalesce(sum(CASE WHEN period_start < ${start.toISOString()} THEN amount - carried_in ELSE carried_in END)
            FILTER (WHERE status IN ('paid', 'unpaid')), 0) AS paid
        FROM agent_contract_rows
        WHERE kind = ${kind}
          AND period_start >= ${dayStart.toISOString()} AND period_start < ${next.toISOString()}
        GROUP BY contract_id`,
    );
    return new Map(found.map((row) => [int(row.contract_id), big(row.paid)]));
  }

  /**
   * Pays the kind's rows left unpaid (their upline was short of cash) now that the upline may hold
   * enough, oldest first, each from the same payer as before and under the same ledger key, so a row
   * is paid exactly once and a payer never goes below zero; one still short stays unpaid for the next
   * run. Rows lock under one lock per kind; the runs they belong to count them paid afterwards.
   */
  async function retryUnpaid(kind: ContractKind): Promise<void> {
    await db.transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`agent-retry:${kind}`}))`);
      const unpaid = await tx
        .select()
        .from(agentContractRows)
        .where(and(eq(agentContractRows.kind, kind), eq(agentContractRows.status, 'unpaid')))
        .orderBy(agentContractRows.periodStart, agentContractRows.id)
        .limit(batchSize)
        .for('update');
      if (unpaid.length === 0) return;
      const periods = new Map(
        (
          await query<{ id: string; period: string }>(
            tx,
            sql`SELECT id, period FROM agent_settlement_runs WHERE id IN (${sql.join(
              [...new Set(unpaid.map((row) => row.runId))].map((id) => sql`${id}`),
              sql`, `,
            )})`,
          )
        ).map((run) => [int(run.id), run.period as SettlementPeriod['period']]),
      );
      // The receivers too: a row paid here can let its agent cover its own downline's unpaid row.
      const balances = await ledger.lockBalances(
        tx,
        unpaid.flatMap((row) => [accountKey.cash(row.payerId!), accountKey.cash(row.agentId)]),
      );
      const entries: PostInput[] = [];
      const paidIds: number[] = [];
      for (const row of unpaid) {
        const payer = accountKey.cash(row.payerId!);
        if (balances.get(payer)! < row.amount) continue;
        balances.set(payer, balances.get(payer)! - row.amount);
        const receiver = accountKey.cash(row.agentId);
        balances.set(receiver, balances.get(receiver)! + row.amount);
        const period = periodAt(periods.get(row.runId)!, row.periodStart, timeZone);
        entries.push(
          entryOf(kind, remarkOf(kind, period, timeZone), period, {
            contractId: row.contractId,
            agentId: row.agentId,
            payerId: row.payerId,
            due: row.amount,
          }),
        );
        paidIds.push(row.id);
      }
      if (entries.length === 0) return;
      await ledger.postMany(tx, entries);
      const ids = sql.join(
        paidIds.map((id) => sql`${id}`),
        sql`, `,
      );
      await tx.execute(sql`UPDATE agent_contract_rows r SET status = 'paid', reason = NULL, entry_id = j.id
        FROM journal_entries j
        WHERE r.id IN (${ids})
          AND j.idempotency_key = 'agent-contract:' || r.contract_id || ':' || to_char(r.period_start AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);
      for (const runId of new Set(unpaid.filter((row) => paidIds.includes(row.id)).map((row) => row.runId)))
        await recount(tx, runId);
      await writeAudit(tx, {
        actor: 'system',
        action: 'agent.contract.retry',
        before: null,
        after: { kind, rows: paidIds },
        ip: null,
      });
    });
  }

  async function settleBatch(
    tx: Tx,
    kind: ContractKind,
    period: SettlementPeriod,
    runId: number,
    batch: WaterfallRow[],
  ) {
    // One settlement of a (kind, period) at a time: a second waits here, then finds the rows written.
    await tx.execute(
      sql`SELECT pg_advisory_xact_lock(hashtext(${`agent-settle:${kind}:${period.period}:${period.start.toISOString()}`}))`,
    );
    const done = new Set(
      (
        await query<{ contract_id: string }>(
          tx,
          sql`SELECT contract_id FROM agent_contract_rows WHERE period_start = ${period.start.toISOString()}
            AND contract_id IN (${sql.join(
              batch.map((row) => sql`${row.contractId}`),
              sql`, `,
            )})`,
        )
      ).map((row) => int(row.contract_id)),
    );
    const fresh = batch.filter((row) => !done.has(row.contractId));
    if (fresh.length === 0) return;

    const payerKeys = fresh
      .filter((row) => row.payerId !== null && row.due > 0n)
      .map((row) => accountKey.cash(row.payerId!));
    const balances = payerKeys.length ? await ledger.lockBalances(tx, payerKeys) : new Map<string, bigint>();
    const entries: PostInput[] = [];
    const written = fresh.map((row) => {
      let status: 'paid' | 'unpaid' | 'nothing' = row.due > 0n ? 'paid' : 'nothing';
      let reason: string | null = null;
      if (status === 'paid' && row.payerId !== null) {
        const key = accountKey.cash(row.payerId);
        const balance = balances.get(key) ?? 0n;
        if (balance < row.due) {
          status = 'unpaid';
          reason = 'error_upline_insufficient_balance';
        } else balances.set(key, balance - row.due);
      }
      if (status === 'paid') {
        // Rows run top down, so an upline paid in this batch can pass it on to its own downline.
        const receiver = accountKey.cash(row.agentId);
        if (balances.has(receiver)) balances.set(receiver, balances.get(receiver)! + row.due);
        entries.push(entryOf(kind, remarkOf(kind, period, timeZone), period, row));
      }
      return { row, status, reason };
    });
    if (entries.length > 0) await ledger.postMany(tx, entries);
    await tx.insert(agentContractRows).values(
      written.map(({ row, status, reason }) => ({
        contractId: row.contractId,
        runId,
        kind,
        agentId: row.agentId,
        payerId: row.payerId,
        periodStart: period.start,
        periodEnd: period.end,
        rateBp: row.rateBp,
        activeMembers: row.figures.activeMembers,
        validBet: row.figures.validBet,
        profitLoss: -row.figures.netLoss,
        carriedIn: row.carriedIn,
        carriedOut: row.carriedOut,
        amount: row.due,
        status,
        reason,
      })),
    );
    await tx.execute(sql`UPDATE agent_contract_rows r SET entry_id = j.id FROM journal_entries j
      WHERE r.run_id = ${runId} AND r.entry_id IS NULL AND r.status = 'paid'
        AND j.idempotency_key = 'agent-contract:' || r.contract_id || ':' || ${period.start.toISOString()}`);
  }

  async function runs(kindFilter: ContractKind | undefined, limit: number) {
    const found = await db
      .select()
      .from(agentSettlementRuns)
      .where(kindFilter ? eq(agentSettlementRuns.kind, kindFilter) : undefined)
      .orderBy(desc(agentSettlementRuns.startedAt), desc(agentSettlementRuns.id))
      .limit(limit);
    return { list: found.map(toRun) };
  }

  async function runRows(runId: number) {
    const [run] = await db.select().from(agentSettlementRuns).where(eq(agentSettlementRuns.id, runId));
    if (!run) throw new AppError('error_not_found');
    const found = await db
      .select()
      .from(agentContractRows)
      .where(eq(agentContractRows.runId, runId))
      .orderBy(agentContractRows.id);
    return { run: toRun(run), rows: found.map(repo.toContractRow) };
  }

  return { settle, runs, runRows };
}

const clampDelta = (amount: bigint) => (amount > 0n ? amount : 0n);

function entryOf(
  kind: ContractKind,
  remark: string,
  period: { start: Date; end: Date },
  row: Pick<WaterfallRow, 'contractId' | 'agentId' | 'payerId' | 'due'>,
): PostInput {
  const ledgerKind = kind === 'dividend' ? 'agent_dividend' : 'agent_salary';
  return {
    idempotencyKey: entryKey(row.contractId, period.start),
    kind: ledgerKind,
    memberId: row.agentId,
    actor: 'system',
    reference: {
      contractId: row.contractId,
      kind,
      periodStart: period.start.toISOString(),
      periodEnd: period.end.toISOString(),
    },
    remark,
    postings: [
      {
        accountKey: row.payerId === null ? PLATFORM_ACCOUNT : accountKey.cash(row.payerId),
        amount: -row.due,
      },
      { accountKey: accountKey.cash(row.agentId), amount: row.due },
    ],
  };
}
