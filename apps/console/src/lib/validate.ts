import type { z } from 'zod';

/**
 * Checks a form's value with the contract's own schema before it is sent: the parsed value, or the
 * message of each field that fails (the server checks the same schema again and answers alike).
 */
export function validate<S extends z.ZodType>(
  schema: S,
  value: unknown,
): { ok: true; value: z.output<S> } | { ok: false; fields: Record<string, string> } {
  const result = schema.safeParse(value);
  if (result.success) return { ok: true, value: result.data };
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.') || 'form';
    fields[key] ??= issue.message;
  }
  return { ok: false, fields };
}

/** A whole number typed in a form; empty is no number, which the contract's schema refuses. */
export const wholeNumber = (text: string): number => (text.trim() === '' ? Number.NaN : Number(text));
