import { ResourceTypeSchema, systemEndpoints } from '@swerte/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { VisitorLocation } from '../../platform/client-ip.js';
import { sendSvg } from '../../platform/media.js';
import { registerEndpoint } from '../../platform/route.js';
import { requestLanguage } from '../../platform/request-context.js';
import type { SystemService } from './system.service.js';

export function registerSystemRoutes(
  app: FastifyInstance,
  system: SystemService,
  visitorOf: (request: FastifyRequest) => VisitorLocation,
): void {
  registerEndpoint(app, systemEndpoints.status, ({ request }) =>
    system.getStatus(visitorOf(request), requestLanguage(request)),
  );
  // `url` (the host the client is on) is accepted for compatibility; every domain gets the same answer.
  registerEndpoint(app, systemEndpoints.permission, ({ request }) =>
    system.getPermission(visitorOf(request), requestLanguage(request)),
  );
  registerEndpoint(app, systemEndpoints.whitelabel, () => system.getWhitelabel());
  registerEndpoint(app, systemEndpoints.registerSettings, () => system.getRegisterSettings());
  registerEndpoint(app, systemEndpoints.domainRoute, () => system.getDomainRoute());
  registerEndpoint(app, systemEndpoints.customerService, ({ query }) =>
    system.getCustomerService(query.csType),
  );
  registerEndpoint(app, systemEndpoints.helpCenter, ({ query, request }) =>
    system.getHelpCenter(query.lang ?? requestLanguage(request), query.device ?? 'WEB'),
  );
}

/** QR code of an app resource's address; the seed points each resource's qrCodeUrl here. */
export function registerSystemMedia(app: FastifyInstance, system: SystemService): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/media/qr/:file',
    {
      schema: {
        summary: "QR code of an app download resource's address (SVG)",
        tags: ['media'],
        params: z.object({ file: z.enum(ResourceTypeSchema.options.map((t) => `${t}.svg`)) }),
      },
    },
    async (request, reply) =>
      sendSvg(reply, await system.getResourceQrCode(request.params.file.slice(0, -4))),
  );
}
