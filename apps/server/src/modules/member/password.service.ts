import {
  checkFieldRule,
  type FieldProblem,
  type Language,
  type MemberInfo,
  type RegisterSettings,
  type Whitelabel,
} from '@swerte/contracts';
import { writeAudit } from '../../platform/audit.js';
import type { CounterStore } from '../../platform/counters.js';
import type { Db } from '../../platform/db/client.js';
import { AppError } from '../../platform/errors.js';
import { fieldError } from '../../platform/field-errors.js';
import type { PasswordHasher } from '../../platform/password.js';
import { parseMobile } from '../../platform/phone.js';
import type { EmailProvider } from '../../platform/providers/email.js';
import { randomToken } from '../../platform/tokens.js';
import type { ClientContext } from '../../platform/client-context.js';
import type { VerificationService } from '../checks/verification.service.js';
import type { SecuritySettings } from '../system/system.settings.js';
import { toMemberInfo } from './member-info.js';
import type { MemberService } from './member.service.js';
import type { OneTimeTokenStore, SessionTokens } from './session-port.js';

export const RESET_LINK_TTL_MS = 30 * 60_000;
/** Forgot-by-e-mail: per address 5 and per username 3 requests in 15 minutes. */
export const FORGOT_LIMITS = { perIp: 5, perUsername: 3, windowMs: 15 * 60_000 } as const;

export interface PasswordDeps {
  db: Db;
  members: MemberService;
  tokens: SessionTokens;
  oneTime: OneTimeTokenStore;
  codes: VerificationService;
  email: EmailProvider;
  counters: CounterStore;
  hasher: PasswordHasher;
  publicUrl: string;
  whitelabel: () => Promise<Whitelabel>;
  security: () => Promise<SecuritySettings>;
  registerRules: () => Promise<RegisterSettings>;
  siteName: () => Promise<string>;
  now?: () => Date;
}

export type PasswordService = ReturnType<typeof createPasswordService>;

