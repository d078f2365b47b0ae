import { adminContentEndpoints, adminHelpEndpoints, ContentIdParamsSchema } from '@swerte/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireOperator } from '../../platform/auth.js';
import { registerEndpoint } from '../../platform/route.js';
import type { Actor } from './system-admin.service.js';
import type { SystemService } from './system.service.js';

/** Site content is edited by admins; support reads members, finance handles money. */
const CONTENT_ROLES = { roles: ['admin'] } as const;

/** The back office's help items, customer-service addresses and site texts (operator tokens, role admin). */
export function registerSystemAdminRoutes(
  app: FastifyInstance,
  system: Pick<SystemService, 'help' | 'setCustomerService' | 'setSiteTexts' | 'getSettings'>,
  ipOf: (request: FastifyRequest) => string,
): void {
  const by = (request: FastifyRequest): Actor => ({
    actor: `operator:${requireOperator(request).operatorId}`,
    ip: ipOf(request),
  });
  const idOf = (params: unknown) => ContentIdParamsSchema.parse(params).id;
  const help = adminHelpEndpoints;

  registerEndpoint(app, help.list, ({ query }) => system.help.list(query.lang), CONTENT_ROLES);
  registerEndpoint(
    app,
    help.create,
    ({ body, request }) => system.help.create(body, by(request)),
    CONTENT_ROLES,
  );
  registerEndpoint(
    app,
    help.update,
    ({ params, body, request }) => system.help.update(idOf(params), body, by(request)),
    CONTENT_ROLES,
  );
  registerEndpoint(
    app,
    help.remove,
    ({ params, request }) => system.help.remove(idOf(params), by(request)),
    CONTENT_ROLES,
  );
  registerEndpoint(
    app,
    help.order,
    ({ body, request }) => system.help.order(body.ids, by(request)),
    CONTENT_ROLES,
  );
  registerEndpoint(
    app,
    adminContentEndpoints.customerService,
    async ({ body, request }) => {
      await system.setCustomerService(body, by(request));
      return null;
    },
    CONTENT_ROLES,
  );
  registerEndpoint(
    app,
    adminContentEndpoints.siteTexts,
    async () => (await system.getSettings()).siteTexts,
    CONTENT_ROLES,
  );
  registerEndpoint(
    app,
    adminContentEndpoints.setSiteTexts,
    ({ body, request }) => system.setSiteTexts(body, by(request)),
    CONTENT_ROLES,
  );
}
