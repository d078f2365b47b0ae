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

/** The words a refusal's {period} becomes. */
export const PERIOD_WORDS = {
  daily: { TY: 'araw-araw', EN: 'daily' },
  weekly: { TY: 'lingguhan', EN: 'weekly' },
  monthly: { TY: 'buwanang', EN: 'monthly' },
} as const;
