import {
  ageOn,
  checkFieldRule,
  type InitialLimits,
  registerRulesForMode,
  type FieldProblem,
  type Language,
  type RegisterFieldRule,
  type RegisterMode,
  type RegisterPayloadSchema,
  type RegisterProfileField,
  type RegisterSettings,
  type Whitelabel,
} from '@swerte/contracts';
import type { z } from 'zod';
import { writeAudit } from '../../platform/audit.js';
import type { EventOutbox } from '../../platform/events/index.js';
import type { Db, Tx } from '../../platform/db/client.js';
import { uniqueViolation } from '../../platform/db/errors.js';
import { AppError } from '../../platform/errors.js';
import { fieldError } from '../../platform/field-errors.js';
import type { PasswordHasher } from '../../platform/password.js';
import { countryOfMobile, parseMobile, type MobileNumber } from '../../platform/phone.js';
import type { HumanCheckService } from '../checks/human-check.service.js';
import type { ClientContext } from '../../platform/client-context.js';
import type { VerificationService } from '../checks/verification.service.js';
import type { MemberService } from './member.service.js';
import { toMemberInfo } from './member-info.js';
import type { MemberRow, NewMember } from './member.repository.js';
import type { InvitePort } from './invite-port.js';
import type { LoginOutcome, SessionStarter } from './session-port.js';

export type RegisterPayload = z.output<typeof RegisterPayloadSchema>;

/**
 * The date of birth against the jurisdiction's rules: required when asked; a date that is not a real
 * day or lies ahead is a field problem; under the minimum age is `underage` (the age to name).
 */
export function checkBirthDate(
  value: string | undefined,
  rules: { minimumAge: number; askDateOfBirth: boolean; today: string },
): { problem: FieldProblem | null; underage: string | null; dateOfBirth: string | null } {
  const text = value?.trim() ?? '';
  if (text === '')
    return {
      problem: rules.askDateOfBirth ? { key: 'field_required' } : null,
      underage: null,
      dateOfBirth: null,
    };
  const age = ageOn(text, rules.today);
  if (age === null) return { problem: { key: 'in_dateOfBirth_error' }, underage: null, dateOfBirth: null };
  if (age < rules.minimumAge) return { problem: null, underage: String(rules.minimumAge), dateOfBirth: null };
  return { problem: null, underage: null, dateOfBirth: text };
}

/**
 * A registration's date of birth and limits against its jurisdiction's rules (the form's and an agent's
 * registration alike), after the other fields: every field problem at once, then the age, then a
 * deposit limit where the jurisdiction requires one. Answers the date of birth to store.
 */
function checkJurisdictionRules(
  body: { dateOfBirth?: string | undefined; limits?: InitialLimits | undefined },
  rules: { minimumAge: number; askDateOfBirth: boolean; mandatoryLimits: boolean; today: string },
  problems: Record<string, FieldProblem>,
  language: Language,
): string | null {
  const age = checkBirthDate(body.dateOfBirth, rules);
  if (age.problem) problems.dateOfBirth = age.problem;
  if (Object.keys(problems).length > 0) throw fieldError(problems, language);
  if (age.underage !== null) throw new AppError('error_register_underage', { params: { age: age.underage } });
  if (rules.mandatoryLimits && !body.limits?.some((limit) => limit.kind === 'deposit'))
    throw new AppError('error_register_limit_required');
  return age.dateOfBirth;
}

const DEFAULT_DIALING_CODE = '63';

