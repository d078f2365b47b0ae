import { z } from 'zod';
import { defineEndpoint } from './endpoint.js';
import { MoneySchema, SignedAmountInputSchema } from './money.js';
import { OperatorRoleSchema } from './operator-access.js';

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
  /** The last step of a login: the operator is in. */
  step: z.literal('session'),
  /** Send as `Authorization: Bearer <token>` to /wps/admin calls; it is not a member token. */
  token: z.string(),
  /** When the token stops working if unused (ISO 8601 UTC); each call moves it on, up to 12 hours after login. */
  expiresAt: z.iso.datetime(),
  operator: OperatorSchema,
});
export type OperatorSession = z.infer<typeof OperatorSessionSchema>;

/**
 * The step after the password: `totp` asks for a code of the operator's authenticator app (or a recovery
 * code) at POST …/login/totp; `enrol` (admin and finance without a second factor) allows only enrolling
 * one, at POST …/login/enrol then …/login/enrol/confirm. The challenge is good for 5 minutes.
 */
export const OperatorChallengeSchema = z.object({
  step: z.enum(['totp', 'enrol']),
  /** Send back in the body of the next step; it opens nothing else. */
  challenge: z.string(),
  expiresAt: z.iso.datetime(),
});
export type OperatorChallenge = z.infer<typeof OperatorChallengeSchema>;

/** What a password login answers: a session, or the second-factor step (discriminated by `step`). */
export const OperatorLoginValueSchema = z.discriminatedUnion('step', [
  OperatorSessionSchema,
  OperatorChallengeSchema,
]);
export type OperatorLoginValue = z.infer<typeof OperatorLoginValueSchema>;

const ChallengeTokenSchema = z
  .string()
  .trim()
  .min(20)
  .max(128)
  .regex(/^[A-Za-z0-9_-]+$/);

/** A 6-digit TOTP code, or one of the operator's recovery codes (`xxxxx-xxxxx`, any case). */
export const OperatorSecondFactorSchema = z.object({
  challenge: ChallengeTokenSchema,
  code: z.string().trim().min(6).max(32),
});

export const OperatorChallengeBodySchema = z.object({ challenge: ChallengeTokenSchema });

/** A new TOTP secret, shown once: add it to an authenticator app, then confirm with its first code. */
export const TotpEnrolmentSchema = z.object({
  /** Base32, for typing in by hand. */
  secret: z.string(),
  /** otpauth://totp/… (the QR code's text). */
  otpauthUri: z.string(),
  /** The URI as a QR code, an SVG document. */
  qrSvg: z.string(),
});
export type TotpEnrolment = z.infer<typeof TotpEnrolmentSchema>;

export const OperatorEnrolledSessionSchema = OperatorSessionSchema.extend({
  /** Ten single-use recovery codes, shown this once (stored hashed): each replaces a TOTP code once. */
  recoveryCodes: z.array(z.string()),
});
export type OperatorEnrolledSession = z.infer<typeof OperatorEnrolledSessionSchema>;

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

/** An operator as admins manage them. */
export const OperatorAccountSchema = OperatorSchema.extend({
  disabled: z.boolean(),
  /** Whether a second factor is enrolled. */
  totp: z.boolean(),
  /** Addresses (CIDR) the operator may work from; empty: anywhere. */
  allowedCidrs: z.array(z.string()),
  createdAt: z.iso.datetime(),
});
export type OperatorAccount = z.infer<typeof OperatorAccountSchema>;

const CidrListSchema = z.array(z.string().trim().min(3).max(64)).max(32);

export const CreateOperatorBodySchema = z.object({
  username: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_.-]{3,64}$/),
  role: OperatorRoleSchema,
  /** The first password, at least 10 characters; the operator logs in with it (and enrols TOTP if needed). */
  password: z.string().min(10).max(128),
  allowedCidrs: CidrListSchema.optional(),
});

export const UpdateOperatorBodySchema = z
  .object({
    role: OperatorRoleSchema.optional(),
    /** true ends every session of the operator at once. */
    disabled: z.boolean().optional(),
    allowedCidrs: CidrListSchema.optional(),
  })
  .refine((body) => Object.keys(body).length > 0, { message: 'nothing to change' });

export const OperatorIdParamsSchema = z.object({
  id: z.coerce.number().int().min(1).max(2_147_483_647),
});

