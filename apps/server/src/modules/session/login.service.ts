import { AGENT_TYPES, TRIAL_ACCOUNT_TYPE, type Whitelabel } from '@swerte/contracts';
import type { z } from 'zod';
import type { LoginVerificationSchema, SmsLoginSchema, UsernameLoginSchema } from '@swerte/contracts';
import { writeAudit } from '../../platform/audit.js';
import type { CounterStore } from '../../platform/counters.js';
import type { Db, Tx } from '../../platform/db/client.js';
import { AppError } from '../../platform/errors.js';
import type { PasswordHasher } from '../../platform/password.js';
import { parseE164, parseMobile } from '../../platform/phone.js';
import { randomToken, sha256 } from '../../platform/tokens.js';
import { verifyTotp } from '../../platform/totp.js';
import {
  toMemberInfo,
  type LoginOutcome,
  type MemberRow,
  type MemberService,
} from '../member/session-port.js';
import type { SecuritySettings } from '../system/system.settings.js';
import type { HumanCheckService } from '../checks/human-check.service.js';
import * as repo from './session.repository.js';
import type { ClientContext } from '../../platform/client-context.js';
import type { TokenService } from './token.service.js';
import type { VerificationService } from '../checks/verification.service.js';

/**
 * §9 auth throttle: five failures within five minutes lock the account, whatever login name reached it
 * (username or bound mobile); twenty lock the address. A name that is no account is counted by name.
 */
export const LOGIN_LOCK = { failures: 5, windowMs: 5 * 60_000 } as const;
const VERIFY_TTL_MS = 10 * 60_000;
const VERIFY_MAX_ATTEMPTS = 5;

export type LoginType = 'username' | 'sms' | 'social' | 'register' | 'freeplay' | 'remember' | 'verify';
export type VerifyMethod = 'sms' | 'email' | 'bankName' | 'totp';

/**
 * The protection area's check of a login, in its transaction: throws a refusal (a used-up session
 * time), or names a self-exclusion in force, for which only a withdrawal-only token is issued.
 */
export type LoginGate = (tx: Tx, memberId: number) => Promise<{ excludedUntil: string } | null>;

export interface LoginDeps {
  loginGate: LoginGate;
  db: Db;
  members: MemberService;
  tokens: TokenService;
  human: HumanCheckService;
  codes: VerificationService;
  counters: CounterStore;
  /** Failures from one address within the window that lock it (config LOGIN_ADDRESS_FAILURES). */
  addressFailures: number;
  hasher: PasswordHasher;
  whitelabel: () => Promise<Whitelabel>;
  security: () => Promise<SecuritySettings>;
  now?: () => Date;
}

/** A finished login: the response value and, with remember me, the cookie's token. */
export type LoginService = ReturnType<typeof createLoginService>;

