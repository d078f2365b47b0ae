import { z } from 'zod';
import { defineEndpoint } from './endpoint.js';
import { BankAccountSchema } from './security-center.js';

/*
 * The console's care of one member beyond the account's status: a VIP level an operator fixes, the
 * member's withdrawal accounts (checked or removed by an operator) and operators' notes. Paths are ours:
 * the spec shows none. Every change is audited with the member's id in its before and after.
 */

const bigId = z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER);

/** Spec §9: "Note limit 140 characters". */
export const MEMBER_NOTE_MAX = 140;

/**
 * Plain text an operator types: no control characters (a line break or a NUL would not show as typed)
 * and at most `max` characters counted as the reader sees them, not as UTF-16 units.
 */
const plainText = (max: number) =>
  z
    .string()
    .trim()
    .min(1)
    .max(max * 2)
    .refine((text) => !/\p{Cc}/u.test(text), 'control characters are not allowed')
    .refine((text) => [...text].length <= max, `at most ${max} characters`);

export const MemberCareParamsSchema = z.object({ id: bigId });
export const MemberBankAccountParamsSchema = z.object({ id: bigId, accountId: bigId });

export const MemberVipSchema = z.object({
  memberId: z.number().int(),
  /** The level the ladder's rule gives (lifetime deposits and valid bets); 0 below the first level. */
  earnedLevel: z.number().int(),
  /** The level the member stands on: the operator's when one is set, else the earned one. */
  level: z.number().int(),
  override: z
    .object({
      level: z.number().int(),
      reason: z.string(),
      operator: z.string(),
      setAt: z.string(),
    })
    .nullable(),
});
export type MemberVip = z.infer<typeof MemberVipSchema>;

/** A level of the ladder (error_not_found otherwise), or null to return the member to the ladder's rule. */
export const MemberVipBodySchema = z.object({
  level: z.number().int().min(1).max(1000).nullable(),
  reason: plainText(140),
});
export type MemberVipBody = z.input<typeof MemberVipBodySchema>;

/** A member's bank account as operators see it: the member's view, with the full number, removal and verification. */
export const AdminBankAccountSchema = BankAccountSchema.extend({
  /** In full: the operator checks it against the member's documents. */
  accountNumber: z.string(),
  /** Removed by the member or an operator; removed accounts stay listed, last. */
  removedAt: z.string().nullable(),
  verifiedAt: z.string().nullable(),
  /** The operator who checked it. */
  verifiedBy: z.string().nullable(),
});
export type AdminBankAccount = z.infer<typeof AdminBankAccountSchema>;

export const AdminBankAccountsSchema = z.object({ list: z.array(AdminBankAccountSchema) });

/** Why an operator removes an account (kept in the audit trail). */
export const RemoveBankAccountBodySchema = z.object({ reason: plainText(140) });

export const MemberNoteSchema = z.object({
  id: z.number().int(),
  text: z.string(),
  /** The operator's username. */
  author: z.string(),
  createdAt: z.string(),
});
export type MemberNote = z.infer<typeof MemberNoteSchema>;

export const MemberNoteBodySchema = z.object({ text: plainText(MEMBER_NOTE_MAX) });
export type MemberNoteBody = z.input<typeof MemberNoteBodySchema>;

export const MemberNotesQuerySchema = z.object({
  /** The last note's id of the page before (newest first). */
  cursor: bigId.optional(),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

export const MemberNotesPageSchema = z.object({
  list: z.array(MemberNoteSchema),
  nextCursor: z.number().int().nullable(),
});

const operator = { tag: 'admin', auth: 'operator' } as const;
const base = '/wps/admin/members/:id';

export const adminMemberCareEndpoints = {
  vip: defineEndpoint({
    ...operator,
    method: 'GET',
    path: `${base}/vip`,
    summary: "A member's VIP level: earned, and the operator's fixed level if one is set",
    params: MemberCareParamsSchema,
    value: MemberVipSchema,
  }),
  setVip: defineEndpoint({
    ...operator,
    method: 'PUT',
    path: `${base}/vip`,
    summary: "Fix a member's VIP level, or return them to the ladder's rule with null (admin; audited)",
    params: MemberCareParamsSchema,
    body: MemberVipBodySchema,
    value: MemberVipSchema,
  }),
  bankAccounts: defineEndpoint({
    ...operator,
    method: 'GET',
    path: `${base}/bankAccounts`,
    summary: "A member's withdrawal accounts, removed ones too (admin, finance, support)",
    params: MemberCareParamsSchema,
    value: AdminBankAccountsSchema,
  }),
  verifyBankAccount: defineEndpoint({
    ...operator,
    method: 'POST',
    path: `${base}/bankAccounts/:accountId/verify`,
    summary: 'Mark an active withdrawal account as checked (admin, finance; audited)',
    params: MemberBankAccountParamsSchema,
    value: AdminBankAccountsSchema,
  }),
  removeBankAccount: defineEndpoint({
    ...operator,
    method: 'POST',
    path: `${base}/bankAccounts/:accountId/remove`,
    summary: 'Remove a withdrawal account with a reason (admin, finance, support; audited)',
    params: MemberBankAccountParamsSchema,
    body: RemoveBankAccountBodySchema,
    value: AdminBankAccountsSchema,
  }),
  notes: defineEndpoint({
    ...operator,
    method: 'GET',
    path: `${base}/notes`,
    summary: "Operators' notes on a member, newest first",
    params: MemberCareParamsSchema,
    query: MemberNotesQuerySchema,
    value: MemberNotesPageSchema,
  }),
  addNote: defineEndpoint({
    ...operator,
    method: 'POST',
    path: `${base}/notes`,
    summary: 'Add a note on a member: plain text, at most 140 characters (admin, finance, support; audited)',
    params: MemberCareParamsSchema,
    body: MemberNoteBodySchema,
    value: MemberNoteSchema,
  }),
};
