import {
  checkFieldRule,
  type Language,
  type PaymentPasswordSchema,
  type RegisterFieldRule,
  type RegisterSettings,
} from '@swerte/contracts';
import type { z } from 'zod';
import { writeAudit } from '../../platform/audit.js';
import type { CounterStore } from '../../platform/counters.js';
import type { Db } from '../../platform/db/client.js';
import { AppError } from '../../platform/errors.js';
import { fieldError } from '../../platform/field-errors.js';
import type { PasswordHasher } from '../../platform/password.js';
import type { MemberService } from './member.service.js';

/** Five wrong payment passwords within 15 minutes lock it until the window ends. */
export const PAYMENT_PASSWORD_LOCK = { failures: 5, windowMs: 15 * 60_000 } as const;

/** The site's payment password when the operator sets no registration rule for it: 6 digits. */
export const DEFAULT_PAYMENT_PASSWORD_RULE: RegisterFieldRule = {
  enabled: true,
  required: true,
  minLength: 6,
  maxLength: 6,
  acceptedPattern: '^\\d{6}$',
  patternId: 14,
};

export interface PaymentPasswordDeps {
  db: Db;
  members: Pick<MemberService, 'findById' | 'update'>;
  counters: CounterStore;
  hasher: PasswordHasher;
  registerRules: () => Promise<RegisterSettings>;
}

export type PaymentPasswordService = ReturnType<typeof createPaymentPasswordService>;

/** The payment password: set, change, and the check every money-moving call makes (with its lockout). */
export function createPaymentPasswordService(deps: PaymentPasswordDeps) {
  const { db, members, counters } = deps;
  const failureKey = (memberId: number) => `paypwd:${memberId}`;

  async function rule(): Promise<RegisterFieldRule> {
    const registered = (await deps.registerRules()).paymentPassword;
    return registered.enabled ? { ...registered, required: true } : DEFAULT_PAYMENT_PASSWORD_RULE;
  }

  async function refuseWhileLocked(memberId: number): Promise<void> {
    const { count, resetInMs } = await counters.peek(failureKey(memberId));
    if (count >= PAYMENT_PASSWORD_LOCK.failures) throw locked(resetInMs);
  }

  /** Wrong payment passwords, and wrong login passwords given to set the first one, share the lockout. */
  async function recordFailure(
    memberId: number,
    ip: string,
    code: 'error_payment_password' | 'error_old_password' = 'error_payment_password',
  ): Promise<never> {
    const { count, resetInMs } = await counters.hit(failureKey(memberId), PAYMENT_PASSWORD_LOCK.windowMs);
    await writeAudit(db, {
      actor: `member:${memberId}`,
      action: 'member.payment_password_failed',
      before: null,
      after: { failures: count },
      ip,
    });
    if (count >= PAYMENT_PASSWORD_LOCK.failures) throw locked(resetInMs);
    throw new AppError(code);
  }

  /**
   * Checks a member's payment password before a withdrawal, a bank-account change or a transfer:
   * error_payment_password_not_set, error_payment_password, or 429 error_payment_password_locked.
   */
  async function verify(memberId: number, paymentPassword: string, ip: string): Promise<void> {
    const member = await members.findById(memberId, db);
    if (!member) throw new AppError('error_not_logged_in');
    if (member.paymentPasswordHash === null) throw new AppError('error_payment_password_not_set');
    await refuseWhileLocked(memberId);
    if (!(await deps.hasher.verify(member.paymentPasswordHash, paymentPassword))) {
      return recordFailure(memberId, ip);
    }
    await counters.reset(failureKey(memberId));
  }

  /** First payment password (login password) or a change (old payment password). */
  async function setPaymentPassword(
    memberId: number,
    body: z.output<typeof PaymentPasswordSchema>,
    ip: string,
    language: Language,
  ): Promise<null> {
    const member = await members.findById(memberId, db);
    if (!member) throw new AppError('error_not_logged_in');
    const next = body.newPaymentPassword.trim();
    const problem = checkFieldRule(await rule(), next);
    if (problem) throw fieldError({ newPaymentPassword: problem }, language);
    if (body.confirmPaymentPassword.trim() !== next) {
      throw fieldError({ confirmPaymentPassword: { key: 'inconsistent_twice' } }, language);
    }
    const isChange = member.paymentPasswordHash !== null;
    if (isChange) {
      if (!body.oldPaymentPassword)
        throw fieldError({ oldPaymentPassword: { key: 'field_required' } }, language);
      await verify(memberId, body.oldPaymentPassword.trim(), ip);
    } else {
      if (member.passwordHash === null) throw new AppError('error_login_password_not_set');
      if (!body.password) throw fieldError({ password: { key: 'field_required' } }, language);
      await refuseWhileLocked(memberId);
      if (!(await deps.hasher.verify(member.passwordHash, body.password.trim()))) {
        return recordFailure(memberId, ip, 'error_old_password');
      }
    }
    const paymentPasswordHash = await deps.hasher.hash(next);
    await db.transaction(async (tx) => {
      await members.update(memberId, { paymentPasswordHash }, tx);
      await writeAudit(tx, {
        actor: `member:${memberId}`,
        action: isChange ? 'member.payment_password_change' : 'member.payment_password_set',
        before: null,
        after: null,
        ip,
      });
    });
    return null;
  }

  return { verify, setPaymentPassword, rule };
}

function locked(resetInMs: number): AppError {
  return new AppError('error_payment_password_locked', {
    retryAfter: Math.max(1, Math.ceil(resetInMs / 1000)),
  });
}
