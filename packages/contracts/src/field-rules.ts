import type { Language } from './language.js';
import type { RegisterFieldRule } from './system.js';

/**
 * Field messages of the registration and password forms (§5). `(min)` and `(max)` are replaced by the
 * rule's lengths; when they are equal, '(min) - (max)' collapses to the single number.
 */
export const FIELD_MESSAGES = {
  reg_pattern_0: { TY: '(min) - (max) na karakter', EN: '(min) - (max) characters' },
  reg_pattern_1: {
    TY: '(min) - (max) na titik o numero',
    EN: '(min) - (max) letters or digits',
  },
  reg_pattern_2: {
    TY: '(min) - (max) na karakter, may titik at numero',
    EN: '(min) - (max) characters with letters and digits',
  },
  reg_pattern_3: { TY: '(min) - (max) na numero lamang', EN: '(min) - (max) digits only' },
  reg_pattern_4: { TY: 'Maglagay ng wastong e-mail address', EN: 'Enter a valid e-mail address' },
  reg_pattern_5: { TY: '(min) - (max) na titik lamang', EN: '(min) - (max) letters only' },
  reg_pattern_6: {
    TY: 'Buong pangalan gaya ng nasa bangko, (min) - (max) na karakter',
    EN: 'Full name as on the bank account, (min) - (max) characters',
  },
  reg_pattern_7: { TY: 'Maglagay ng wastong mobile number', EN: 'Enter a valid mobile number' },
  reg_pattern_8: { TY: 'QQ number: (min) - (max) na numero', EN: 'QQ number: (min) - (max) digits' },
  reg_pattern_9: { TY: 'LINE ID: (min) - (max) na karakter', EN: 'LINE ID: (min) - (max) characters' },
  reg_pattern_10: {
    TY: 'WhatsApp number: (min) - (max) na numero',
    EN: 'WhatsApp number: (min) - (max) digits',
  },
  reg_pattern_11: {
    TY: 'Facebook: (min) - (max) na karakter',
    EN: 'Facebook: (min) - (max) characters',
  },
  reg_pattern_12: { TY: 'WeChat: (min) - (max) na karakter', EN: 'WeChat: (min) - (max) characters' },
  reg_pattern_13: {
    TY: 'ID number: (min) - (max) na titik o numero',
    EN: 'ID number: (min) - (max) letters or digits',
  },
  reg_pattern_14: {
    TY: 'Payment password: (min) - (max) na numero',
    EN: 'Payment password: (min) - (max) digits',
  },
  reg_pattern_15: {
    TY: 'Referral code: (min) - (max) na titik o numero',
    EN: 'Referral code: (min) - (max) letters or digits',
  },
  reg_pattern_16: {
    TY: 'Affiliate code: (min) - (max) na titik o numero',
    EN: 'Affiliate code: (min) - (max) letters or digits',
  },
  reg_pattern_17: { TY: 'Captcha: (min) - (max) na numero', EN: 'Captcha: (min) - (max) digits' },
  reg_pattern_18: {
    TY: 'Verification code: (min) - (max) na numero',
    EN: 'Verification code: (min) - (max) digits',
  },
  reg_pattern_19: {
    TY: '(min) - (max) na maliliit na titik o numero',
    EN: '(min) - (max) lowercase letters or digits',
  },
  reg_pattern_20: {
    TY: '(min) - (max) na titik, numero o underscore',
    EN: '(min) - (max) letters, digits or underscores',
  },
  /** The password rule's message. */
  error_password: { TY: '(min) - (max) na karakter', EN: '(min) - (max) characters' },
  /** Confirmation differs from the value it confirms. */
  inconsistent_twice: {
    TY: 'Hindi magkapareho ang dalawang inilagay',
    EN: 'The two entries do not match',
  },
  /** A required box (the terms) is not ticked. */
  not_empty: { TY: 'not empty?', EN: 'not empty?' },
  /** A required field is empty. */
  field_required: { TY: 'Kailangan ito', EN: 'This is required' },
  /** A date of birth that is not a real day (YYYY-MM-DD from 1900) or lies in the future. */
  in_dateOfBirth_error: {
    TY: 'Mali ang petsa ng kapanganakan',
    EN: 'The date of birth is not valid',
  },
  /** The form's own check of a date of birth under the minimum age (min = max = the age). */
  under_age: { TY: 'Para lamang sa (min) taong gulang pataas', EN: 'Only for ages (min) and over' },
  /** A mobile number is not valid for its country. */
  in_mobileNum_error: {
    TY: 'Mali ang format ng mobile number',
    EN: 'The mobile number is not valid',
  },
} as const satisfies Record<string, Record<Language, string>>;

export type FieldMessageKey = keyof typeof FIELD_MESSAGES;

/** A field failure: the message key and the lengths that fill it in. */
export interface FieldProblem {
  key: FieldMessageKey;
  min?: number;
  max?: number;
}

export function formatFieldMessage(problem: FieldProblem, language: Language): string {
  const text: string = FIELD_MESSAGES[problem.key][language];
  const { min, max } = problem;
  if (min === undefined || max === undefined) return text;
  const collapsed = min === max ? text.replace('(min) - (max)', String(min)) : text;
  return collapsed.replaceAll('(min)', String(min)).replaceAll('(max)', String(max));
}

function patternKey(patternId: number): FieldMessageKey {
  const key = `reg_pattern_${patternId}`;
  return (Object.hasOwn(FIELD_MESSAGES, key) ? key : 'reg_pattern_0') as FieldMessageKey;
}

function tryRegExp(source: string): RegExp | null {
  try {
    return new RegExp(source, 'u');
  } catch {
    return null;
  }
}

/** Compiled patterns, since the same few rules are checked on every keystroke and every request. */
const compiled = new Map<string, RegExp | null>();
function compile(pattern: string): RegExp | null {
  if (!compiled.has(pattern)) {
    compiled.set(pattern, tryRegExp(`^(?:${pattern})$`));
  }
  return compiled.get(pattern) ?? null;
}

/**
 * Checks one value against an operator's field rule, exactly as both the form and the server do:
 * a disabled field is never checked; an empty value fails only when required; otherwise the length must
 * lie between minLength and maxLength (in code points) and the whole value must match acceptedPattern
 * ('*' accepts anything; a pattern that does not compile rejects everything).
 */
export function checkFieldRule(
  rule: RegisterFieldRule,
  value: string | undefined | null,
): FieldProblem | null {
  if (!rule.enabled) return null;
  const text = value ?? '';
  if (text === '') return rule.required ? { key: 'field_required' } : null;
  const length = [...text].length;
  const problem: FieldProblem = { key: patternKey(rule.patternId), min: rule.minLength, max: rule.maxLength };
  if (length < rule.minLength || length > rule.maxLength) return problem;
  if (rule.acceptedPattern === '*') return null;
  const regex = compile(rule.acceptedPattern);
  return regex && regex.test(text) ? null : problem;
}
