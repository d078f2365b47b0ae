import { z } from 'zod';

/**
 * Money on the wire: a decimal string with exactly 2 places ("1234.50"); inside the server it is
 * integer cents. Amounts a member enters use AmountInputSchema (positive, at most 2 places).
 */
export const MoneySchema = z.string().regex(/^-?\d{1,15}\.\d{2}$/);
export type Money = z.infer<typeof MoneySchema>;

/** An amount typed by a member: positive, at most 2 decimal places, at most 13 integer digits. */
export const AmountInputSchema = z
  .string()
  .trim()
  .max(20)
  .regex(/^\d{1,13}(\.\d{1,2})?$/, { message: 'error_amount_invalid' })
  .refine((value) => /[1-9]/.test(value), { message: 'error_amount_invalid' });

/** Cents → "1234.50". */
export function formatCents(cents: bigint): Money {
  const negative = cents < 0n;
  const abs = negative ? -cents : cents;
  const whole = abs / 100n;
  const fraction = (abs % 100n).toString().padStart(2, '0');
  return `${negative ? '-' : ''}${whole}.${fraction}`;
}

/**
 * "1234.5" or "1234.50" → 123450n, by the digits (a float would drift). Input must already match
 * AmountInputSchema or MoneySchema (surrounding spaces aside).
 */
export function parseCents(value: string): bigint {
  const text = value.trim();
  const negative = text.startsWith('-');
  const [whole = '0', fraction = ''] = (negative ? text.slice(1) : text).split('.');
  const cents = BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'));
  return negative ? -cents : cents;
}

/** A signed amount an operator enters (an adjustment): like AmountInputSchema, with an optional '-'. */
export const SignedAmountInputSchema = z
  .string()
  .trim()
  .max(21)
  .regex(/^-?\d{1,13}(\.\d{1,2})?$/, { message: 'error_amount_invalid' })
  .refine((value) => /[1-9]/.test(value), { message: 'error_amount_invalid' });
