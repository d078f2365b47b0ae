import type { OperatorSession } from '@swerte/contracts';
import { writeAudit } from '../../platform/audit.js';
import type { CounterStore } from '../../platform/counters.js';
import type { Db } from '../../platform/db/client.js';
import { AppError } from '../../platform/errors.js';
import type { PasswordHasher } from '../../platform/password.js';
import { randomToken, sha256 } from '../../platform/tokens.js';
import type { HumanCheckService } from '../checks/human-check.service.js';
import { OPERATOR_IDLE_MS, OPERATOR_TOKEN_PREFIX, toOperator } from './operator.service.js';
import * as repo from './operator.repository.js';

/**
 * Operator login throttle: five failures within 15 minutes lock the account, first for 5 minutes and
 * twice as long at each lock within a day (at most a day); the lock counts the account, whichever address
 * the guesses come from. After any failure on the account or from the address, the next try needs a
 * captcha answer.
 */
export const OPERATOR_LOGIN_LOCK = {
  failures: 5,
  windowMs: 15 * 60_000,
  firstLockMs: 5 * 60_000,
  maxLockMs: 24 * 3_600_000,
  lockHistoryMs: 24 * 3_600_000,
} as const;

export interface OperatorLoginDeps {
  db: Db;
  hasher: PasswordHasher;
  counters: CounterStore;
  human: Pick<HumanCheckService, 'verifyCaptcha'>;
  now?: () => Date;
}

export type OperatorLoginService = ReturnType<typeof createOperatorLoginService>;

export interface OperatorLoginBody {
  username: string;
  password: string;
  captchaKey?: string | undefined;
  captcha?: string | undefined;
}

export function createOperatorLoginService({
  db,
  hasher,
  counters,
  human,
  now = () => new Date(),
}: OperatorLoginDeps) {
  const keys = (account: string, ip: string) => ({
    failures: `oplogin:${account}`,
    lock: `oplogin:lock:${account}`,
    locks: `oplogin:locks:${account}`,
    address: `oplogin:ip:${ip}`,
  });

  async function refuse(
    key: ReturnType<typeof keys>,
    actor: string,
    username: string,
    ip: string,
  ): Promise<never> {
    await writeAudit(db, {
      actor,
      action: 'admin.login_failed',
      before: null,
      after: { username: username.slice(0, 64) },
      ip,
    });
    await counters.hit(key.address, OPERATOR_LOGIN_LOCK.windowMs);
    const failures = await counters.hit(key.failures, OPERATOR_LOGIN_LOCK.windowMs);
    if (failures.count < OPERATOR_LOGIN_LOCK.failures)
      throw new AppError('error_login_failed', { captcha: true });
    const locks = await counters.hit(key.locks, OPERATOR_LOGIN_LOCK.lockHistoryMs);
    const lockMs = Math.min(
      OPERATOR_LOGIN_LOCK.firstLockMs * 2 ** Math.min(locks.count - 1, 20),
      OPERATOR_LOGIN_LOCK.maxLockMs,
    );
    await counters.hit(key.lock, lockMs);
    await counters.reset(key.failures);
    throw new AppError('error_login_locked', { retryAfter: Math.ceil(lockMs / 1000), captcha: true });
  }

  async function login(body: OperatorLoginBody, ip: string): Promise<OperatorSession> {
    const row = await repo.findByUsername(db, body.username);
    const key = keys(row ? `o:${row.id}` : `u:${body.username.toLowerCase()}`, ip);
    // While locked, the right password gets the same answer as a wrong one.
    const lock = await counters.peek(key.lock);
    if (lock.count > 0)
      throw new AppError('error_login_locked', {
        retryAfter: Math.max(1, Math.ceil(lock.resetInMs / 1000)),
        captcha: true,
      });
    const [failures, address] = await Promise.all([counters.peek(key.failures), counters.peek(key.address)]);
    if (failures.count + address.count > 0 && !(await human.verifyCaptcha(body.captchaKey, body.captcha)))
      throw new AppError('error_captcha', { captcha: true });
    // A missing operator costs the same hashing work as a wrong password.
    const passwordOk = await hasher.verify(row?.passwordHash ?? null, body.password);
    if (!row || !passwordOk) return refuse(key, row ? `operator:${row.id}` : 'anonymous', body.username, ip);
    if (row.disabled) throw new AppError('error_account_disabled');
    await counters.reset(key.failures);
    const token = `${OPERATOR_TOKEN_PREFIX}${randomToken()}`;
    const at = now();
    const expiresAt = new Date(at.getTime() + OPERATOR_IDLE_MS);
    await db.transaction(async (tx) => {
      await repo.insertSession(tx, {
        tokenHash: sha256(token),
        operatorId: row.id,
        expiresAt,
        ip,
        createdAt: at,
      });
      await writeAudit(tx, {
        actor: `operator:${row.id}`,
        action: 'admin.login',
        before: null,
        after: null,
        ip,
      });
    });
    return { token, expiresAt: expiresAt.toISOString(), operator: toOperator(row) };
  }

  return { login };
}