export function createLoginService(deps: LoginDeps) {
  const { db, members, tokens, counters, now = () => new Date() } = deps;

  async function passwordState(row: MemberRow, type: LoginType) {
    // An account created by this very call has a fresh password; and these calls run inside the
    // transaction that creates it, where a settings read could wait on that transaction (PGlite).
    if (type === 'register' || type === 'freeplay')
      return { passwordExpired: false, mustChangePassword: false };
    const [security, whitelabel] = await Promise.all([deps.security(), deps.whitelabel()]);
    const changedAt = row.passwordChangedAt ?? row.createdAt;
    const passwordExpired =
      row.passwordHash !== null &&
      security.passwordExpiryDays > 0 &&
      now().getTime() - changedAt.getTime() > security.passwordExpiryDays * 86_400_000;
    // §4: '{secret}' (flagged) or expired under PWDEXPFORCECHANGE3, never for sms/social logins.
    const passwordLogin = type !== 'sms' && type !== 'social';
    const mustChangePassword =
      passwordLogin && (row.passwordFlagged || (passwordExpired && whitelabel.PWDEXPFORCECHANGE3 === '1'));
    return { passwordExpired, mustChangePassword };
  }

  /**
   * Issues the session (and remember token), records the login and the address, in one transaction:
   * the caller's (registration) or a new one.
   */
  async function startSession(
    row: MemberRow,
    type: LoginType,
    client: ClientContext,
    rememberMe: boolean,
    outer?: Tx,
  ): Promise<LoginOutcome> {
    const at = now();
    const firstTimeLogin = row.firstLoginAt === null;
    const state = await passwordState(row, type);
    type Started =
      | { token: string; rememberToken: string | null }
      | { excluded: { until: string; withdrawToken: string } }
      | { locked: true };
    const work = async (tx: Tx): Promise<Started> => {
      // Read under a share lock: an operator's lock either comes first (refused here) or waits for
      // this login and then ends the session it issues.
      if ((await repo.memberStatus(tx, row.id)) === 'locked') {
        await writeAudit(tx, {
          actor: `member:${row.id}`,
          action: 'session.login_locked',
          before: null,
          after: { type },
          ip: client.ip,
        });
        return { locked: true };
      }
      // A new account has nothing in force; and its registration transaction is still open.
      const gate = type === 'register' || type === 'freeplay' ? null : await deps.loginGate(tx, row.id);
      if (gate) {
        const withdrawToken = await tokens.issue(tx, row.id, 'withdraw', client);
        await writeAudit(tx, {
          actor: `member:${row.id}`,
          action: 'session.login_excluded',
          before: null,
          after: { type },
          ip: client.ip,
        });
        return { excluded: { until: gate.excludedUntil, withdrawToken } };
      }
      const token = await tokens.issue(tx, row.id, 'session', client);
      const rememberToken = rememberMe ? await tokens.issue(tx, row.id, 'remember', client, token) : null;
      await members.update(row.id, { lastLoginAt: at, ...(firstTimeLogin ? { firstLoginAt: at } : {}) }, tx);
      await repo.rememberAddress(tx, row.id, client.ip, at);
      await writeAudit(tx, {
        actor: `member:${row.id}`,
        action: 'session.login',
        before: null,
        after: { type },
        ip: client.ip,
      });
      return { token, rememberToken };
    };
    const result = outer ? await work(outer) : await db.transaction(work);
    // Thrown after the commit, so the refusal's audit row stays.
    if ('locked' in result) throw new AppError('error_member_locked');
    // Thrown after the commit, so the withdrawal-only token exists.
    if ('excluded' in result) {
      const { until, withdrawToken } = result.excluded;
      throw new AppError('error_self_excluded', { params: { until }, withdrawToken });
    }
    const updated = { ...row, lastLoginAt: at, firstLoginAt: row.firstLoginAt ?? at };
    return {
      value: { token: result.token, firstTimeLogin, ...state, userInfo: toMemberInfo(updated) },
      rememberToken: result.rememberToken,
    };
  }

  /** Whose failures a login attempt counts: the account it reaches, else the name it tried. */
  const accountKey = (row: MemberRow | null, loginName: string) =>
    row ? `login:m:${row.id}` : `login:u:${loginName.toLowerCase()}`;
  const failureKeys = (account: string, ip: string) => [account, `login:ip:${ip}`] as const;

  async function lockState(account: string, ip: string) {
    const [user, address] = await Promise.all(failureKeys(account, ip).map((key) => counters.peek(key)));
    const locked = (user?.count ?? 0) >= LOGIN_LOCK.failures || (address?.count ?? 0) >= deps.addressFailures;
    const retryAfter = Math.ceil(Math.max(user?.resetInMs ?? 0, address?.resetInMs ?? 0) / 1000);
    // A captcha after any failure of the account, or once the address is a quarter of the way to its
    // lock: players sharing an address (a carrier's NAT) are not all asked after one typo.
    const addressCaptcha = Math.ceil(deps.addressFailures / 4);
    const hadFailure = (user?.count ?? 0) > 0 || (address?.count ?? 0) >= addressCaptcha;
    return { locked, retryAfter, hadFailure };
  }

  async function recordFailure(account: string, ip: string, actor: string): Promise<never> {
    const [user, address] = await Promise.all(
      failureKeys(account, ip).map((key) => counters.hit(key, LOGIN_LOCK.windowMs)),
    );
    await writeAudit(db, { actor, action: 'session.login_failed', before: null, after: null, ip });
    if ((user?.count ?? 0) >= LOGIN_LOCK.failures || (address?.count ?? 0) >= deps.addressFailures) {
      throw new AppError('error_login_locked', {
        retryAfter: Math.ceil(LOGIN_LOCK.windowMs / 1000),
        captcha: true,
      });
    }
    throw new AppError('error_login_failed', { captcha: true });
  }

  function checkAccountKind(row: MemberRow, agentOnly: boolean) {
    if (row.isAgent === TRIAL_ACCOUNT_TYPE) throw new AppError('in_need_true_account');
    if (agentOnly && !(AGENT_TYPES as readonly number[]).includes(row.isAgent))
      throw new AppError('error_not_agent');
  }

  function verifyMethods(row: MemberRow): VerifyMethod[] {
    const methods: VerifyMethod[] = [];
    if (row.mobile && row.mobileCountryCode) methods.push('sms');
    if (row.email) methods.push('email');
    if (row.payeeName) methods.push('bankName');
    if (row.totpSecret) methods.push('totp');
    return methods;
  }

  /** §4 unverified IP: a known member logging in from an address never used before confirms it first. */
  async function requireKnownAddress(
    row: MemberRow,
    client: ClientContext,
    rememberMe: boolean,
    type: LoginType,
  ) {
    if (!(await deps.security()).verifyNewAddress) return;
    if ((await repo.countAddresses(db, row.id)) === 0) return; // the first login ever is trusted
    if (await repo.isKnownAddress(db, row.id, client.ip)) return;
    const methods = verifyMethods(row);
    if (methods.length === 0) return; // nothing to confirm with: the password has to do
    const verifyToken = randomToken();
    await repo.insertOneTimeToken(db, {
      tokenHash: sha256(verifyToken),
      purpose: 'login_verify',
      memberId: row.id,
      data: { ip: client.ip, rememberMe, type },
      expiresAt: new Date(now().getTime() + VERIFY_TTL_MS),
    });
    throw new AppError('error_login_verification_required', { verifyToken, methods });
  }

  /**
   * A login name is a username, or a bound mobile number in international form ('+639171234567'): after
   * a reset by phone the member logs in with the number and the new password (§4).
   */
  async function findByLoginName(name: string): Promise<MemberRow | null> {
    const byUsername = await members.findByUsername(name);
    const mobile = byUsername ? null : parseE164(name);
    return mobile ? members.findByMobile(mobile.countryCode, mobile.national) : byUsername;
  }

  async function loginByUsername(
    body: z.output<typeof UsernameLoginSchema>,
    client: ClientContext,
  ): Promise<LoginOutcome> {
    const username = body.username.trim();
    const password = body.password.trim();
    const row = username ? await findByLoginName(username) : null;
    const account = accountKey(row, username);
    // While locked, the right password gets the same answer as a wrong one.
    const lock = await lockState(account, client.ip);
    if (lock.locked)
      throw new AppError('error_login_locked', { retryAfter: Math.max(1, lock.retryAfter), captcha: true });
    await deps.human.verifyAltcha(body.altcha);
    if (lock.hadFailure && !(await deps.human.verifyCaptcha(body.captchaKey, body.captcha))) {
      throw new AppError('error_captcha', { captcha: true });
    }
    const ok = await deps.hasher.verify(row?.passwordHash ?? null, password);
    if (!row || !ok) return recordFailure(account, client.ip, row ? `member:${row.id}` : 'anonymous');
    checkAccountKind(row, body.agentOnly);
    await requireKnownAddress(row, client, body.rememberMe, 'username');
    // Only this account's failures: a login to one's own account must not wipe the address's count.
    await counters.reset(account);
    return startSession(row, 'username', client, body.rememberMe);
  }

  async function loginBySms(
    body: z.output<typeof SmsLoginSchema>,
    client: ClientContext,
  ): Promise<LoginOutcome> {
    if ((await deps.whitelabel()).MOBILEVERCODELOGIN3 !== '1') throw new AppError('error_feature_disabled');
    const mobile = parseMobile(body.countryDialingCode, body.mobileNum.trim());
    if (!mobile) throw new AppError('error_login_failed');
    const row = await members.findByMobile(mobile.countryCode, mobile.national);
    const account = accountKey(row, mobile.e164);
    const lock = await lockState(account, client.ip);
    if (lock.locked) throw new AppError('error_login_locked', { retryAfter: Math.max(1, lock.retryAfter) });
    try {
      await deps.codes.verify('login', mobile.e164, body.verificationCode);
    } catch {
      return recordFailure(account, client.ip, row ? `member:${row.id}` : 'anonymous');
    }
    if (!row) throw new AppError('error_login_failed');
    checkAccountKind(row, body.agentOnly);
    await counters.reset(account);
    return startSession(row, 'sms', client, body.rememberMe);
  }

  async function liveVerifyToken(verifyToken: string, client: ClientContext) {
    const row = await repo.findOneTimeToken(db, sha256(verifyToken), 'login_verify', now());
    const data = row?.data as { ip?: string; rememberMe?: boolean } | undefined;
    if (!row || row.memberId === null || data?.ip !== client.ip || row.attempts >= VERIFY_MAX_ATTEMPTS) {
      throw new AppError('error_verification_code');
    }
    const member = await members.findById(row.memberId, db);
    if (!member) throw new AppError('error_verification_code');
    return { member, rememberMe: data.rememberMe === true };
  }

  async function sendLoginVerification(
    body: { verifyToken: string; method: 'sms' | 'email' },
    client: ClientContext,
  ): Promise<{ expiredMinutes: number }> {
    const { member } = await liveVerifyToken(body.verifyToken, client);
    if (body.method === 'sms' && member.mobile && member.mobileCountryCode) {
      return deps.codes.sendSms('loginVerify', `+${member.mobileCountryCode}${member.mobile}`, client.ip);
    }
    if (body.method === 'email' && member.email)
      return deps.codes.sendEmailCode('loginVerify', member.email, client.ip);
    throw new AppError('error_invalid_request');
  }

  async function checkAnswer(member: MemberRow, method: VerifyMethod, answer: string): Promise<boolean> {
    const text = answer.trim();
    switch (method) {
      case 'sms':
        if (!member.mobile || !member.mobileCountryCode) return false;
        return deps.codes.verify('loginVerify', `+${member.mobileCountryCode}${member.mobile}`, text).then(
          () => true,
          () => false,
        );
      case 'email':
        if (!member.email) return false;
        return deps.codes.verifyEmail('loginVerify', member.email, text).then(
          () => true,
          () => false,
        );
      case 'bankName':
        return (
          member.payeeName !== null && normaliseName(member.payeeName) === normaliseName(text) && text !== ''
        );
      case 'totp':
        return member.totpSecret !== null && verifyTotp(member.totpSecret, text, now().getTime());
    }
  }

  async function verifyLogin(
    body: z.output<typeof LoginVerificationSchema>,
    client: ClientContext,
  ): Promise<LoginOutcome> {
    const { member, rememberMe } = await liveVerifyToken(body.verifyToken, client);
    if (!(await checkAnswer(member, body.method, body.answer))) {
      await repo.spendTokenAttempt(db, sha256(body.verifyToken));
      throw new AppError('error_verification_code');
    }
    if (!(await repo.consumeOneTimeToken(db, sha256(body.verifyToken), 'login_verify', now()))) {
      throw new AppError('error_verification_code');
    }
    await writeAudit(db, {
      actor: `member:${member.id}`,
      action: 'session.address_verified',
      before: null,
      after: { method: body.method },
      ip: client.ip,
    });
    return startSession(member, 'verify', client, rememberMe);
  }

  async function loginRemembered(token: string | undefined, client: ClientContext): Promise<LoginOutcome> {
    const memberId = token ? await tokens.tradeRemembered(token) : null;
    const member = memberId === null ? null : await members.findById(memberId, db);
    if (!member) throw new AppError('error_not_logged_in');
    return startSession(member, 'remember', client, true);
  }

  async function logout(sessionId: number, memberId: number, rememberToken: string | undefined, ip: string) {
    await tokens.revokeSession(sessionId);
    if (rememberToken) await tokens.revokeToken(rememberToken);
    await writeAudit(db, {
      actor: `member:${memberId}`,
      action: 'session.logout',
      before: null,
      after: null,
      ip,
    });
    return null;
  }

  return {
    startSession,
    loginByUsername,
    loginBySms,
    sendLoginVerification,
    verifyLogin,
    loginRemembered,
    logout,
    passwordState,
  };
}

function normaliseName(name: string): string {
  return name.normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase();
}
