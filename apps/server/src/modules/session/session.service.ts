import { randomBytes } from 'node:crypto';
import { TRIAL_ACCOUNT_TYPE, type Language, type Whitelabel } from '@swerte/contracts';
import type { Config } from '../../platform/config.js';
import type { CounterStore } from '../../platform/counters.js';
import type { Db, Tx } from '../../platform/db/client.js';
import { createEncDecoder } from '../../platform/enc.js';
import { AppError } from '../../platform/errors.js';
import { fieldError } from '../../platform/field-errors.js';
import type { PasswordHasher } from '../../platform/password.js';
import { parseMobile } from '../../platform/phone.js';
import type { EmailProvider } from '../../platform/providers/email.js';
import type { SmsProvider } from '../../platform/providers/sms.js';
import type { ServerSecrets } from '../../platform/secrets.js';
import type { SecuritySettings } from '../system/system.settings.js';
import { createHumanCheckService } from '../checks/human-check.service.js';
import type { LoginOutcome, MemberService } from '../member/session-port.js';
import { createLoginService, type LoginGate } from './login.service.js';
import { createOneTimeTokens } from './one-time-tokens.js';
import { createSocialService, socialProvidersFromConfig } from './social.service.js';
import { createTokenService } from './token.service.js';
import type { ClientContext } from '../../platform/client-context.js';
import { createVerificationService } from '../checks/verification.service.js';

export interface SessionDeps {
  db: Db;
  config: Config;
  secrets: ServerSecrets;
  members: MemberService;
  counters: CounterStore;
  hasher: PasswordHasher;
  sms: SmsProvider;
  email: EmailProvider;
  whitelabel: () => Promise<Whitelabel>;
  security: () => Promise<SecuritySettings>;
  siteName: () => Promise<string>;
  /** The protection area's login check (self-exclusion, session time), inside the login's transaction. */
  loginGate: LoginGate;
  /** The step that credits a new trial account's play money inside the transaction creating it (wallet area). */
  preparePlayMoney: () => Promise<(tx: Tx, memberId: number) => Promise<void>>;
}

export type SessionService = ReturnType<typeof createSessionService>;

/** The session area: tokens, human checks, codes, every login path, social login. */
export function createSessionService(deps: SessionDeps) {
  const { db, config, secrets, members } = deps;
  const enc = createEncDecoder(secrets.enc);
  const human = createHumanCheckService({
    db,
    altchaKey: secrets.altchaKey,
    hmacKey: secrets.hmacKey,
    altchaMaxNumber: config.ALTCHA_MAX_NUMBER,
  });
  const codes = createVerificationService({
    db,
    hmacKey: secrets.hmacKey,
    sms: deps.sms,
    email: deps.email,
    security: deps.security,
    siteName: deps.siteName,
  });
  const tokens = createTokenService({
    db,
    idleMs: config.SESSION_IDLE_MINUTES * 60_000,
    absoluteMs: config.SESSION_ABSOLUTE_DAYS * 86_400_000,
  });
  const login = createLoginService({
    db,
    members,
    tokens,
    human,
    codes,
    counters: deps.counters,
    addressFailures: config.LOGIN_ADDRESS_FAILURES,
    hasher: deps.hasher,
    whitelabel: deps.whitelabel,
    security: deps.security,
    loginGate: deps.loginGate,
  });
  const social = createSocialService({
    db,
    publicUrl: config.PUBLIC_URL,
    providers: socialProvidersFromConfig(config),
    members,
    login,
  });

  function mobileOrFieldError(countryDialingCode: string, number: string, language: Language) {
    const mobile = parseMobile(countryDialingCode, number);
    if (!mobile) throw fieldError({ mobileNo: { key: 'in_mobileNum_error' } }, language);
    return mobile;
  }

  /** Registration code (REGMOBVERF3): refused for a number that is already a member's. */
  async function sendRegisterSms(
    body: { countryDialingCode: string; mobileNo: string; altcha: string },
    ip: string,
    language: Language,
  ) {
    if ((await deps.whitelabel()).REGMOBVERF3 !== '1') throw new AppError('error_feature_disabled');
    const mobile = mobileOrFieldError(body.countryDialingCode, body.mobileNo, language);
    await human.verifyAltcha(body.altcha);
    if (await members.findByMobile(mobile.countryCode, mobile.national))
      throw new AppError('error_mobile_taken');
    return codes.sendSms('register', mobile.e164, ip);
  }

  /**
   * Login or reset code. The answer is the same whether or not the number is a member's (limits count
   * either way); only a member's number is actually sent a message.
   */
  async function sendNoLoginSms(
    body: {
      countryDialingCode: string;
      mobileNo: string;
      altcha: string;
      purpose: 'login' | 'resetPassword';
    },
    ip: string,
    language: Language,
  ) {
    const flag = body.purpose === 'login' ? 'MOBILEVERCODELOGIN3' : 'CHNGPASSVERIF3';
    if ((await deps.whitelabel())[flag] !== '1') throw new AppError('error_feature_disabled');
    const mobile = mobileOrFieldError(body.countryDialingCode, body.mobileNo, language);
    await human.verifyAltcha(body.altcha);
    const member = await members.findByMobile(mobile.countryCode, mobile.national);
    if (!member) return { expiredMinutes: (await deps.security()).smsExpiredMinutes };
    return codes.sendSms(body.purpose, mobile.e164, ip);
  }

  /** FREEPLAY3: a trial account (isAgent 4) with a generated name, logged in at once. */
  async function freePlay(body: { altcha: string }, client: ClientContext): Promise<LoginOutcome> {
    if ((await deps.whitelabel()).FREEPLAY3 !== '1') throw new AppError('error_feature_disabled');
    await human.verifyAltcha(body.altcha);
    const username = `guest${randomBytes(5).toString('hex')}`;
    const grantPlayMoney = await deps.preparePlayMoney();
    return db.transaction(async (tx) => {
      const member = await members.insert({ username, nickname: username, isAgent: TRIAL_ACCOUNT_TYPE }, tx);
      await grantPlayMoney(tx, member.id);
      return login.startSession(member, 'freeplay', client, false, tx);
    });
  }

  return {
    enc,
    human,
    codes,
    tokens,
    login,
    social,
    oneTime: createOneTimeTokens(db),
    authenticate: tokens.authenticate,
    sendRegisterSms,
    sendNoLoginSms,
    freePlay,
  };
}