export interface RegisterDeps {
  db: Db;
  events: Pick<EventOutbox, 'publish'>;
  members: MemberService;
  login: SessionStarter;
  human: HumanCheckService;
  codes: VerificationService;
  hasher: PasswordHasher;
  whitelabel: () => Promise<Whitelabel>;
  registerRules: () => Promise<RegisterSettings>;
  invites: InvitePort;
  /** The protection area: a self-excluded member's mobile, e-mail or identity number may not register. */
  protection: {
    checkRegistration: (
      db: Db,
      identity: {
        mobileCountryCode?: string | null;
        mobile?: string | null;
        email?: string | null;
        idNumber?: string | null;
      },
    ) => Promise<void>;
    /**
     * The rules of the jurisdiction of a registration from `country` (the visitor's, else the mobile
     * number's), and today's date in the site's time zone.
     */
    registrationRules: (
      country: string | null,
      uplineId?: number,
    ) => Promise<{
      jurisdiction: string;
      minimumAge: number;
      askDateOfBirth: boolean;
      mandatoryLimits: boolean;
      today: string;
    }>;
    /** Limits set while registering, in the registration's transaction. */
    applyInitialLimits: (tx: Tx, memberId: number, limits: InitialLimits, ip: string) => Promise<void>;
  };
}

/** What validation found: the cleaned values the rest of registration uses. */
interface CheckedForm {
  username: string | null;
  password: string | null;
  mobile: MobileNumber | null;
  profile: Partial<Record<RegisterProfileField, string>>;
  dateOfBirth: string | null;
}

/** A member an agent registers: the form's fields, and the request's country and address. */
export interface DownlineInput {
  username: string;
  password: string;
  isAgent: 0 | 2;
  dateOfBirth?: string | undefined;
  limits?: InitialLimits | undefined;
  country: string | null;
  ip: string;
}

export type RegisterService = ReturnType<typeof createRegisterService>;

