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
  /** A member's VIP rank level (0 below the first level). */
  rankLevelOf: (memberId: number) => Promise<number>,
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
  // Live chat is for everyone; the VIP address only for a member token of rank level above 4 (§4).
  registerEndpoint(app, systemEndpoints.customerService, async ({ query, request }) => {
    if (query.csType === 'LIVECHAT') return system.getCustomerService('LIVECHAT');
    const member = await app.endpointSupport.authenticate(request);
    return system.getCustomerService('VIP', await rankLevelOf(member.memberId));
  });
  registerEndpoint(app, systemEndpoints.homeTexts, ({ query, request }) =>
    system.getHomeTexts(query.lang ?? requestLanguage(request)),
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
