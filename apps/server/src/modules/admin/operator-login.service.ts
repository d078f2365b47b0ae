import {
  TOTP_REQUIRED_ROLES,
  type OperatorChallenge,
  type OperatorEnrolledSession,
  type OperatorLoginValue,
  type OperatorSession,
  type TotpEnrolment,
} from '@swerte/contracts';
import { randomBytes } from 'node:crypto';
import { writeAudit } from '../../platform/audit.js';
import type { CounterStore } from '../../platform/counters.js';
import type { Db, Tx } from '../../platform/db/client.js';
import { AppError } from '../../platform/errors.js';
import type { PasswordHasher } from '../../platform/password.js';
import { drawQrCode } from '../../platform/qr.js';
import { createSealer } from '../../platform/sealed.js';
import { hmac, randomToken, sha256 } from '../../platform/tokens.js';
import { generateTotpSecret, totpStep, totpUri } from '../../platform/totp.js';
import type { HumanCheckService } from '../checks/human-check.service.js';
import { OPERATOR_IDLE_MS, OPERATOR_TOKEN_PREFIX, addressAllowed, toOperator } from './operator.service.js';
import * as repo from './operator.repository.js';

/**
 * Operator login throttle: five failures (passwords and second-factor codes alike) within 15 minutes
 * lock the account, first for 5 minutes and twice as long at each lock within a day (at most a day); the
 * lock counts the account, whichever address the guesses come from. After any failure on the account or
 * from the address, the next password try needs a captcha answer.
 */
export const OPERATOR_LOGIN_LOCK = {
  failures: 5,
  windowMs: 15 * 60_000,
  firstLockMs: 5 * 60_000,
  maxLockMs: 24 * 3_600_000,
  lockHistoryMs: 24 * 3_600_000,
} as const;

/** How long the step between the password and the second factor lasts. */
export const OPERATOR_CHALLENGE_MS = 5 * 60_000;
export const RECOVERY_CODE_COUNT = 10;
/** The issuer an authenticator app shows beside the operator's name. */
const TOTP_ISSUER = 'Swerte back office';
const CHALLENGE_PREFIX = 'opc_';
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

export interface OperatorLoginDeps {
  db: Db;
  hasher: PasswordHasher;
  counters: CounterStore;
  human: Pick<HumanCheckService, 'verifyCaptcha'>;
  /** The server secret: TOTP secrets are encrypted and recovery codes keyed with keys derived from it. */
  serverSecret: string;
  idleMs?: number;
  now?: () => Date;
}

export type OperatorLoginService = ReturnType<typeof createOperatorLoginService>;

export interface OperatorLoginBody {
  username: string;
  password: string;
  captchaKey?: string | undefined;
  captcha?: string | undefined;
}

/** A recovery code as typed: lower case, without spaces or dashes. */
const normaliseRecovery = (code: string) => code.toLowerCase().replace(/[\s-]/g, '');

