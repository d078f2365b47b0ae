// Player protection's constants, without zod: the browser bundle and the error texts import them.

/** deposit: gross deposits; loss: stakes minus payouts; wager: total stakes; session: minutes logged in. */
export const LIMIT_KINDS = ['deposit', 'loss', 'wager', 'session'] as const;
export const LIMIT_PERIODS = ['daily', 'weekly', 'monthly'] as const;
/** The longest session limit: a month of minutes. */
export const MAX_SESSION_MINUTES = 31 * 24 * 60;
/** Time-outs: 1 day (24 hours) up to 6 weeks. */
export const TIMEOUT_MAX_DAYS = 42;
/** Self-exclusion periods (the Philippine regime): 6 months, 1 year, 5 years. */
export const EXCLUSION_MONTHS = [6, 12, 60] as const;
export const REALITY_CHECK_DEFAULT_MINUTES = 60;
/** §5: age confirmation 18 (the one spec text saying 21 is not the rule); an operator may set 21. */
export const DEFAULT_MINIMUM_AGE = 18;
export const MINIMUM_AGES = [18, 21] as const;

/** 'YYYY-MM-DD' of a real calendar day from 1900 on, or null. */
export function parseBirthDate(text: string): { y: number; m: number; d: number } | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return null;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const at = new Date(Date.UTC(y, m - 1, d));
  if (y < 1900 || at.getUTCFullYear() !== y || at.getUTCMonth() !== m - 1 || at.getUTCDate() !== d)
    return null;
  return { y, m, d };
}

/**
 * Whole years between a date of birth and `today` (both 'YYYY-MM-DD', today in the site's time zone);
 * null for a date that is not a real day or lies after today. Someone born on 29 February turns a year
 * older on 1 March in other years.
 */
export function ageOn(birthDate: string, today: string): number | null {
  const born = parseBirthDate(birthDate);
  const now = parseBirthDate(today);
  if (!born || !now || birthDate > today) return null;
  const hadBirthday = now.m > born.m || (now.m === born.m && now.d >= born.d);
  return now.y - born.y - (hadBirthday ? 0 : 1);
}

/** The words a refusal's {period} becomes. */
export const PERIOD_WORDS = {
  daily: { TY: 'araw-araw', EN: 'daily' },
  weekly: { TY: 'lingguhan', EN: 'weekly' },
  monthly: { TY: 'buwanang', EN: 'monthly' },
} as const;
