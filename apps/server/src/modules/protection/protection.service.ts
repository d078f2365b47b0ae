import {
  formatCents,
  parseCents,
  SESSION_RECALL_BETS,
  type SessionBet,
  type ActivityRow,
  type Block,
  type InitialLimits,
  type Limit,
  type LimitKind,
  type LimitPeriod,
  type PlaySession,
  type ProtectionStatus,
  type SetLimitBody,
} from '@swerte/contracts';
import { writeAudit } from '../../platform/audit.js';
import type { Db, Tx } from '../../platform/db/client.js';
import { AppError } from '../../platform/errors.js';
import { confirmable, decideChange, nextWindowDate, windowStartDate } from './limit-maths.js';
import { startOfSiteDate } from '../wallet/records/index.js';
import type { Jurisdictions } from './jurisdictions.js';
import { blockInForce, siteTime, startsOf, windowsAt } from './protection-guard.js';
import * as repo from './protection.repository.js';

const DAY_MS = 86_400_000;

export interface ProtectionDeps {
  db: Db;
  timeZone: string;
  /** Ends every session of the member (a self-exclusion logs out everywhere); the session area's. */
  revokeAllSessions: (tx: Tx, memberId: number) => Promise<unknown>;
  /** The member's jurisdiction: cooling-off hours and the reality-check interval it starts with. */
  jurisdictions: Pick<Jurisdictions, 'ofMember'>;
  now?: () => Date;
}

export type ProtectionService = ReturnType<typeof createProtectionService>;

const valueText = (kind: LimitKind, value: bigint | null) =>
  value === null ? null : kind === 'session' ? null : formatCents(value);
const minutesOf = (kind: LimitKind, value: bigint | null) =>
  value === null || kind !== 'session' ? null : Number(value);

export function toBlock(row: repo.BlockRow): Block {
  return {
    kind: row.kind,
    startedAt: row.startedAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    returnRequestedAt: row.returnRequestedAt?.toISOString() ?? null,
    returnAt: row.returnAt?.toISOString() ?? null,
    imposedBy: row.imposedBy,
  };
}