function newRecoveryCode(): string {
  const bytes = randomBytes(10);
  const chars = [...bytes].map((b) => RECOVERY_ALPHABET[b % RECOVERY_ALPHABET.length]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

export function createOperatorLoginService({
  db,
  hasher,
  counters,
  human,
  serverSecret,
  idleMs = OPERATOR_IDLE_MS,
  now = () => new Date(),
}: OperatorLoginDeps) {
  const sealer = createSealer(serverSecret, 'operator-totp');
  const recoveryHash = (operatorId: number, code: string) =>
    hmac(serverSecret, `operator-recovery:${operatorId}:${normaliseRecovery(code)}`);
  const keys = (account: string, ip: string) => ({
    failures: `oplogin:${account}`,
    lock: `oplogin:lock:${account}`,
    locks: `oplogin:locks:${account}`,
    address: `oplogin:ip:${ip}`,
  });

  /** A failed password or code: audited, counted, and the account locked at the fifth. */
  async function refuse(
    key: ReturnType<typeof keys>,
    actor: string,
    detail: Record<string, unknown>,
    ip: string,
    code: 'error_login_failed' | 'error_totp_invalid',
  ): Promise<never> {
    await writeAudit(db, { actor, action: 'admin.login_failed', before: null, after: detail, ip });
    await counters.hit(key.address, OPERATOR_LOGIN_LOCK.windowMs);
    const failures = await counters.hit(key.failures, OPERATOR_LOGIN_LOCK.windowMs);
    if (failures.count < OPERATOR_LOGIN_LOCK.failures) throw new AppError(code, { captcha: true });
    const locks = await counters.hit(key.locks, OPERATOR_LOGIN_LOCK.lockHistoryMs);
    const lockMs = Math.min(
      OPERATOR_LOGIN_LOCK.firstLockMs * 2 ** Math.min(locks.count - 1, 20),
      OPERATOR_LOGIN_LOCK.maxLockMs,
    );
    await counters.hit(key.lock, lockMs);
    await counters.reset(key.failures);
    throw new AppError('error_login_locked', { retryAfter: Math.ceil(lockMs / 1000), captcha: true });
  }

  async function refuseWhileLocked(key: ReturnType<typeof keys>): Promise<void> {
    const lock = await counters.peek(key.lock);
    if (lock.count > 0)
      throw new AppError('error_login_locked', {
        retryAfter: Math.max(1, Math.ceil(lock.resetInMs / 1000)),
        captcha: true,
      });
  }

  /** Logins from outside the operator's allow-list are refused before anything else is told. */
  async function refuseAddress(row: repo.OperatorRow, ip: string): Promise<void> {
    if (addressAllowed(row, ip)) return;
    await writeAudit(db, {
      actor: `operator:${row.id}`,
      action: 'admin.login_address_refused',
      before: null,
      after: { allowed: row.allowedCidrs },
      ip,
    });
    throw new AppError('error_operator_address');
  }

  async function issueSession(
    tx: Tx,
    row: repo.OperatorRow,
    ip: string,
    factor: 'password' | 'totp' | 'recovery',
  ): Promise<OperatorSession> {
    const token = `${OPERATOR_TOKEN_PREFIX}${randomToken()}`;
    const at = now();
    const expiresAt = new Date(at.getTime() + idleMs);
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
      after: { factor },
      ip,
    });
    return { step: 'session', token, expiresAt: expiresAt.toISOString(), operator: toOperator(row) };
  }

  async function issueChallenge(
    row: repo.OperatorRow,
    kind: 'totp' | 'enrol',
    ip: string,
  ): Promise<OperatorChallenge> {
    const challenge = `${CHALLENGE_PREFIX}${randomToken()}`;
    const expiresAt = new Date(now().getTime() + OPERATOR_CHALLENGE_MS);
    await repo.insertChallenge(db, { tokenHash: sha256(challenge), operatorId: row.id, kind, expiresAt, ip });
    return { step: kind, challenge, expiresAt: expiresAt.toISOString() };
  }

  /** The operator and challenge behind a second-step body, with the account's throttle keys. */
  async function openChallenge(token: string, kind: 'totp' | 'enrol', ip: string) {
    const challenge = await repo.findChallenge(db, sha256(token), kind, now());
    const row = challenge ? await repo.findById(db, challenge.operatorId) : null;
    if (!challenge || !row || row.disabled) throw new AppError('error_login_challenge');
    await refuseAddress(row, ip);
    const key = keys(`o:${row.id}`, ip);
    await refuseWhileLocked(key);
    return { challenge, row, key };
  }

  /** First step: the password. Answers a session, or the second-factor step the operator needs. */
  async function login(body: OperatorLoginBody, ip: string): Promise<OperatorLoginValue> {
    const row = await repo.findByUsername(db, body.username);
    const key = keys(row ? `o:${row.id}` : `u:${body.username.toLowerCase()}`, ip);
    // While locked, the right password gets the same answer as a wrong one.
    await refuseWhileLocked(key);
    const [failures, address] = await Promise.all([counters.peek(key.failures), counters.peek(key.address)]);
    if (failures.count + address.count > 0 && !(await human.verifyCaptcha(body.captchaKey, body.captcha)))
      throw new AppError('error_captcha', { captcha: true });
    // A missing operator costs the same hashing work as a wrong password.
    const passwordOk = await hasher.verify(row?.passwordHash ?? null, body.password);
    if (!row || !passwordOk)
      return refuse(
        key,
        row ? `operator:${row.id}` : 'anonymous',
        { username: body.username.slice(0, 64) },
        ip,
        'error_login_failed',
      );
    if (row.disabled) throw new AppError('error_account_disabled');
    await refuseAddress(row, ip);
    // The failure count is cleared only once the whole login succeeds: a known password does not buy
    // more guesses at the second factor.
    if (row.totpSecret) return issueChallenge(row, 'totp', ip);
    if (TOTP_REQUIRED_ROLES.includes(row.role)) return issueChallenge(row, 'enrol', ip);
    await counters.reset(key.failures);
    return db.transaction((tx) => issueSession(tx, row, ip, 'password'));
  }

  /** Second step: a TOTP code (a step not used before) or an unused recovery code. */
  async function secondFactor(
    body: { challenge: string; code: string },
    ip: string,
  ): Promise<OperatorSession> {
    const { challenge, row, key } = await openChallenge(body.challenge, 'totp', ip);
    const actor = `operator:${row.id}`;
    const code = body.code.trim();
    let factor: 'totp' | 'recovery' | null = null;
    if (/^\d{6}$/.test(code)) {
      const step = row.totpSecret
        ? totpStep(sealer.open(row.totpSecret), code, now().getTime(), row.totpLastStep)
        : null;
      // Taken in one conditional update, so two requests with one code cannot both pass.
      if (step !== null && (await repo.takeTotpStep(db, row.id, step))) factor = 'totp';
    } else if (await repo.useRecoveryCode(db, row.id, recoveryHash(row.id, code), now())) {
      factor = 'recovery';
    }
    if (!factor) return refuse(key, actor, { step: 'totp' }, ip, 'error_totp_invalid');
    const session = await db.transaction(async (tx) => {
      if (!(await repo.useChallenge(tx, challenge.id, now()))) throw new AppError('error_login_challenge');
      return issueSession(tx, row, ip, factor);
    });
    await counters.reset(key.failures);
    return session;
  }

  /** Enrolment step: a new secret for the operator's authenticator app, kept pending until confirmed. */
  async function enrol(body: { challenge: string }, ip: string): Promise<TotpEnrolment> {
    const { row } = await openChallenge(body.challenge, 'enrol', ip);
    const secret = generateTotpSecret();
    await repo.setPendingTotp(db, row.id, sealer.seal(secret));
    await writeAudit(db, {
      actor: `operator:${row.id}`,
      action: 'admin.totp.enrol_started',
      before: null,
      after: null,
      ip,
    });
    const otpauthUri = totpUri(TOTP_ISSUER, row.username, secret);
    return { secret, otpauthUri, qrSvg: drawQrCode(otpauthUri) };
  }

  /** Enrolment confirmed with the app's first code: the factor is on, and the operator is in. */
  async function confirmEnrolment(
    body: { challenge: string; code: string },
    ip: string,
  ): Promise<OperatorEnrolledSession> {
    const { challenge, row, key } = await openChallenge(body.challenge, 'enrol', ip);
    if (!row.totpPendingSecret) throw new AppError('error_login_challenge');
    const actor = `operator:${row.id}`;
    const step = totpStep(sealer.open(row.totpPendingSecret), body.code.trim(), now().getTime());
    if (step === null) return refuse(key, actor, { step: 'enrol' }, ip, 'error_totp_invalid');
    const recoveryCodes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    const session = await db.transaction(async (tx) => {
      if (!(await repo.useChallenge(tx, challenge.id, now()))) throw new AppError('error_login_challenge');
      await repo.enableTotp(tx, row.id, row.totpPendingSecret!, step, now());
      await repo.replaceRecoveryCodes(
        tx,
        row.id,
        recoveryCodes.map((code) => recoveryHash(row.id, code)),
      );
      await writeAudit(tx, {
        actor,
        action: 'admin.totp.enrolled',
        before: { totp: false },
        after: { totp: true },
        ip,
      });
      return issueSession(tx, row, ip, 'totp');
    });
    await counters.reset(key.failures);
    return { ...session, recoveryCodes };
  }

  return { login, secondFactor, enrol, confirmEnrolment };
}