export function createRegisterService(deps: RegisterDeps) {
  const { db, members } = deps;

  /**
   * Every field against the rules of the mode (registerRulesForMode and checkFieldRule: what the form
   * runs), all problems at once.
   */
  function checkForm(
    mode: RegisterMode,
    body: RegisterPayload,
    rules: RegisterSettings,
    whitelabel: Whitelabel,
  ) {
    const problems: Record<string, FieldProblem> = {};
    const check = (field: string, rule: RegisterFieldRule, value: string | undefined) => {
      const problem = checkFieldRule(rule, value);
      if (problem) problems[field] = problem;
      return problem === null;
    };
    const asked = registerRulesForMode(rules, mode, whitelabel);
    const form: CheckedForm = {
      username: null,
      password: null,
      mobile: null,
      profile: {},
      dateOfBirth: null,
    };

    if (asked.username) {
      const username = body.username?.trim() ?? '';
      if (check('username', asked.username, username)) form.username = username;
    }
    if (asked.password) {
      const password = body.password?.trim() ?? '';
      if (check('password', asked.password, password)) form.password = password;
    }
    if (asked.confirmPassword) {
      const confirm = body.confirmPassword?.trim() ?? '';
      if (confirm === '') problems.confirmPassword = { key: 'field_required' };
      else if (form.password !== null && confirm !== form.password)
        problems.confirmPassword = { key: 'inconsistent_twice' };
    }
    const mobileText = body.mobileNum?.trim() ?? '';
    if (asked.mobileNum && check('mobileNum', asked.mobileNum, mobileText) && mobileText !== '') {
      form.mobile = parseMobile(body.countryDialingCode ?? DEFAULT_DIALING_CODE, mobileText);
      if (!form.mobile) problems.mobileNum = { key: 'in_mobileNum_error' };
    }
    if (asked.verificationCode && mobileText !== '' && !body.verificationCode) {
      problems.verificationCode = { key: 'field_required' };
    }
    for (const field of asked.profile) {
      const value = body[field]?.trim() ?? '';
      if (check(field, rules[field], value) && value !== '') form.profile[field] = value;
    }
    // Checked like the rest, but it names the upline (resolveUpline) instead of being stored.
    check('affiliateCode', rules.affiliateCode, body.affiliateCode?.trim() ?? '');
    if (!body.termsAccepted) problems.termsAccepted = { key: 'not_empty' };
    return { problems, form };
  }

  /**
   * The one code a registration carries: an agent's affiliate code names the upline; a member's invite
   * code names the inviter (no upline).
   */
  async function resolveCode(
    body: RegisterPayload,
  ): Promise<{ uplineId: number | null; inviterId: number | null }> {
    const code = body.affiliateCode?.trim() || body.referralCode?.trim();
    if (!code) return { uplineId: null, inviterId: null };
    const affiliate = await members.findAffiliate(code);
    if (affiliate) return { uplineId: affiliate.member.id, inviterId: null };
    const inviter = await deps.invites.findInviter(code);
    if (inviter) return { uplineId: null, inviterId: inviter.memberId };
    throw new AppError('invitation_code_error');
  }

  /** The registration form's check of a code from the link: whose it is (an agent, or a member's, masked). */
  async function checkCode(code: string): Promise<{ code: string; agentName: string }> {
    const affiliate = await members.findAffiliate(code);
    if (affiliate)
      return { code: affiliate.code, agentName: affiliate.member.nickname || affiliate.member.username };
    const inviter = await deps.invites.findInviter(code);
    if (inviter) return { code, agentName: inviter.name };
    throw new AppError('invitation_code_error');
  }

  /** Friendly duplicate errors before anything is spent; the unique indexes decide races. */
  async function checkDuplicates(form: CheckedForm): Promise<void> {
    // First, so a self-excluded member's details get the refusal that says why.
    await deps.protection.checkRegistration(db, {
      mobileCountryCode: form.mobile?.countryCode ?? null,
      mobile: form.mobile?.national ?? null,
      email: form.profile.email ?? null,
      idNumber: form.profile.idNumber ?? null,
    });
    if (form.username && (await members.findByUsername(form.username)))
      throw new AppError('error_username_taken');
    if (form.mobile && (await members.findByMobile(form.mobile.countryCode, form.mobile.national))) {
      throw new AppError('error_mobile_taken');
    }
    if (form.profile.email && (await members.findByEmail(form.profile.email)))
      throw new AppError('error_email_taken');
  }

  async function register(
    mode: RegisterMode,
    body: RegisterPayload,
    client: ClientContext,
    language: Language,
  ): Promise<LoginOutcome> {
    const [whitelabel, rules] = await Promise.all([deps.whitelabel(), deps.registerRules()]);
    if (whitelabel[mode === 'username' ? 'USERNAMEREG3' : 'MOBILENUMREG3'] !== '1') {
      throw new AppError('error_feature_disabled');
    }
    const { problems, form } = checkForm(mode, body, rules, whitelabel);
    const jurisdiction = await deps.protection.registrationRules(
      client.country ?? countryOfMobile(form.mobile),
    );
    form.dateOfBirth = checkJurisdictionRules(body, jurisdiction, problems, language);
    await deps.human.verifyAltcha(body.altcha);
    if (rules.captcha.enabled && !(await deps.human.verifyCaptcha(body.captchaKey, body.captcha))) {
      throw new AppError('error_captcha');
    }
    const { uplineId, inviterId } = await resolveCode(body);
    await checkDuplicates(form);
    if (whitelabel.REGMOBVERF3 === '1' && form.mobile) {
      await deps.codes.verify('register', form.mobile.e164, body.verificationCode ?? '');
    }
    const row = { ...(await buildRow(form, uplineId)), jurisdiction: jurisdiction.jurisdiction };
    try {
      return await db.transaction(async (tx) => {
        const member = await members.insert(row, tx);
        if (body.limits?.length)
          await deps.protection.applyInitialLimits(tx, member.id, body.limits, client.ip);
        await deps.events.publish(tx, 'member.registered', { memberId: member.id, uplineId });
        if (inviterId !== null) await deps.invites.record(tx, inviterId, member.id, client);
        await writeAudit(tx, {
          actor: `member:${member.id}`,
          action: 'member.register',
          before: null,
          after: { mode, uplineId, inviterId },
          ip: client.ip,
        });
        if (!body.login) return { value: notLoggedIn(member), rememberToken: null };
        return deps.login.startSession(member, 'register', client, false, tx);
      });
    } catch (error) {
      throw mapDuplicate(error);
    }
  }

  async function buildRow(form: CheckedForm, uplineId: number | null): Promise<NewMember> {
    const { paymentPassword, email, ...profile } = form.profile;
    const username = form.username ?? `m${form.mobile?.national ?? ''}`;
    return {
      username,
      nickname: username,
      passwordHash: form.password ? await deps.hasher.hash(form.password) : null,
      passwordChangedAt: form.password ? new Date() : null,
      paymentPasswordHash: paymentPassword ? await deps.hasher.hash(paymentPassword) : null,
      mobileCountryCode: form.mobile?.countryCode ?? null,
      mobile: form.mobile?.national ?? null,
      email: email?.toLowerCase() ?? null,
      ...profile,
      dateOfBirth: form.dateOfBirth,
      uplineId,
    };
  }

  /**
   * An agent makes a member of its own direct downline (the agent centre's account registration): the
   * username and password by the form's rules, no captcha (the agent's session stands for the person),
   * and `then` in the same transaction (the agent module's affiliate code and contract offers).
   */
  async function registerDownline(
    agentId: number,
    input: DownlineInput,
    language: Language,
    then: (tx: Tx, memberId: number) => Promise<void>,
  ): Promise<MemberRow> {
    const modeRules = registerRulesForMode(await deps.registerRules(), 'username', {});
    const username = input.username.trim();
    const password = input.password.trim();
    const problems: Record<string, FieldProblem> = {};
    const usernameProblem = modeRules.username && checkFieldRule(modeRules.username, username);
    const passwordProblem = modeRules.password && checkFieldRule(modeRules.password, password);
    if (usernameProblem) problems.username = usernameProblem;
    if (passwordProblem) problems.password = passwordProblem;
    // The jurisdiction by self-registration's rule: the request's country; unknown, the agent's own.
    const jurisdiction = await deps.protection.registrationRules(input.country, agentId);
    const dateOfBirth = checkJurisdictionRules(input, jurisdiction, problems, language);
    if (await members.findByUsername(username)) throw new AppError('error_username_taken');
    const row: NewMember = {
      jurisdiction: jurisdiction.jurisdiction,
      username,
      nickname: username,
      passwordHash: await deps.hasher.hash(password),
      passwordChangedAt: new Date(),
      dateOfBirth,
      uplineId: agentId,
      isAgent: input.isAgent,
    };
    try {
      return await db.transaction(async (tx) => {
        const member = await members.insert(row, tx);
        if (input.limits?.length)
          await deps.protection.applyInitialLimits(tx, member.id, input.limits, input.ip);
        await deps.events.publish(tx, 'member.registered', { memberId: member.id, uplineId: agentId });
        await writeAudit(tx, {
          actor: `member:${agentId}`,
          action: 'member.register_downline',
          before: null,
          after: { memberId: member.id, username, isAgent: input.isAgent },
          ip: null,
        });
        await then(tx, member.id);
        return member;
      });
    } catch (error) {
      throw mapDuplicate(error);
    }
  }

  return { register, registerDownline, checkCode };
}

/** login:false — the member exists but no session was started (token empty). */
function notLoggedIn(member: MemberRow) {
  return {
    token: '',
    firstTimeLogin: true,
    passwordExpired: false,
    mustChangePassword: false,
    userInfo: toMemberInfo(member),
  };
}

function mapDuplicate(error: unknown): unknown {
  const constraint = uniqueViolation(error);
  if (constraint === null) return error;
  if (constraint.includes('mobile')) return new AppError('error_mobile_taken', null, { cause: error });
  if (constraint.includes('email')) return new AppError('error_email_taken', null, { cause: error });
  return new AppError('error_username_taken', null, { cause: error });
}
