import { formatCents, LIMIT_PERIODS, type LimitKind, type LimitPeriod } from '@swerte/contracts';
import type { Db, Tx } from '../../platform/db/client.js';
import { AppError } from '../../platform/errors.js';
import { findBreach, sessionBreach, windowOf, type Breach, type LimitWindow } from './limit-maths.js';
import * as repo from './protection.repository.js';

/** 'YYYY-MM-DD HH:mm' in the site's time zone: how a refusal names a time. */
export function siteTime(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('sv-SE', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(at);
}

export type Windows = Record<LimitPeriod, LimitWindow>;
export function windowsAt(timeZone: string, now: Date): Windows {
  const [daily, weekly, monthly] = LIMIT_PERIODS.map((p) => windowOf(p, timeZone, now));
  return { daily: daily!, weekly: weekly!, monthly: monthly! };
}
export const startsOf = (w: Windows) => ({
  daily: w.daily.from,
  weekly: w.weekly.from,
  monthly: w.monthly.from,
});

/** The block a state row puts in force now, or null: a time-out until its end, a self-exclusion until lifted. */
export function blockInForce(
  state: Pick<repo.StateRow, 'blockKind' | 'blockUntil' | 'returnAt'> | null,
  now: Date,
): { kind: 'timeout' | 'self_exclusion'; until: Date } | null {
  if (!state?.blockKind || !state.blockUntil) return null;
  if (state.blockKind === 'timeout')
    return state.blockUntil > now ? { kind: 'timeout', until: state.blockUntil } : null;
  if (state.returnAt && state.returnAt <= now) return null;
  const until = state.returnAt && state.returnAt > state.blockUntil ? state.returnAt : state.blockUntil;
  return { kind: 'self_exclusion', until };
}

const CODES = {
  deposit: 'error_limit_deposit',
  loss: 'error_limit_loss',
  wager: 'error_limit_wager',
  session: 'error_limit_session',
} as const satisfies Record<LimitKind, string>;

export interface ProtectionGuardDeps {
  timeZone: string;
  now?: () => Date;
}

/**
 * The checks other areas run inside the transaction that moves the money or opens the session. Each
 * locks the member's protection row first (a member without one passes at once), so two parallel
 * calls of one member are judged one after the other and the second sees the first's rows.
 */
export function createProtectionGuard({ timeZone, now = () => new Date() }: ProtectionGuardDeps) {
  const refuse = (breach: Breach): never => {
    const amount = breach.kind === 'session' ? String(breach.value) : formatCents(breach.value);
    throw new AppError(CODES[breach.kind], {
      params: {
        limit: breach.kind,
        period: breach.period,
        amount,
        resetsAt: siteTime(breach.resetsAt, timeZone),
      },
    });
  };

  function refuseBlock(block: { kind: 'timeout' | 'self_exclusion'; until: Date }): never {
    const code = block.kind === 'timeout' ? 'error_timed_out' : 'error_self_excluded';
    throw new AppError(code, { params: { until: siteTime(block.until, timeZone) } });
  }

  async function lockedLimits(tx: Tx, memberId: number) {
    const state = await repo.lockState(tx, memberId);
    if (!state) return null;
    const at = now();
    const block = blockInForce(state, at);
    if (block) refuseBlock(block);
    if (!state.hasLimits) return null;
    const limits = await repo.limitsOf(tx, memberId);
    return { limits, windows: windowsAt(timeZone, at) };
  }

  async function checkSessionTime(
    tx: Db | Tx,
    memberId: number,
    found: NonNullable<Awaited<ReturnType<typeof lockedLimits>>>,
  ) {
    if (!found.limits.some((l) => l.kind === 'session')) return;
    const minutes = await repo.sessionMinutes(tx, memberId, startsOf(found.windows));
    const breach = sessionBreach(found.limits, (p) => minutes[p], found.windows);
    if (breach) refuse(breach);
  }

  return {
    /**
     * A stake about to be taken (the bet row is already inserted in `tx`, so the sums include it):
     * blocks, wager and loss limits, and the session time. Only for members the bet insert found
     * guarded. `ahead` is a stake not yet a bet row, judged as if it were (a card room's first hand,
     * at the sitting down).
     */
    async checkStake(tx: Tx, memberId: number, ahead = 0n): Promise<void> {
      const found = await lockedLimits(tx, memberId);
      if (!found) return;
      if (found.limits.some((l) => l.kind === 'wager' || l.kind === 'loss')) {
        const sums = await repo.betSums(tx, memberId, startsOf(found.windows));
        const breach = findBreach(
          found.limits,
          (kind, period) =>
            kind === 'wager'
              ? sums.stakes[period] + ahead
              : kind === 'loss'
                ? sums.losses[period] + ahead
                : undefined,
          found.windows,
        );
        if (breach) refuse(breach);
      }
      await checkSessionTime(tx, memberId, found);
    },

    /** A deposit about to be recorded (pending or credited): blocks and the deposit limits, `amount` included. */
    async checkDeposit(tx: Tx, memberId: number, amount: bigint): Promise<void> {
      const found = await lockedLimits(tx, memberId);
      if (!found || !found.limits.some((l) => l.kind === 'deposit')) return;
      const sums = await repo.depositSums(tx, memberId, startsOf(found.windows));
      const breach = findBreach(
        found.limits,
        (kind, period) => (kind === 'deposit' ? sums[period] + amount : undefined),
        found.windows,
      );
      if (breach) refuse(breach);
    },

    /**
     * A promotion joined, applied for or claimed, or a reward taken (marketing): refused during a
     * time-out or self-exclusion, with the block's own refusal.
     */
    async checkClaim(tx: Tx, memberId: number): Promise<void> {
      const state = await repo.lockState(tx, memberId);
      const block = blockInForce(state, now());
      if (block) refuseBlock(block);
    },

    /** Play that is no stake yet (a transfer into a vendor's wallet): blocks and session time. */
    async checkPlay(tx: Tx, memberId: number): Promise<void> {
      const found = await lockedLimits(tx, memberId);
      if (found) await checkSessionTime(tx, memberId, found);
    },

    /**
     * A login: refused while self-excluded ('self_exclusion', the caller then issues a
     * withdrawal-only token) or when the session time is used up; a time-out may log in (to withdraw).
     */
    async checkLogin(tx: Tx, memberId: number): Promise<{ excludedUntil: string } | null> {
      const state = await repo.findState(tx, memberId);
      if (!state) return null;
      const at = now();
      const block = blockInForce(state, at);
      if (block?.kind === 'self_exclusion') return { excludedUntil: siteTime(block.until, timeZone) };
      if (state.hasLimits && !block) {
        const limits = await repo.limitsOf(tx, memberId);
        await checkSessionTime(tx, memberId, { limits, windows: windowsAt(timeZone, at) });
      }
      return null;
    },

    /** A registration with a self-excluded member's mobile, e-mail or identity number is refused. */
    async checkRegistration(
      tx: Db | Tx,
      identity: Parameters<typeof repo.excludedIdentityExists>[1],
    ): Promise<void> {
      if (await repo.excludedIdentityExists(tx, identity)) throw new AppError('error_register_excluded');
    },
  };
}

export type ProtectionGuard = ReturnType<typeof createProtectionGuard>;
