import { parseCents } from '@swerte/contracts';

/** What is wrong with a typed amount, checked on the digits (cents), never through a float. */
export type AmountProblem = 'required' | 'invalid' | 'belowMin' | 'aboveMax';

/** The shape the server accepts (AmountInputSchema): up to 13 digits, at most 2 decimals, above 0. */
const AMOUNT = /^\d{1,13}(\.\d{1,2})?$/;

export interface AmountLimits {
  /** Decimal strings ("100.00"); either may be left out. */
  min?: string;
  max?: string;
}

export function checkAmount(value: string, { min, max }: AmountLimits = {}): AmountProblem | null {
  const text = value.trim();
  if (text === '') return 'required';
  if (!AMOUNT.test(text) || !/[1-9]/.test(text)) return 'invalid';
  const cents = parseCents(text);
  if (min !== undefined && cents < parseCents(min)) return 'belowMin';
  if (max !== undefined && cents > parseCents(max)) return 'aboveMax';
  return null;
}

/** The smaller of two decimal amounts (the method's maximum and the balance, say). */
export function minAmount(a: string, b: string): string {
  return parseCents(a) <= parseCents(b) ? a : b;
}
