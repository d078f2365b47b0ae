import type { RegisterField, RegisterFieldRule, RegisterSettings } from '@swerte/contracts';

/** Profile fields a member edits on "my account"; all but nickname are registration fields too. */
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
export const SET_ONCE_FIELDS: readonly ProfileField[] = ['payeeName', 'idNumber'];

const optional = (min: number, max: number, pattern: string, patternId: number): RegisterFieldRule => ({
  enabled: true,
  required: false,
  minLength: min,
  maxLength: max,
  acceptedPattern: pattern,
  patternId,
});

/** The site's own rule for a field whose registration rule the operator has switched off. */
const DEFAULT_RULES: Record<ProfileField, RegisterFieldRule> = {
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
  return DEFAULT_RULES[field];
}

/** A holder name as stored: trimmed, inner runs of spaces collapsed. */
export function normalisePayeeName(name: string): string {
  return name.trim().replace(/\s+/g, ' ');
}

/** Banks print holder names in capitals: the comparison ignores case and spacing. */
export function samePayeeName(a: string, b: string): boolean {
  return normalisePayeeName(a).toLocaleUpperCase('en') === normalisePayeeName(b).toLocaleUpperCase('en');
}

export function maskIdNumber(value: string): string {
  return value.length <= 4 ? '****' : `${'*'.repeat(Math.min(8, value.length - 4))}${value.slice(-4)}`;
}
