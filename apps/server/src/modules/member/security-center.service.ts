import {
  PROFILE_FIELDS,
  SET_ONCE_PROFILE_FIELDS,
  checkFieldRule,
  profileRule,
  type BindEmailSchema,
  type BindMobileSchema,
  type FieldProblem,
  type Language,
  type Profile,
  type ProfileField,
  type ProfileUpdateSchema,
  type RegisterSettings,
} from '@swerte/contracts';
import type { z } from 'zod';
import { writeAudit } from '../../platform/audit.js';
import type { CounterStore } from '../../platform/counters.js';
import type { Db } from '../../platform/db/client.js';
import { uniqueViolation } from '../../platform/db/errors.js';
import { AppError } from '../../platform/errors.js';
import { fieldError } from '../../platform/field-errors.js';
import type { PasswordHasher } from '../../platform/password.js';
import { maskEmail, maskMobile, parseMobile } from '../../platform/phone.js';
import type { VerificationService } from '../checks/verification.service.js';
import type { MemberService } from './member.service.js';
import type { MemberRow, NewMember } from './member.repository.js';
import { maskIdNumber, normalisePayeeName } from './profile-rules.js';

/** Wrong login passwords given to replace a bound mobile or e-mail: 5 within 15 minutes, then 429. */
const REBIND_LOCK = { failures: 5, windowMs: 15 * 60_000 } as const;

export interface SecurityCenterDeps {
  db: Db;
  members: Pick<MemberService, 'findById' | 'findByMobile' | 'findByEmail' | 'update'>;
  codes: Pick<VerificationService, 'sendSms' | 'sendEmailCode' | 'verify' | 'verifyEmail'>;
  counters: CounterStore;
  hasher: PasswordHasher;
  registerRules: () => Promise<RegisterSettings>;
  countBankAccounts: (memberId: number) => Promise<number>;
}

export type SecurityCenterService = ReturnType<typeof createSecurityCenterService>;

function toProfile(row: MemberRow, bankAccountCount: number): Profile {
  return {
    username: row.username,
    nickname: row.nickname || row.username,
    payeeName: row.payeeName,
    mobileNum: row.mobile && row.mobileCountryCode ? maskMobile(row.mobileCountryCode, row.mobile) : null,
    email: row.email ? maskEmail(row.email) : null,
    line: row.line,
    whatsapp: row.whatsapp,
    facebook: row.facebook,
    wechat: row.wechat,
    qqNum: row.qqNum,
    idNumber: row.idNumber ? maskIdNumber(row.idNumber) : null,
    hasPassword: row.passwordHash !== null,
    hasPaymentPassword: row.paymentPasswordHash !== null,
    bankAccountCount,
  };
}

