import { z } from 'zod';
import { defineEndpoint } from './endpoint.js';

const id = z.coerce
  .number()
  .int()
  .min(1)
  .max(2 ** 53 - 1);

export const MEMBER_STATUSES = ['active', 'locked'] as const;
export const MemberStatusSchema = z.enum(MEMBER_STATUSES);

/** A member's account state as operators set it. */
export const AdminMemberStatusSchema = z.object({
  memberId: z.number().int(),
  status: MemberStatusSchema,
  /** The operator's reason for the last lock or unlock. */
  reason: z.string(),
  changedAt: z.string().nullable(),
  /** The password must be changed at the next password login. */
  mustChangePassword: z.boolean(),
});
export type AdminMemberStatus = z.infer<typeof AdminMemberStatusSchema>;

export const MemberStatusBodySchema = z.object({
  reason: z.string().trim().min(1).max(200),
});

export const AdminMemberSessionSchema = z.object({
  id: z.number().int(),
  /** session: a login; remember: a remember-me token; withdraw: a self-excluded member's token. */
  kind: z.enum(['session', 'remember', 'withdraw']),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  expiresAt: z.string(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
});
export type AdminMemberSession = z.infer<typeof AdminMemberSessionSchema>;

export const AdminLoginEventSchema = z.object({
  id: z.number().int(),
  at: z.string(),
  /** session.login, session.login_failed, session.login_locked, session.login_excluded, session.logout… */
  action: z.string(),
  /** How the member logged in (username, sms, social, remember…), when recorded. */
  type: z.string().nullable(),
  ip: z.string().nullable(),
});
export type AdminLoginEvent = z.infer<typeof AdminLoginEventSchema>;

const op = { tag: 'admin', auth: 'operator' } as const;
const base = '/wps/admin/members/:id';
const params = z.object({ id });
export const MemberIdParamsSchema = params;
export const MemberSessionParamsSchema = z.object({ id, sessionId: id });

/** Operators lock, unlock and force a password change; they see and end a member's sessions. */
export const adminMemberStatusEndpoints = {
  status: defineEndpoint({
    ...op,
    method: 'GET',
    path: `${base}/status`,
    summary: "A member's account state: locked or not, why, and a forced password change (admin, support)",
    params,
    value: AdminMemberStatusSchema,
  }),
  lock: defineEndpoint({
    ...op,
    method: 'POST',
    path: `${base}/lock`,
    summary: 'Lock a member: every session ends, logins answer error_member_locked (admin, support; audited)',
    params,
    body: MemberStatusBodySchema,
    value: AdminMemberStatusSchema,
  }),
  unlock: defineEndpoint({
    ...op,
    method: 'POST',
    path: `${base}/unlock`,
    summary: 'Unlock a member: logins work again (admin, support; audited)',
    params,
    body: MemberStatusBodySchema,
    value: AdminMemberStatusSchema,
  }),
  forcePasswordChange: defineEndpoint({
    ...op,
    method: 'POST',
    path: `${base}/forcePasswordChange`,
    summary:
      'Make the member change the password at the next login; every session ends (admin, support; audited)',
    params,
    body: MemberStatusBodySchema,
    value: AdminMemberStatusSchema,
  }),
  sessions: defineEndpoint({
    ...op,
    method: 'GET',
    path: `${base}/sessions`,
    summary: "A member's live sessions and remember-me tokens, newest first (admin, support)",
    params,
    value: z.object({ list: z.array(AdminMemberSessionSchema) }),
  }),
  endSession: defineEndpoint({
    ...op,
    method: 'POST',
    path: `${base}/sessions/:sessionId/end`,
    summary: "End one of a member's sessions (admin, support; audited; error_not_found when not live)",
    params: MemberSessionParamsSchema,
    value: z.null(),
  }),
  logins: defineEndpoint({
    ...op,
    method: 'GET',
    path: `${base}/logins`,
    summary: "A member's login history (logins, failures, refusals, logouts), newest first, keyset paged",
    params,
    query: z.object({
      cursor: id.optional(),
      pageSize: z.coerce.number().int().min(1).max(100).default(50),
    }),
    value: z.object({ list: z.array(AdminLoginEventSchema), nextCursor: z.number().int().nullable() }),
  }),
};
