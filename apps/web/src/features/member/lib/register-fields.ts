import type { RegisterField } from '@swerte/contracts';

// Which fields a mode asks, and their rules, come from the contracts (registerRulesForMode), as the
// server's checks do.

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
