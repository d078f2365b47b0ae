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
    .object({
      /** On a 500: the id under which the server logged the fault. */
      requestId: z.string().optional(),
      /** error_field_invalid / error_invalid_request: field name → message in the request language. */
      fields: z.record(z.string(), z.string()).optional(),
      /** A refused login: the next attempt must carry a captcha (show it and fetch an image). */
      captcha: z.boolean().optional(),
      /** error_login_verification_required: confirm the new address with one of `methods`. */
      verifyToken: z.string().optional(),
      methods: z.array(z.enum(['sms', 'email', 'bankName', 'totp'])).optional(),
      /** 429s: seconds until another attempt may succeed. */
      retryAfter: z.number().int().optional(),
      /**
       * error_amount_below_min / error_amount_above_max: the limit that was crossed ("100.00");
       * error_agent_transfer_limit (max): what the agent may still send today; error_contract_rate_range
       * (max): the highest rate that may be offered, in percent ("1.50").
       */
      min: z.string().optional(),
      max: z.string().optional(),
      /** error_withdraw_daily_limit: withdrawals a day allows; error_date_range: most days a range spans. */
      limit: z.number().int().optional(),
      /** error_insufficient_balance on a vendor debit: the player's balance ("5.00"). */
      balance: z.string().optional(),
      /** error_contract_confirm_lower: the contracts below the agent that accepting would end. */
      contracts: z.array(z.number().int()).optional(),
      /** Lottery refusals: what was refused (the number, the bet type, the count asked). */
      detail: z.string().optional(),
      /** error_lottery_liability: the payout still open on that number of that draw ("12.50"). */
      room: z.string().optional(),
      /**
       * Protection refusals (error_limit_*, error_timed_out, error_self_excluded…): the message's
       * placeholders: limit, period (daily/weekly/monthly), amount, resetsAt and until (site time).
       */
      params: z.record(z.string(), z.string()).optional(),
      /** error_self_excluded on login: a token that may only withdraw the balance and ask to return. */
      withdrawToken: z.string().optional(),
    })
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
