import { z } from 'zod';
import { defineEndpoint } from './endpoint.js';

/** How an applicant means to bring players to the site. */
export const AGENT_CHANNELS = ['social', 'community', 'website', 'other'] as const;
export const AgentChannelSchema = z.enum(AGENT_CHANNELS);
export type AgentChannel = z.infer<typeof AgentChannelSchema>;

export const AGENT_APPLICATION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export const AgentApplicationStatusSchema = z.enum(AGENT_APPLICATION_STATUSES);
export type AgentApplicationStatus = z.infer<typeof AgentApplicationStatusSchema>;

export const AGENT_NOTE_MAX = 140;
export const AGENT_CONTACT_NAME_MAX = 40;
export const AGENT_CONTACT_MAX = 60;
export const AGENT_TEAM_SIZE_MAX = 10_000;
export const AGENT_REMARK_MAX = 200;

/**
 * A mobile number (+, digits, spaces, dashes) or a messenger handle (@name, letters, digits, . _ -):
 * what customer service can reach the applicant by.
 */
const CONTACT_PATTERN = /^[\p{L}\p{N}@+._\- ]+$/u;

export const AgentApplyBodySchema = z.object({
  contactName: z.string().trim().min(1).max(AGENT_CONTACT_NAME_MAX),
  contact: z.string().trim().min(3).max(AGENT_CONTACT_MAX).regex(CONTACT_PATTERN),
  channel: AgentChannelSchema,
  /** How many players the applicant expects to bring. */
  teamSize: z.number().int().min(1).max(AGENT_TEAM_SIZE_MAX),
  note: z.string().trim().max(AGENT_NOTE_MAX).default(''),
});
export type AgentApplyBody = z.input<typeof AgentApplyBodySchema>;

/** An application as its member sees it; `remark` is the operator's word on a decision. */
export const AgentApplicationSchema = z.object({
  id: z.number().int(),
  status: AgentApplicationStatusSchema,
  contactName: z.string(),
  contact: z.string(),
  channel: AgentChannelSchema,
  teamSize: z.number().int(),
  note: z.string(),
  remark: z.string(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type AgentApplication = z.infer<typeof AgentApplicationSchema>;

export const AdminAgentApplicationSchema = AgentApplicationSchema.extend({
  memberId: z.number().int(),
  username: z.string(),
  /** The operator who decided it; null while pending. */
  decidedBy: z.number().int().nullable(),
});
export type AdminAgentApplication = z.infer<typeof AdminAgentApplicationSchema>;

export const AgentApplicationParamsSchema = z.object({
  id: z.coerce
    .number()
    .int()
    .min(1)
    .max(2 ** 53 - 1),
});

export const AgentApplicationListQuerySchema = z.object({
  status: AgentApplicationStatusSchema.default('pending'),
  /** Keyset cursor: the `nextCursor` of the previous page (applications come oldest first). */
  after: z.coerce
    .number()
    .int()
    .min(0)
    .max(2 ** 53 - 1)
    .optional(),
  size: z.coerce.number().int().min(1).max(100).default(50),
});

export const AgentDecisionBodySchema = z.object({
  remark: z.string().trim().max(AGENT_REMARK_MAX).default(''),
});
/** A rejection tells the member why. */
export const AgentRejectBodySchema = z.object({
  remark: z.string().trim().min(1).max(AGENT_REMARK_MAX),
});

export const agentEndpoints = {
  apply: defineEndpoint({
    method: 'POST',
    path: '/wps/agent/application',
    summary:
      'Apply to become an agent (real accounts; one pending application per member: error_agent_application_pending; agents get error_already_agent)',
    tag: 'agent',
    auth: 'token',
    body: AgentApplyBodySchema,
    value: AgentApplicationSchema,
  }),
  mine: defineEndpoint({
    method: 'GET',
    path: '/wps/agent/application',
    summary: "The member's latest agent application, or null when they never applied",
    tag: 'agent',
    auth: 'token',
    value: AgentApplicationSchema.nullable(),
  }),
};

const base = '/wps/admin/agent/applications';
const op = { tag: 'admin', auth: 'operator' } as const;

export const adminAgentEndpoints = {
  list: defineEndpoint({
    ...op,
    method: 'GET',
    path: base,
    summary: 'Agent applications of one status, oldest first, keyset paged (admin, support)',
    query: AgentApplicationListQuerySchema,
    value: z.object({
      list: z.array(AdminAgentApplicationSchema),
      nextCursor: z.number().int().nullable(),
    }),
  }),
  approve: defineEndpoint({
    ...op,
    method: 'POST',
    path: `${base}/:id/approve`,
    summary:
      'Approve a pending application: the member becomes an agent (isAgent 1) at once (admin, support; audited)',
    params: AgentApplicationParamsSchema,
    body: AgentDecisionBodySchema,
    value: AdminAgentApplicationSchema,
  }),
  reject: defineEndpoint({
    ...op,
    method: 'POST',
    path: `${base}/:id/reject`,
    summary: 'Reject a pending application with a remark the member sees (admin, support; audited)',
    params: AgentApplicationParamsSchema,
    body: AgentRejectBodySchema,
    value: AdminAgentApplicationSchema,
  }),
};