/** The operators an admin manages under /wps/admin/operators (audited). */
export const adminOperatorEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/wps/admin/operators',
    summary: 'Every operator with role, state, second factor and allow-list',
    tag: 'admin',
    auth: 'operator',
    value: z.object({ list: z.array(OperatorAccountSchema) }),
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/wps/admin/operators',
    summary: 'Create an operator with a role (admin only; audited)',
    tag: 'admin',
    auth: 'operator',
    body: CreateOperatorBodySchema,
    value: OperatorAccountSchema,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/wps/admin/operators/:id',
    summary:
      "Change an operator's role, switch them off or on, or set their allow-list (admin only; audited)",
    tag: 'admin',
    auth: 'operator',
    params: OperatorIdParamsSchema,
    body: UpdateOperatorBodySchema,
    value: OperatorAccountSchema,
  }),
  resetTotp: defineEndpoint({
    method: 'POST',
    path: '/wps/admin/operators/:id/totp/reset',
    summary: "Take an operator's second factor away (a lost phone): their next login enrols again (audited)",
    tag: 'admin',
    auth: 'operator',
    params: OperatorIdParamsSchema,
    value: OperatorAccountSchema,
  }),
};

export const AuditSearchQuerySchema = z.object({
  /** Operator id: their own actions (actor `operator:<id>`). */
  operatorId: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
  /** Member id: actions whose before or after names the member (`memberId`). */
  memberId: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER).optional(),
  /** An action (`admin.operator.update`), or a prefix ending in a dot (`admin.`). */
  action: z
    .string()
    .trim()
    .min(1)
    .max(64)
    .regex(/^[A-Za-z0-9_.-]+$/)
    .optional(),
  from: z.iso.datetime().optional(),
  to: z.iso.datetime().optional(),
  /** The `next` of the previous page (keyset: older rows than this id). */
  before: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER).optional(),
  size: z.coerce.number().int().min(1).max(200).default(50),
});

export const AuditRowSchema = z.object({
  id: z.number().int(),
  /** As stored: 'operator:<id>', 'member:<id>', 'cli' or a job. */
  actor: z.string(),
  /** The operator's or member's username; other actors as stored. */
  actorName: z.string(),
  action: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  ip: z.string().nullable(),
  createdAt: z.iso.datetime(),
});

export const AuditPageSchema = z.object({
  list: z.array(AuditRowSchema),
  /** Pass as `before` for the next (older) page; null on the last page. */
  next: z.number().int().nullable(),
});

export const adminAuditEndpoints = {
  search: defineEndpoint({
    method: 'GET',
    path: '/wps/admin/audit',
    summary: 'The audit trail, newest first: by operator, member, action and time, with before and after',
    tag: 'admin',
    auth: 'operator',
    query: AuditSearchQuerySchema,
    value: AuditPageSchema,
  }),
};

/** The back office API (operators, not members). Paths are ours: the spec shows none. */
export const adminEndpoints = {
  login: defineEndpoint({
    method: 'POST',
    path: '/wps/admin/session/login',
    summary:
      'Operator login, first step (password): a session, or the second-factor step (totp, or enrol for admin and finance without one)',
    tag: 'admin',
    auth: 'none',
    body: OperatorLoginSchema,
    value: OperatorLoginValueSchema,
  }),
  loginTotp: defineEndpoint({
    method: 'POST',
    path: '/wps/admin/session/login/totp',
    summary: "Operator login, second step: the authenticator app's code (or a recovery code) for a session",
    tag: 'admin',
    auth: 'none',
    body: OperatorSecondFactorSchema,
    value: OperatorSessionSchema,
  }),
  loginEnrol: defineEndpoint({
    method: 'POST',
    path: '/wps/admin/session/login/enrol',
    summary: 'Operator login, enrolment step: a new TOTP secret (otpauth URI and QR code), shown once',
    tag: 'admin',
    auth: 'none',
    body: OperatorChallengeBodySchema,
    value: TotpEnrolmentSchema,
  }),
  loginEnrolConfirm: defineEndpoint({
    method: 'POST',
    path: '/wps/admin/session/login/enrol/confirm',
    summary: 'Operator login, enrolment confirmed with a first code: a session and ten recovery codes',
    tag: 'admin',
    auth: 'none',
    body: OperatorSecondFactorSchema,
    value: OperatorEnrolledSessionSchema,
  }),
  logout: defineEndpoint({
    method: 'DELETE',
    path: '/wps/admin/session/logout',
    summary: 'Operator logout: revokes the token',
    tag: 'admin',
    auth: 'operator',
    value: z.null(),
  }),
  logoutEverywhere: defineEndpoint({
    method: 'DELETE',
    path: '/wps/admin/session/all',
    summary: "Sign out everywhere: revokes every one of the operator's sessions, this one included",
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
