import { z } from 'zod';
import { AdjustBodySchema } from './admin.js';
import { defineEndpoint } from './endpoint.js';
import { MoneySchema } from './money.js';
import { DecisionBodySchema } from './payments.js';
import { PromoReviewBodySchema } from './promotions.js';

/*
 * Four-eyes approvals: a balance adjustment, a withdrawal paid out or a bonus granted (a promotion
 * application approved) above the operator-set amount of its kind waits as a request until a second
 * operator approves it; nothing moves before. Paths are ours: the spec shows none.
 */

export const APPROVAL_KINDS = ['adjust', 'withdrawal_paid', 'bonus_grant'] as const;
export const ApprovalKindSchema = z.enum(APPROVAL_KINDS);
export type ApprovalKind = z.infer<typeof ApprovalKindSchema>;

export const APPROVAL_STATES = ['pending', 'executed', 'rejected'] as const;
export const ApprovalStateSchema = z.enum(APPROVAL_STATES);
export type ApprovalState = z.infer<typeof ApprovalStateSchema>;

const serial = z.number().int().min(1).max(2_147_483_647);

/**
 * The action a request holds, validated as its own call validates it: the adjust body; a withdrawal
 * (paid, with the remark); a promotion application (approved, with the bonus amount if not the rule's).
 */
export const ApprovalActionSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('adjust'), adjust: AdjustBodySchema }),
  z.object({
    kind: z.literal('withdrawal_paid'),
    withdrawalId: serial,
    decision: DecisionBodySchema,
  }),
  z.object({ kind: z.literal('bonus_grant'), entryId: serial, review: PromoReviewBodySchema }),
]);
export type ApprovalAction = z.output<typeof ApprovalActionSchema>;
export type ApprovalActionInput = z.input<typeof ApprovalActionSchema>;

const OperatorRefSchema = z.object({ id: z.number().int(), username: z.string() });

export const ApprovalRequestSchema = z.object({
  id: z.number().int(),
  kind: ApprovalKindSchema,
  state: ApprovalStateSchema,
  /** The money the action moves (an adjustment's signed amount, a withdrawal's or a bonus's). */
  amount: MoneySchema,
  memberId: z.number().int().nullable(),
  username: z.string().nullable(),
  /** The validated action, executed as it stands when approved. */
  action: ApprovalActionSchema,
  requestedBy: OperatorRefSchema,
  requestedAt: z.iso.datetime(),
  /** The second operator who approved or rejected it. */
  decidedBy: OperatorRefSchema.nullable(),
  decidedAt: z.iso.datetime().nullable(),
  /** Why it was rejected. */
  reason: z.string().nullable(),
});
export type ApprovalRequest = z.infer<typeof ApprovalRequestSchema>;

export const ApprovalListQuerySchema = z.object({
  state: ApprovalStateSchema.optional(),
  /** The id of the last row of the page before (newest first). */
  cursor: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
  pageSize: z.coerce.number().int().min(1).max(100).default(50),
});

export const ApprovalPageSchema = z.object({
  list: z.array(ApprovalRequestSchema),
  nextCursor: z.number().int().nullable(),
});

export const ApprovalIdParamsSchema = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

export const ApprovalRejectBodySchema = z.object({ reason: z.string().trim().min(1).max(200) });

/** An amount above which the kind needs a second operator; null: never. */
const ThresholdSchema = MoneySchema.nullable();

/**
 * The amounts above which each kind waits for a second operator (an adjustment by its size, credit or
 * debit); null switches four-eyes off for the kind.
 */
export const ApprovalThresholdsSchema = z.object({
  adjust: ThresholdSchema,
  withdrawal_paid: ThresholdSchema,
  bonus_grant: ThresholdSchema,
});
export type ApprovalThresholds = z.infer<typeof ApprovalThresholdsSchema>;

const ThresholdInputSchema = z
  .string()
  .trim()
  .max(20)
  .regex(/^\d{1,13}(\.\d{1,2})?$/, { message: 'error_amount_invalid' })
  .nullable();

export const ApprovalThresholdsInputSchema = z.object({
  adjust: ThresholdInputSchema,
  withdrawal_paid: ThresholdInputSchema,
  bonus_grant: ThresholdInputSchema,
});

const base = '/wps/admin/approvals';
const op = { tag: 'admin', auth: 'operator' } as const;

export const adminApprovalEndpoints = {
  list: defineEndpoint({
    ...op,
    method: 'GET',
    path: base,
    summary: 'Four-eyes requests, newest first, by state (admin, finance, auditor)',
    query: ApprovalListQuerySchema,
    value: ApprovalPageSchema,
  }),
  create: defineEndpoint({
    ...op,
    method: 'POST',
    path: base,
    summary: 'Ask a second operator to approve an adjustment, a withdrawal payout or a bonus grant (audited)',
    body: ApprovalActionSchema,
    value: ApprovalRequestSchema,
  }),
  approve: defineEndpoint({
    ...op,
    method: 'POST',
    path: `${base}/:id/approve`,
    summary: 'Approve a request of another operator: its action runs in the same transaction, once (audited)',
    params: ApprovalIdParamsSchema,
    value: ApprovalRequestSchema,
  }),
  reject: defineEndpoint({
    ...op,
    method: 'POST',
    path: `${base}/:id/reject`,
    summary: 'Reject a request with a reason: nothing moves (audited)',
    params: ApprovalIdParamsSchema,
    body: ApprovalRejectBodySchema,
    value: ApprovalRequestSchema,
  }),
  thresholds: defineEndpoint({
    ...op,
    method: 'GET',
    path: `${base}/thresholds`,
    summary: 'The amounts above which each kind needs a second operator',
    value: ApprovalThresholdsSchema,
  }),
  setThresholds: defineEndpoint({
    ...op,
    method: 'PUT',
    path: `${base}/thresholds`,
    summary: 'Set the four-eyes amounts (admin; audited with before and after)',
    body: ApprovalThresholdsInputSchema,
    value: ApprovalThresholdsSchema,
  }),
};
