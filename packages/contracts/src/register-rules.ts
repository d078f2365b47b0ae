import type { RegisterField, RegisterFieldRule, RegisterSettings, Whitelabel } from './system.js';

// The registration and profile rules the web form shows and the server enforces: one definition, so
// the two cannot drift. Plain data and functions only (the browser imports them without zod).

export type RegisterMode = 'username' | 'mobile';

/**
 * Optional profile fields of registration, in the order the form shows them; each is asked only when
 * the operator's rule for it is enabled. (The affiliate code names the upline and is not stored.)
 */
export const REGISTER_PROFILE_FIELDS = [
  'payeeName',
  'email',
  'qqNum',
  'recommenderId',
  'paymentPassword',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
] as const satisfies readonly RegisterField[];
export type RegisterProfileField = (typeof REGISTER_PROFILE_FIELDS)[number];

/** The rules one registration mode applies; null (or false) where the mode does not ask the field. */
export interface ModeRules {
  username: RegisterFieldRule | null;
  password: RegisterFieldRule | null;
  confirmPassword: boolean;
  mobileNum: RegisterFieldRule | null;
  /** An SMS code for the number given (REGMOBVERF3). */
  verificationCode: boolean;
  captcha: RegisterFieldRule | null;
  /** The optional profile fields asked, in form order. */
  profile: RegisterProfileField[];
}

const forced = (rule: RegisterFieldRule): RegisterFieldRule => ({ ...rule, enabled: true, required: true });

/**
 * §5 which rules apply in a mode: the username mode always asks username and password; the mobile
 * mode always asks the number, the password only with MOBILENUMPASSREG3, the code only with
 * REGMOBVERF3. Everything else follows the operator's rule (asked if enabled, required if marked).
 */
export function registerRulesForMode(
  settings: RegisterSettings,
  mode: RegisterMode,
  whitelabel: Partial<Whitelabel>,
): ModeRules {
  const withPassword = mode === 'username' || whitelabel.MOBILENUMPASSREG3 === '1';
  const mobile = mode === 'mobile' ? forced(settings.mobileNum) : settings.mobileNum;
  return {
    username: mode === 'username' ? forced(settings.username) : null,
    password: withPassword ? forced(settings.password) : null,
    confirmPassword: withPassword,
    mobileNum: mobile.enabled ? mobile : null,
    verificationCode: mobile.enabled && whitelabel.REGMOBVERF3 === '1',
    captcha: settings.captcha.enabled ? settings.captcha : null,
    profile: REGISTER_PROFILE_FIELDS.filter((field) => settings[field].enabled),
  };
}

/** The fields a member edits on "my account" (securityCenter); all but nickname are registration fields. */
export const PROFILE_FIELDS = [
  'nickname',
  'payeeName',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'qqNum',
  'idNumber',
] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];

/** Identity fields: set once, then fixed (withdrawals go to accounts in the payee's name). */
export const SET_ONCE_PROFILE_FIELDS = ['payeeName', 'idNumber'] as const satisfies readonly ProfileField[];

/** Contact fields: offered when the operator asks for them at registration or the member has one. */
export const CONTACT_PROFILE_FIELDS = [
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'qqNum',
] as const satisfies readonly ProfileField[];

const optional = (min: number, max: number, pattern: string, patternId: number): RegisterFieldRule => ({
  enabled: true,
  required: false,
  minLength: min,
  maxLength: max,
  acceptedPattern: pattern,
  patternId,
});

/** The site's own rule for a field whose registration rule the operator has switched off. */
const DEFAULT_PROFILE_RULES: Record<ProfileField, RegisterFieldRule> = {
  nickname: optional(1, 20, '*', 0),
  payeeName: optional(2, 50, "\\p{L}[\\p{L}\\p{M} .'-]*", 6),
  line: optional(1, 50, '[A-Za-z0-9._-]+', 9),
  whatsapp: optional(6, 15, '\\d+', 10),
  facebook: optional(1, 100, '*', 11),
  wechat: optional(1, 50, '[A-Za-z0-9_-]+', 12),
  qqNum: optional(5, 12, '\\d+', 8),
  idNumber: optional(4, 30, '[A-Za-z0-9-]+', 13),
};

/**
 * The rule a profile value must meet: the operator's registration rule when it is switched on (so a
 * member cannot edit their way around it), else the site's default. Either way an empty value clears
 * the field unless the operator marks it required.
 */
export function profileRule(field: ProfileField, rules: RegisterSettings): RegisterFieldRule {
  if (field !== 'nickname') {
    const registered = rules[field satisfies RegisterField];
    if (registered.enabled) return registered;
  }
  return DEFAULT_PROFILE_RULES[field];
}
