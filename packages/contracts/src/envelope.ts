import { z } from 'zod';
import type { Language } from './language.js';

/** Every response body: `{ success, code, message, value }` (DESIGN.md, The API). */
export function envelopeOf<T extends z.ZodType>(value: T) {
  return z.object({
    success: z.boolean(),
    /** A catalogue key: `ok` on success, an error code otherwise. */
    code: z.string(),
    message: z.string(),
    value,
  });
}

export const ErrorEnvelopeSchema = envelopeOf(
  z
    .object({ requestId: z.string().optional(), fields: z.record(z.string(), z.string()).optional() })
    .nullable(),
);
export type ErrorEnvelope = z.infer<typeof ErrorEnvelopeSchema>;

export interface Envelope<T> {
  success: boolean;
  code: string;
  message: string;
  value: T;
}

/** `code` of every successful answer. */
export const SUCCESS_CODE = 'ok';

const SUCCESS_TEXT: Record<Language, string> = { TY: 'Matagumpay.', EN: 'Success.' };

/** `message` of a successful answer in the request's language. */
export function successMessage(language: Language): string {
  return SUCCESS_TEXT[language];
}