export function createPasswordService(deps: PasswordDeps) {
  const { db, members, now = () => new Date() } = deps;

  /** The new-password rule: lengths from the security settings (error_password), pattern from the register rule. */
  async function checkNewPassword(
    field: string,
    password: string,
    confirm: string | undefined,
    language: Language,
  ): Promise<void> {
    const [security, rules] = await Promise.all([deps.security(), deps.registerRules()]);
    const problems: Record<string, FieldProblem> = {};
    const problem = checkFieldRule(
      {
        enabled: true,
        required: true,
        minLength: security.passwordMinLength,
        maxLength: security.passwordMaxLength,
        acceptedPattern: rules.password.enabled ? rules.password.acceptedPattern : '*',
        patternId: 0,
      },
      password,
    );
    if (problem) {
      problems[field] =
        problem.key === 'field_required'
          ? problem
          : { key: 'error_password', min: security.passwordMinLength, max: security.passwordMaxLength };
    }
    if (confirm !== undefined && !problems[field] && confirm.trim() !== password) {
      problems.confirmNewPassword = { key: 'inconsistent_twice' };
    }
    if (Object.keys(problems).length > 0) throw fieldError(problems, language);
  }

  /** Sets the password and revokes every session of the member, in one transaction with its audit row. */
  async function setPassword(
    memberId: number,
    password: string,
    action: string,
    ip: string,
    client?: ClientContext,
  ) {
    const passwordHash = await deps.hasher.hash(password);
    return db.transaction(async (tx) => {
      await members.update(memberId, { passwordHash, passwordFlagged: false, passwordChangedAt: now() }, tx);
      await deps.tokens.revokeAllOfMember(tx, memberId);
      await writeAudit(tx, { actor: `member:${memberId}`, action, before: null, after: null, ip });
      return client ? deps.tokens.issue(tx, memberId, 'session', client) : null;
    });
  }

  async function changePassword(
    memberId: number,
    body: { oldPassword?: string | undefined; newPassword: string; confirmNewPassword: string },
    client: ClientContext,
    language: Language,
  ): Promise<{ token: string; userInfo: MemberInfo }> {
    const member = await members.findById(memberId, db);
    if (!member) throw new AppError('error_not_logged_in');
    const newPassword = body.newPassword.trim();
    await checkNewPassword('newPassword', newPassword, body.confirmNewPassword, language);
    if (member.passwordHash !== null) {
      if (!body.oldPassword) throw fieldError({ oldPassword: { key: 'field_required' } }, language);
      if (!(await deps.hasher.verify(member.passwordHash, body.oldPassword.trim()))) {
        throw new AppError('error_old_password');
      }
    }
    const token = await setPassword(memberId, newPassword, 'member.password_change', client.ip, client);
    const updated = await members.findById(memberId, db);
    if (!token || !updated) throw new Error('password change lost its member');
    return { token, userInfo: toMemberInfo(updated) };
  }

  async function throttle(key: string, max: number): Promise<void> {
    const { count, resetInMs } = await deps.counters.hit(key, FORGOT_LIMITS.windowMs);
    if (count > max) {
      throw new AppError('error_too_many_requests', { retryAfter: Math.max(1, Math.ceil(resetInMs / 1000)) });
    }
  }

  /**
   * E-mails a one-time reset link when username and e-mail belong together. A mismatch answers
   * error_user_not_exist without saying which part is wrong, after the same throttles.
   */
  async function forgotByEmail(body: { username: string; email: string }, ip: string): Promise<null> {
    await throttle(`forgot:ip:${ip}`, FORGOT_LIMITS.perIp);
    await throttle(`forgot:u:${body.username.toLowerCase()}`, FORGOT_LIMITS.perUsername);
    const member = await members.findByUsername(body.username);
    if (!member?.email || member.email.toLowerCase() !== body.email.toLowerCase()) {
      throw new AppError('error_user_not_exist');
    }
    const resetToken = randomToken();
    await deps.oneTime.create('password_reset', resetToken, member.id, {}, RESET_LINK_TTL_MS);
    const site = await deps.siteName();
    const link = `${deps.publicUrl}/forget?resetToken=${encodeURIComponent(resetToken)}`;
    await deps.email.send({
      to: member.email,
      subject: `${site}: password reset`,
      text: `Open this link within 30 minutes to choose a new password:\n${link}\n\nBuksan ang link na ito sa loob ng 30 minuto para magtakda ng bagong password.\nIf you did not ask for this, ignore this e-mail.`,
    });
    await writeAudit(db, {
      actor: `member:${member.id}`,
      action: 'member.password_reset_sent',
      before: null,
      after: null,
      ip,
    });
    return null;
  }

  async function resetByEmailToken(
    body: { resetToken: string; newPassword: string; confirmNewPassword: string },
    ip: string,
    language: Language,
  ): Promise<null> {
    const newPassword = body.newPassword.trim();
    await checkNewPassword('newPassword', newPassword, body.confirmNewPassword, language);
    const row = await deps.oneTime.consume('password_reset', body.resetToken);
    if (!row?.memberId) throw new AppError('error_verification_code');
    await setPassword(row.memberId, newPassword, 'member.password_reset_email', ip);
    return null;
  }

  async function resetByPhone(
    body: { countryDialingCode: string; mobileNum: string; verificationCode: string; newPassword: string },
    ip: string,
    language: Language,
  ): Promise<null> {
    if ((await deps.whitelabel()).CHNGPASSVERIF3 !== '1') throw new AppError('error_feature_disabled');
    const mobile = parseMobile(body.countryDialingCode, body.mobileNum.trim());
    if (!mobile) throw fieldError({ mobileNum: { key: 'in_mobileNum_error' } }, language);
    const newPassword = body.newPassword.trim();
    await checkNewPassword('newPassword', newPassword, undefined, language);
    await deps.codes.verify('resetPassword', mobile.e164, body.verificationCode);
    const member = await members.findByMobile(mobile.countryCode, mobile.national);
    if (!member) throw new AppError('error_verification_code');
    await setPassword(member.id, newPassword, 'member.password_reset_phone', ip);
    return null;
  }

  return { changePassword, forgotByEmail, resetByEmailToken, resetByPhone };
}
