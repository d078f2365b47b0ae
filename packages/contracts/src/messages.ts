import { z } from 'zod';
import { defineEndpoint } from './endpoint.js';
import { BothLanguagesSchema } from './points.js';

/**
 * Platform messages (member centre page messageV2, §2; unread count CSP_unreadCount, §7): an inbox of
 * messages from the site, read, unread and deleted per member. The spec shows no paths for the inbox;
 * CSP_getMessageList, CSP_readMessage and CSP_deleteMessage follow CSP_unreadCount's style.
 */
const id = z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER);
const Ids = z.array(id).min(1).max(100);

export const UnreadCountSchema = z.object({ count: z.number().int().min(0) });
export type UnreadCount = z.infer<typeof UnreadCountSchema>;

export const InboxMessageSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  body: z.string(),
  isRead: z.boolean(),
  sentAt: z.string(),
});
export type InboxMessage = z.infer<typeof InboxMessageSchema>;

export const MessageListQuerySchema = z.object({
  filter: z.enum(['all', 'unread', 'read']).default('all'),
  cursor: id.optional(),
  pageSize: z.coerce.number().int().min(1).max(50).default(10),
});
export const MessagePageSchema = z.object({
  list: z.array(InboxMessageSchema),
  nextCursor: z.number().int().nullable(),
  unread: z.number().int(),
});
export type MessagePage = z.infer<typeof MessagePageSchema>;

/** Acting on a message that is not in the member's inbox is error_not_found, and nothing changes. */
export const MessageIdsBodySchema = z.object({ ids: Ids });
export type MessageIdsBody = z.input<typeof MessageIdsBodySchema>;

const member = { tag: 'messages', auth: 'token' } as const;

export const messagesEndpoints = {
  unreadCount: defineEndpoint({
    ...member,
    method: 'GET',
    path: '/wps/relay/CSP_unreadCount',
    summary: 'Unread platform messages (the header count and the member centre badge)',
    value: UnreadCountSchema,
  }),
  list: defineEndpoint({
    ...member,
    method: 'GET',
    path: '/wps/relay/CSP_getMessageList',
    summary: "The member's inbox, newest first",
    query: MessageListQuerySchema,
    value: MessagePageSchema,
  }),
  read: defineEndpoint({
    ...member,
    method: 'POST',
    path: '/wps/relay/CSP_readMessage',
    summary: 'Mark messages read; answers the unread count',
    body: MessageIdsBodySchema,
    value: UnreadCountSchema,
  }),
  remove: defineEndpoint({
    ...member,
    method: 'POST',
    path: '/wps/relay/CSP_deleteMessage',
    summary: 'Delete messages from the inbox; answers the unread count',
    body: MessageIdsBodySchema,
    value: UnreadCountSchema,
  }),
};

/**
 * Who a message goes to: everyone, members at a VIP level or above, members carrying a label (an
 * unknown label is error_not_found), an agent's whole team, one member.
 */
export const AudienceSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('all') }),
  z.object({ kind: z.literal('vip'), minLevel: z.number().int().min(1).max(100) }),
  z.object({ kind: z.literal('label'), labelId: z.number().int().min(1).max(2_147_483_647) }),
  z.object({ kind: z.literal('team'), agentId: id }),
  z.object({ kind: z.literal('member'), memberId: id }),
]);
export type Audience = z.infer<typeof AudienceSchema>;

export const ComposeMessageSchema = z.object({
  title: BothLanguagesSchema,
  body: z.object({ TY: z.string().trim().min(1).max(4000), EN: z.string().trim().min(1).max(4000) }),
  audience: AudienceSchema,
  /** When to deliver; absent or past is now; at most a year ahead. */
  sendAt: z.iso
    .datetime({ offset: true })
    .refine((value) => {
      const at = Date.parse(value);
      return at > Date.UTC(2000, 0, 1) && at < Date.now() + 366 * 86_400_000;
    })
    .optional(),
});
export type ComposeMessage = z.input<typeof ComposeMessageSchema>;

export const AdminMessageSchema = z.object({
  id: z.number().int(),
  title: BothLanguagesSchema,
  audience: AudienceSchema,
  sendAt: z.string(),
  deliveredAt: z.string().nullable(),
  recipients: z.number().int(),
  createdBy: z.string(),
});
export type AdminMessage = z.infer<typeof AdminMessageSchema>;

export const adminMessageEndpoints = {
  compose: defineEndpoint({
    tag: 'admin',
    auth: 'operator',
    method: 'POST',
    path: '/wps/admin/messages',
    summary: 'Compose a message to all, a segment or one member, now or scheduled (admin, support; audited)',
    body: ComposeMessageSchema,
    value: AdminMessageSchema,
  }),
  list: defineEndpoint({
    tag: 'admin',
    auth: 'operator',
    method: 'GET',
    path: '/wps/admin/messages',
    summary: 'Composed messages, newest first',
    query: z.object({ cursor: id.optional(), pageSize: z.coerce.number().int().min(1).max(50).default(20) }),
    value: z.object({ list: z.array(AdminMessageSchema), nextCursor: z.number().int().nullable() }),
  }),
};
