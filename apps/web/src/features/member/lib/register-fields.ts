import type { RegisterField, RegisterFieldRule, RegisterSettings, Whitelabel } from '@swerte/contracts';

export type RegisterMode = 'username' | 'mobile';

/** Optional profile fields in the order the form shows them; each only when its rule is enabled. */
export const PROFILE_FIELDS = [
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

export type ProfileField = (typeof PROFILE_FIELDS)[number];

const forced = (rule: RegisterFieldRule): RegisterFieldRule => ({ ...rule, enabled: true, required: true });

/**
 * §5 which rules apply in a mode: the username mode always asks username and password; the mobile
 * mode always asks the number, the password only with MOBILENUMPASSREG3, the code only with
 * REGMOBVERF3. Everything else follows the operator's rule (shown if enabled, required if marked).
 */
export function rulesForMode(
  settings: RegisterSettings,
  mode: RegisterMode,
  whitelabel: Partial<Whitelabel>,
) {
  const withPassword = mode === 'username' || whitelabel.MOBILENUMPASSREG3 === '1';
  const mobile = mode === 'mobile' ? forced(settings.mobileNum) : settings.mobileNum;
  return {
    username: mode === 'username' ? forced(settings.username) : null,
    password: withPassword ? forced(settings.password) : null,
    confirmPassword: withPassword,
    mobileNum: mobile.enabled ? mobile : null,
    verificationCode: mobile.enabled && whitelabel.REGMOBVERF3 === '1',
    captcha: settings.captcha.enabled ? settings.captcha : null,
    profile: PROFILE_FIELDS.filter((field) => settings[field].enabled),
  };
}

/** An input type and autocomplete hint per field. */
export const FIELD_INPUT: Partial<
  Record<RegisterField, { type?: string; autoComplete?: string; inputMode?: 'numeric' | 'email' | 'tel' }>
> = {
  email: { type: 'email', autoComplete: 'email', inputMode: 'email' },
  payeeName: { autoComplete: 'name' },
  qqNum: { inputMode: 'numeric' },
  whatsapp: { type: 'tel', inputMode: 'tel' },
  paymentPassword: { type: 'password', autoComplete: 'off', inputMode: 'numeric' },
};
