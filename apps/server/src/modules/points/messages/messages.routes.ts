import { adminMessageEndpoints as ops, messagesEndpoints as api } from '@swerte/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireMember, requireOperator } from '../../../platform/auth.js';
import { requestLanguage } from '../../../platform/request-context.js';
import { registerEndpoint } from '../../../platform/route.js';
import type { MessagesService } from './messages.service.js';

/** The inbox (messageV2), its unread count, and the operators' compose. */
export function registerMessagesRoutes(
  app: FastifyInstance,
  messages: MessagesService,
  ipOf: (request: FastifyRequest) => string,
): void {
  const real = { guard: 'realAccount' } as const;
  const me = (request: FastifyRequest) => requireMember(request).memberId;

  // Any member: the header asks for every logged-in account (a trial one has an empty inbox).
  registerEndpoint(app, api.unreadCount, ({ request }) => messages.unreadCount(me(request)));
  registerEndpoint(
    app,
    api.list,
    ({ request, query }) => messages.list(me(request), requestLanguage(request), query),
    real,
  );
  registerEndpoint(app, api.read, ({ request, body }) => messages.read(me(request), body.ids), real);
  registerEndpoint(app, api.remove, ({ request, body }) => messages.remove(me(request), body.ids), real);
  registerEndpoint(app, ops.compose, ({ request, body }) =>
    messages.compose(body, { actor: `operator:${requireOperator(request).operatorId}`, ip: ipOf(request) }),
  );
  registerEndpoint(app, ops.list, ({ query }) => messages.listComposed(query.cursor, query.pageSize));
}
