import { z } from 'zod';
import { defineEndpoint } from './endpoint.js';

/**
 * Member labels (§3 memberLabel: labelName, colour default #ABABAB): operators put them on members, and
 * name one as the audience of a message or a mission. Operator side only; members see their own labels
 * in the member info.
 */
const id = z.coerce.number().int().min(1).max(2_147_483_647);
const memberId = z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER);

export const LabelColorSchema = z.string().regex(/^#[0-9A-Fa-f]{6}$/);

export const LabelInputSchema = z.object({
  /** Unique regardless of case (error_conflict). */
  name: z.string().trim().min(1).max(40),
  color: LabelColorSchema.default('#ABABAB'),
});
export type LabelInput = z.input<typeof LabelInputSchema>;

export const AdminLabelSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  color: z.string(),
  /** Members carrying the label. */
  members: z.number().int(),
});
export type AdminLabel = z.infer<typeof AdminLabelSchema>;

export const LabelIdParamsSchema = z.object({ id });
export const LabelMemberParamsSchema = z.object({ id: memberId });

/** A member's whole set of labels, replaced at once; an unknown label is error_not_found. */
export const MemberLabelsBodySchema = z.object({ labelIds: z.array(id).max(20) });
export const MemberLabelsSchema = z.object({
  memberId: z.number().int(),
  labelIds: z.array(z.number().int()),
});
export type MemberLabels = z.infer<typeof MemberLabelsSchema>;

const operator = { tag: 'admin', auth: 'operator' } as const;

export const adminLabelEndpoints = {
  list: defineEndpoint({
    ...operator,
    method: 'GET',
    path: '/wps/admin/labels',
    summary: 'Member labels with how many members carry each',
    value: z.array(AdminLabelSchema),
  }),
  create: defineEndpoint({
    ...operator,
    method: 'POST',
    path: '/wps/admin/labels',
    summary: 'Add a member label (admin; audited; error_conflict for a name taken)',
    body: LabelInputSchema,
    value: AdminLabelSchema,
  }),
  update: defineEndpoint({
    ...operator,
    method: 'PUT',
    path: '/wps/admin/labels/:id',
    summary: 'Rename or recolour a member label (admin; audited)',
    params: LabelIdParamsSchema,
    body: LabelInputSchema,
    value: AdminLabelSchema,
  }),
  memberLabels: defineEndpoint({
    ...operator,
    method: 'GET',
    path: '/wps/admin/members/:id/labels',
    summary: "A member's labels",
    params: LabelMemberParamsSchema,
    value: MemberLabelsSchema,
  }),
  setMemberLabels: defineEndpoint({
    ...operator,
    method: 'PUT',
    path: '/wps/admin/members/:id/labels',
    summary: "Replace a member's labels (admin, support; audited)",
    params: LabelMemberParamsSchema,
    body: MemberLabelsBodySchema,
    value: MemberLabelsSchema,
  }),
};