/** "My account": the profile, and binding a mobile number or e-mail address with a code. */
export function createSecurityCenterService(deps: SecurityCenterDeps) {
  const { db, members } = deps;

  async function requireRow(memberId: number): Promise<MemberRow> {
    const row = await members.findById(memberId, db);
    if (!row) throw new AppError('error_not_logged_in');
    return row;
  }

  async function getProfile(memberId: number): Promise<Profile> {
    const [row, count] = await Promise.all([requireRow(memberId), deps.countBankAccounts(memberId)]);
    return toProfile(row, count);
  }

  /** The fields that change, each checked; set-once fields refuse any different value. */
  function profileChange(
    row: MemberRow,
    body: z.output<typeof ProfileUpdateSchema>,
    rules: RegisterSettings,
    language: Language,
  ): Partial<Record<ProfileField, string | null>> {
    const problems: Record<string, FieldProblem> = {};
    const change: Partial<Record<ProfileField, string | null>> = {};
    for (const field of PROFILE_FIELDS) {
      const raw = body[field];
      if (raw === undefined) continue;
      const value = field === 'payeeName' ? normalisePayeeName(raw) : raw;
      const current = row[field] ?? '';
      if (value === current) continue;
      if ((SET_ONCE_PROFILE_FIELDS as readonly ProfileField[]).includes(field) && current !== '')
        throw new AppError('error_profile_field_locked');
      const problem = checkFieldRule(profileRule(field, rules), value);
      if (problem) problems[field] = problem;
      else change[field] = field === 'nickname' ? value : value || null;
    }
    if (Object.keys(problems).length > 0) throw fieldError(problems, language);
    return change;
  }

  async function updateProfile(
    memberId: number,
    body: z.output<typeof ProfileUpdateSchema>,
    ip: string,
    language: Language,
  ): Promise<Profile> {
    const row = await requireRow(memberId);
    const change = profileChange(row, body, await deps.registerRules(), language);
    const fields = Object.keys(change) as ProfileField[];
    if (fields.length > 0) {
      const shown = (field: ProfileField, value: string | null) =>
        field === 'idNumber' && value ? maskIdNumber(value) : value;
      await db.transaction(async (tx) => {
        await members.update(memberId, change as Partial<NewMember>, tx);
        await writeAudit(tx, {
          actor: `member:${memberId}`,
          action: 'member.profile_update',
          before: Object.fromEntries(fields.map((f) => [f, shown(f, row[f] ?? null)])),
          after: Object.fromEntries(fields.map((f) => [f, shown(f, change[f] ?? null)])),
          ip,
        });
      });
    }
    return getProfile(memberId);
  }

  /** Replacing a bound target needs the login password (when the member has one): a stolen session alone cannot. */
  async function confirmRebind(row: MemberRow, password: string | undefined, ip: string, language: Language) {
    if (row.passwordHash === null) return;
    if (!password) throw fieldError({ password: { key: 'field_required' } }, language);
    const key = `rebind:${row.id}`;
    const { count, resetInMs } = await deps.counters.peek(key);
    if (count >= REBIND_LOCK.failures) {
      throw new AppError('error_too_many_requests', { retryAfter: Math.max(1, Math.ceil(resetInMs / 1000)) });
    }
    if (!(await deps.hasher.verify(row.passwordHash, password.trim()))) {
      await deps.counters.hit(key, REBIND_LOCK.windowMs);
      await writeAudit(db, {
        actor: `member:${row.id}`,
        action: 'member.rebind_failed',
        before: null,
        after: null,
        ip,
      });
      throw new AppError('error_old_password');
    }
  }

  function mobileOf(body: { countryDialingCode: string; mobileNum: string }, language: Language) {
    const mobile = parseMobile(body.countryDialingCode, body.mobileNum.trim());
    if (!mobile) throw fieldError({ mobileNum: { key: 'in_mobileNum_error' } }, language);
    return mobile;
  }

  async function sendMobileCode(
    memberId: number,
    body: { countryDialingCode: string; mobileNum: string },
    ip: string,
    language: Language,
  ) {
    const mobile = mobileOf(body, language);
    const owner = await members.findByMobile(mobile.countryCode, mobile.national);
    if (owner?.id === memberId) throw new AppError('error_conflict');
    if (owner) throw new AppError('error_mobile_taken');
    return deps.codes.sendSms('bindMobile', mobile.e164, ip);
  }

  async function bindMobile(
    memberId: number,
    body: z.output<typeof BindMobileSchema>,
    ip: string,
    language: Language,
  ): Promise<Profile> {
    const row = await requireRow(memberId);
    const mobile = mobileOf(body, language);
    if (row.mobile !== null) await confirmRebind(row, body.password, ip, language);
    await deps.codes.verify('bindMobile', mobile.e164, body.verificationCode);
    const before = row.mobile && row.mobileCountryCode ? maskMobile(row.mobileCountryCode, row.mobile) : null;
    await saveBinding(
      memberId,
      { mobileCountryCode: mobile.countryCode, mobile: mobile.national },
      'member.mobile_bind',
      { before, after: maskMobile(mobile.countryCode, mobile.national), ip },
      'error_mobile_taken',
    );
    return getProfile(memberId);
  }

  async function sendEmailCode(memberId: number, email: string, ip: string) {
    const owner = await members.findByEmail(email);
    if (owner?.id === memberId) throw new AppError('error_conflict');
    if (owner) throw new AppError('error_email_taken');
    return deps.codes.sendEmailCode('bindEmail', email, ip);
  }

  async function bindEmail(
    memberId: number,
    body: z.output<typeof BindEmailSchema>,
    ip: string,
    language: Language,
  ): Promise<Profile> {
    const row = await requireRow(memberId);
    if (row.email !== null) await confirmRebind(row, body.password, ip, language);
    await deps.codes.verifyEmail('bindEmail', body.email, body.verificationCode);
    const email = body.email.toLowerCase();
    await saveBinding(
      memberId,
      { email },
      'member.email_bind',
      { before: row.email ? maskEmail(row.email) : null, after: maskEmail(email), ip },
      'error_email_taken',
    );
    return getProfile(memberId);
  }

  /** The unique indexes decide a race for the same number or address. */
  async function saveBinding(
    memberId: number,
    change: Partial<NewMember>,
    action: string,
    audit: { before: string | null; after: string; ip: string },
    takenCode: 'error_mobile_taken' | 'error_email_taken',
  ) {
    try {
      await db.transaction(async (tx) => {
        await members.update(memberId, change, tx);
        await writeAudit(tx, { actor: `member:${memberId}`, action, ...audit });
      });
    } catch (error) {
      if (uniqueViolation(error)) throw new AppError(takenCode);
      throw error;
    }
  }

  return { getProfile, updateProfile, sendMobileCode, bindMobile, sendEmailCode, bindEmail };
}