/** The member's own tools: limits, time-out, self-exclusion, reality check, activity statement. */
export function createProtectionService(deps: ProtectionDeps) {
  const { db, timeZone, now = () => new Date() } = deps;

  /** Every limit with what its window used, when it resets, and a change waiting. */
  async function limitsView(from: Db | Tx, memberId: number): Promise<Limit[]> {
    const rows = await repo.limitsOf(from, memberId);
    if (rows.length === 0) return [];
    const at = now();
    const windows = windowsAt(timeZone, at);
    const starts = startsOf(windows);
    const [deposits, bets, minutes] = await Promise.all([
      repo.depositSums(from, memberId, starts),
      repo.betSums(from, memberId, starts),
      repo.sessionMinutes(from, memberId, starts),
    ]);
    {
      const used = (kind: LimitKind, period: LimitPeriod) =>
        kind === 'deposit'
          ? formatCents(deposits[period])
          : kind === 'wager'
            ? formatCents(bets.stakes[period])
            : kind === 'loss'
              ? formatCents(bets.losses[period] < 0n ? 0n : bets.losses[period])
              : String(minutes[period]);
      return rows
        .sort((a, b) => order(a) - order(b))
        .map((row) => ({
          kind: row.kind,
          period: row.period,
          amount: valueText(row.kind, row.value),
          minutes: minutesOf(row.kind, row.value),
          used: used(row.kind, row.period),
          resetsAt: windows[row.period].to.toISOString(),
          pending: row.pendingAt
            ? {
                amount: valueText(row.kind, row.pendingValue),
                minutes: minutesOf(row.kind, row.pendingValue),
                removes: row.pendingRemoves,
                effectiveAt: row.pendingAt.toISOString(),
                confirmable: confirmable(row, at),
              }
            : null,
        }));
    }
  }

  async function status(memberId: number, from: Db | Tx = db): Promise<ProtectionStatus> {
    const [state, rules, block] = [
      await repo.findState(from, memberId),
      await deps.jurisdictions.ofMember(from, memberId),
      await repo.currentBlock(from, memberId),
    ];
    const inForce = blockInForce(state, now());
    const limits = await limitsView(from, memberId);
    return {
      limits,
      realityCheckMinutes: state?.realityCheckMinutes ?? rules.realityCheckMinutes,
      block: inForce && block ? toBlock(block) : null,
      coolingOffHours: rules.coolingOffHours,
      jurisdiction: rules.code,
      depositLimitOffer:
        !limits.some((limit) => limit.kind === 'deposit') && !(await repo.hasDeposited(from, memberId)),
    };
  }

  async function changeLimits<T>(
    memberId: number,
    work: (tx: Tx, rules: { coolingOffHours: number }) => Promise<T>,
  ) {
    await db.transaction(async (tx) => {
      await repo.ensureState(tx, memberId);
      await work(tx, await deps.jurisdictions.ofMember(tx, memberId));
      await repo.updateState(tx, memberId, { hasLimits: (await repo.countLimits(tx, memberId)) > 0 });
    });
    return status(memberId);
  }

  async function findLimit(tx: Tx, memberId: number, kind: LimitKind, period: LimitPeriod) {
    return (await repo.limitsOf(tx, memberId)).find((l) => l.kind === kind && l.period === period) ?? null;
  }

  async function setLimit(memberId: number, body: SetLimitBody, ip: string) {
    const wanted = body.remove
      ? null
      : body.kind === 'session'
        ? BigInt(body.minutes ?? 0)
        : parseCents(body.amount ?? '0');
    return changeLimits(memberId, async (tx, rules) => {
      const existing = await findLimit(tx, memberId, body.kind, body.period);
      const change = decideChange(existing, wanted, now(), rules.coolingOffHours);
      const key = { memberId, kind: body.kind, period: body.period };
      if (change.kind === 'delete') return;
      if (change.kind === 'apply')
        await repo.upsertLimit(tx, {
          ...key,
          value: change.value,
          pendingValue: null,
          pendingRemoves: false,
          pendingAt: null,
        });
      else
        await repo.upsertLimit(tx, {
          ...key,
          value: existing?.value ?? 0n,
          pendingValue: change.value,
          pendingRemoves: change.removes,
          pendingAt: change.at,
        });
      await writeAudit(tx, {
        actor: `member:${memberId}`,
        action: `protection.limit.${change.kind}`,
        before: existing ? { ...key, value: String(existing.value) } : null,
        after: { ...key, value: wanted === null ? null : String(wanted) },
        ip,
      });
    });
  }

  /**
   * The limits a player sets while registering, in the registration's transaction: each is a first
   * limit, so it applies at once.
   */
  async function applyInitialLimits(tx: Tx, memberId: number, limits: InitialLimits, ip: string) {
    if (limits.length === 0) return;
    await repo.ensureState(tx, memberId);
    for (const limit of limits) {
      const value = limit.kind === 'session' ? BigInt(limit.minutes ?? 0) : parseCents(limit.amount ?? '0');
      await repo.upsertLimit(tx, {
        memberId,
        kind: limit.kind,
        period: limit.period,
        value,
        pendingValue: null,
        pendingRemoves: false,
        pendingAt: null,
      });
    }
    await repo.updateState(tx, memberId, { hasLimits: true });
    await writeAudit(tx, {
      actor: `member:${memberId}`,
      action: 'protection.limit.register',
      before: null,
      after: {
        limits: limits.map((l) => ({ kind: l.kind, period: l.period, value: l.amount ?? l.minutes })),
      },
      ip,
    });
  }

  async function confirmLimit(memberId: number, kind: LimitKind, period: LimitPeriod, ip: string) {
    return changeLimits(memberId, async (tx) => {
      const limit = await findLimit(tx, memberId, kind, period);
      if (!limit?.pendingAt) throw new AppError('error_limit_nothing_pending');
      if (!confirmable(limit, now()))
        throw new AppError('error_limit_cooling_off', {
          params: { resetsAt: siteTime(limit.pendingAt, timeZone) },
        });
      if (limit.pendingRemoves || limit.pendingValue === null)
        await repo.deleteLimit(tx, memberId, kind, period);
      else
        await repo.upsertLimit(tx, {
          memberId,
          kind,
          period,
          value: limit.pendingValue,
          pendingValue: null,
          pendingRemoves: false,
          pendingAt: null,
        });
      await writeAudit(tx, {
        actor: `member:${memberId}`,
        action: 'protection.limit.confirm',
        before: { kind, period, value: String(limit.value) },
        after: { kind, period, value: limit.pendingRemoves ? null : String(limit.pendingValue) },
        ip,
      });
    });
  }

  async function cancelLimit(memberId: number, kind: LimitKind, period: LimitPeriod) {
    return changeLimits(memberId, async (tx) => {
      const limit = await findLimit(tx, memberId, kind, period);
      if (!limit?.pendingAt) throw new AppError('error_limit_nothing_pending');
      await repo.upsertLimit(tx, { ...limit, pendingValue: null, pendingRemoves: false, pendingAt: null });
    });
  }

  /** Starts a block unless one reaching further is in force; a self-exclusion also logs out everywhere. */
  async function startBlock(
    tx: Tx,
    memberId: number,
    block: { kind: 'timeout' | 'self_exclusion'; endsAt: Date; imposedBy: string; reason: string },
  ) {
    const state = await repo.ensureState(tx, memberId);
    const current = blockInForce(state, now());
    const weaker =
      current &&
      (current.until >= block.endsAt || (current.kind === 'self_exclusion' && block.kind === 'timeout'));
    if (current && weaker) {
      const code = block.imposedBy === 'member' ? 'error_block_in_force' : 'error_exclusion_shorter';
      throw new AppError(code, { params: { until: siteTime(current.until, timeZone) } });
    }
    await repo.liftBlocks(tx, memberId, now());
    const row = await repo.insertBlock(tx, { memberId, ...block });
    await repo.updateState(tx, memberId, { blockKind: block.kind, blockUntil: block.endsAt, returnAt: null });
    if (block.kind === 'self_exclusion') await deps.revokeAllSessions(tx, memberId);
    return row;
  }

  async function timeout(memberId: number, days: number, ip: string) {
    await db.transaction(async (tx) => {
      const endsAt = new Date(now().getTime() + days * DAY_MS);
      await startBlock(tx, memberId, { kind: 'timeout', endsAt, imposedBy: 'member', reason: '' });
      await writeAudit(tx, {
        actor: `member:${memberId}`,
        action: 'protection.timeout',
        before: null,
        after: { days },
        ip,
      });
    });
    return status(memberId);
  }

  async function selfExclude(
    memberId: number,
    months: number,
    by: { actor: string; ip: string; reason?: string },
  ) {
    return db.transaction(async (tx) => {
      const endsAt = addMonths(now(), months);
      const imposedBy = by.actor.startsWith('member:') ? 'member' : by.actor;
      const row = await startBlock(tx, memberId, {
        kind: 'self_exclusion',
        endsAt,
        imposedBy,
        reason: by.reason ?? '',
      });
      await writeAudit(tx, {
        actor: by.actor,
        action: 'protection.self_exclusion',
        before: null,
        after: { memberId, months, endsAt: endsAt.toISOString(), reason: by.reason ?? '' },
        ip: by.ip,
      });
      return { endsAt: row.endsAt.toISOString() };
    });
  }

  /** After its end, the player asks to come back; the exclusion lifts once the cooling-off has passed. */
  async function requestReturn(memberId: number, ip: string) {
    await db.transaction(async (tx) => {
      const state = await repo.ensureState(tx, memberId);
      const block = await repo.currentBlock(tx, memberId);
      if (state.blockKind !== 'self_exclusion' || !block || !blockInForce(state, now()))
        throw new AppError('error_limit_nothing_pending');
      if (block.endsAt > now())
        throw new AppError('error_exclusion_not_ended', {
          params: { until: siteTime(block.endsAt, timeZone) },
        });
      if (block.returnAt) return;
      const rules = await deps.jurisdictions.ofMember(tx, memberId);
      const returnAt = new Date(now().getTime() + rules.coolingOffHours * 3_600_000);
      await repo.setReturn(tx, block.id, now(), returnAt);
      await repo.updateState(tx, memberId, { returnAt });
      await writeAudit(tx, {
        actor: `member:${memberId}`,
        action: 'protection.return_request',
        before: null,
        after: { returnAt: returnAt.toISOString() },
        ip,
      });
    });
    return status(memberId);
  }

  async function setRealityCheck(memberId: number, minutes: number) {
    await db.transaction(async (tx) => {
      await repo.ensureState(tx, memberId);
      await repo.updateState(tx, memberId, { realityCheckMinutes: minutes });
    });
    return status(memberId);
  }

  async function playSession(memberId: number, sessionId: number): Promise<PlaySession> {
    const [found, state, rules] = await Promise.all([
      repo.sessionResult(db, memberId, sessionId),
      repo.findState(db, memberId),
      deps.jurisdictions.ofMember(db, memberId),
    ]);
    if (!found) throw new AppError('error_not_logged_in');
    const recent = await repo.sessionBets(db, memberId, found.startedAt, SESSION_RECALL_BETS);
    return {
      recent: recent.map((bet): SessionBet => ({
        gameName: bet.game_name,
        gameType: bet.game_type,
        stake: formatCents(BigInt(bet.stake)),
        net: bet.status === 'settled' ? formatCents(BigInt(bet.payout) - BigInt(bet.stake)) : null,
        status: bet.status,
        placedAt: new Date(bet.placed_at).toISOString(),
      })),
      startedAt: found.startedAt.toISOString(),
      minutesPlayed: Math.max(0, Math.floor((now().getTime() - found.startedAt.getTime()) / 60_000)),
      net: formatCents(found.net),
      realityCheckMinutes: state?.realityCheckMinutes ?? rules.realityCheckMinutes,
    };
  }

  /** The last 12 days, weeks (from Monday) or months, newest first. */
  async function activity(memberId: number, by: 'day' | 'week' | 'month'): Promise<ActivityRow[]> {
    const period = ({ day: 'daily', week: 'weekly', month: 'monthly' } as const)[by];
    let start = windowStartDate(period, timeZone, now());
    const starts = [start];
    for (let i = 1; i < 12; i++) {
      start = previousStart(period, start);
      starts.push(start);
    }
    const days = await repo.activityByDay(db, memberId, startOfSiteDate(timeZone, start), timeZone);
    return starts.map((from) => {
      const to = nextWindowDate(period, from);
      const sum = { deposits: 0n, withdrawals: 0n, stakes: 0n, net: 0n };
      for (const [date, day] of days)
        if (date >= from && date < to)
          for (const key of Object.keys(sum) as (keyof typeof sum)[]) sum[key] += day[key];
      return {
        from,
        deposits: formatCents(sum.deposits),
        withdrawals: formatCents(sum.withdrawals),
        stakes: formatCents(sum.stakes),
        net: formatCents(sum.net),
      };
    });
  }

  return {
    status,
    setLimit,
    applyInitialLimits,
    confirmLimit,
    cancelLimit,
    timeout,
    selfExclude,
    requestReturn,
    setRealityCheck,
    playSession,
    activity,
  };
}

const KIND_ORDER: readonly LimitKind[] = ['deposit', 'loss', 'wager', 'session'];
const PERIOD_ORDER: readonly LimitPeriod[] = ['daily', 'weekly', 'monthly'];
const order = (l: { kind: LimitKind; period: LimitPeriod }) =>
  KIND_ORDER.indexOf(l.kind) * 3 + PERIOD_ORDER.indexOf(l.period);

/** Calendar months later, the day clamped to the month's last (31 Aug + 6 months = 28/29 Feb). */
export function addMonths(at: Date, months: number): Date {
  const target = new Date(at);
  const day = target.getUTCDate();
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, last));
  return target;
}

/** The site date the window before the one starting on `start` begins on. */
export function previousStart(period: LimitPeriod, start: string): string {
  const shift = (days: number) =>
    new Date(Date.parse(`${start}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
  if (period === 'daily') return shift(-1);
  if (period === 'weekly') return shift(-7);
  const [y, m] = [Number(start.slice(0, 4)), Number(start.slice(5, 7))];
  return m === 1 ? `${y - 1}-12-01` : `${y}-${String(m - 1).padStart(2, '0')}-01`;
}
