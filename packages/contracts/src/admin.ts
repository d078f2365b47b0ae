import { z } from 'zod';
import { defineEndpoint } from './endpoint.js';
import { MoneySchema, SignedAmountInputSchema } from './money.js';

/** admin: everything; finance: money (adjustments, reconciliation); support: reads members. */
export const OperatorRoleSchema = z.enum(['admin', 'finance', 'support']);
export type OperatorRole = z.infer<typeof OperatorRoleSchema>;

export const OperatorSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  role: OperatorRoleSchema,
});
export type Operator = z.infer<typeof OperatorSchema>;

export const OperatorLoginSchema = z.object({
  username: z.string().trim().min(1).max(64),
  password: z.string().min(1).max(128),
  /** After a failed login on the account or from the address: a captcha (GET /wps/captcha) and its answer. */
  captchaKey: z.string().max(64).optional(),
  captcha: z.string().max(16).optional(),
});

export const OperatorSessionSchema = z.object({
  /** Send as `Authorization: Bearer <token>` to /wps/admin calls; it is not a member token. */
  token: z.string(),
  /** When the token stops working if unused (ISO 8601 UTC); each call moves it on, up to 12 hours after login. */
  expiresAt: z.iso.datetime(),
  operator: OperatorSchema,
});
export type OperatorSession = z.infer<typeof OperatorSessionSchema>;

export const AdjustBodySchema = z.object({
  memberId: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  /** Signed: positive credits the member's cash wallet, negative debits it (never below zero). */
  amount: SignedAmountInputSchema,
  /** Why, for the account record and the audit log. */
  reason: z.string().trim().min(1).max(200),
  /** Chosen by the console per adjustment: a retry with the same key changes nothing again. */
  idempotencyKey: z
    .string()
    .trim()
    .min(8)
    .max(64)
    .regex(/^[A-Za-z0-9_-]+$/),
});
export type AdjustBody = z.input<typeof AdjustBodySchema>;

export const AdjustValueSchema = z.object({
  entryId: z.number().int(),
  memberId: z.number().int(),
  amount: MoneySchema,
  balanceBefore: MoneySchema,
  balanceAfter: MoneySchema,
  /** True when this key had been used: nothing moved this time. */
  replayed: z.boolean(),
});
export type AdjustValue = z.infer<typeof AdjustValueSchema>;

export const ReconcileValueSchema = z.object({
  /** Every stored balance equals the sum of its postings, every entry sums to zero, and so does the total. */
  ok: z.boolean(),
  accounts: z.number().int(),
  entries: z.number().int(),
  postings: z.number().int(),
  total: MoneySchema,
  mismatches: z.array(
    z.object({
      accountId: z.number().int(),
      key: z.string(),
      stored: MoneySchema,
      posted: MoneySchema,
      lastBalanceAfter: MoneySchema.nullable(),
    }),
  ),
  unbalancedEntries: z.array(
    z.object({ entryId: z.number().int(), idempotencyKey: z.string(), sum: MoneySchema }),
  ),
  /** Each house account's balance by code (game_revenue, play_money…), its sub-accounts summed. */
  house: z.array(z.object({ code: z.string(), balance: MoneySchema })),
});
export type ReconcileValue = z.infer<typeof ReconcileValueSchema>;

/** The back office API (operators, not members). Paths are ours: the spec shows none. */
export const adminEndpoints = {
  login: defineEndpoint({
    method: 'POST',
    path: '/wps/admin/session/login',
    summary: 'Operator login: an operator token for the /wps/admin calls',
    tag: 'admin',
    auth: 'none',
    body: OperatorLoginSchema,
    value: OperatorSessionSchema,
  }),
  logout: defineEndpoint({
    method: 'DELETE',
    path: '/wps/admin/session/logout',
    summary: 'Operator logout: revokes the token',
    tag: 'admin',
    auth: 'operator',
    value: z.null(),
  }),
  me: defineEndpoint({
    method: 'GET',
    path: '/wps/admin/session',
    summary: 'The operator behind the token',
    tag: 'admin',
    auth: 'operator',
    value: OperatorSchema,
  }),
  adjust: defineEndpoint({
    method: 'POST',
    path: '/wps/admin/wallet/adjust',
    summary: "Adjust a member's cash balance (admin, finance; audited, idempotent by key)",
    tag: 'admin',
    auth: 'operator',
    body: AdjustBodySchema,
    value: AdjustValueSchema,
  }),
  reconcile: defineEndpoint({
    method: 'GET',
    path: '/wps/admin/wallet/reconcile',
    summary: 'Re-sum every ledger account from its postings and compare (admin, finance)',
    tag: 'admin',
    auth: 'operator',
    value: ReconcileValueSchema,
  }),
};
