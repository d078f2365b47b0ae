import { adminContentEndpoints, adminHelpEndpoints, ContentIdParamsSchema } from '@swerte/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireOperator } from '../../platform/auth.js';
import { registerEndpoint } from '../../platform/route.js';
import type { Actor } from './system-admin.service.js';
import type { SystemService } from './system.service.js';

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

  registerEndpoint(app, help.list, ({ query }) => system.help.list(query.lang));
  registerEndpoint(app, help.create, ({ body, request }) => system.help.create(body, by(request)));
  registerEndpoint(app, help.update, ({ params, body, request }) =>
    system.help.update(idOf(params), body, by(request)),
  );
  registerEndpoint(app, help.remove, ({ params, request }) => system.help.remove(idOf(params), by(request)));
  registerEndpoint(app, help.order, ({ body, request }) => system.help.order(body.ids, by(request)));
  registerEndpoint(app, adminContentEndpoints.customerService, async ({ body, request }) => {
    await system.setCustomerService(body, by(request));
    return null;
  });
  registerEndpoint(app, adminContentEndpoints.siteTexts, async () => (await system.getSettings()).siteTexts);
  registerEndpoint(app, adminContentEndpoints.setSiteTexts, ({ body, request }) =>
    system.setSiteTexts(body, by(request)),
  );
}
