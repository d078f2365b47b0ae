import {
  adminPromotionEndpoints as api,
  PROMO_ADMIN_PATHS,
  PromoEntryParamsSchema,
  PromoIdParamsSchema,
  PromoImageParamsSchema,
} from '@swerte/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireOperator } from '../../platform/auth.js';
import { registerEndpoint } from '../../platform/route.js';
import type { Actor } from './content-admin.service.js';
import type { PromotionAdmin } from './promotions-admin.service.js';

export function registerPromotionAdminRoutes(
  app: FastifyInstance,
  { admin, ipOf }: { admin: PromotionAdmin; ipOf: (request: FastifyRequest) => string },
): void {
  const by = (request: FastifyRequest): Actor => ({
    actor: `operator:${requireOperator(request).operatorId}`,
    ip: ipOf(request),
  });
  const idOf = (params: unknown) => PromoIdParamsSchema.parse(params).id;
  const entryOf = (params: unknown) => PromoEntryParamsSchema.parse(params).entryId;
  const { promotions, entries, vip } = admin;

  registerEndpoint(app, api.list, () => promotions.list());
  registerEndpoint(app, api.create, ({ body, request }) => promotions.create(body, by(request)));
  registerEndpoint(app, api.update, ({ params, body, request }) =>
    promotions.update(idOf(params), body, by(request)),
  );
  registerEndpoint(app, api.remove, ({ params, request }) => promotions.remove(idOf(params), by(request)));
  registerEndpoint(app, api.order, ({ body, request }) => promotions.order(body.ids, by(request)));
  registerEndpoint(app, api.entries, ({ params, query }) => entries.list(idOf(params), query));
  registerEndpoint(app, api.approve, ({ params, body, request }) =>
    entries.approve(entryOf(params), body, by(request)),
  );
  registerEndpoint(app, api.reject, ({ params, body, request }) =>
    entries.reject(entryOf(params), body, by(request)),
  );
  registerEndpoint(app, api.draw, ({ params, request }) => admin.draw(idOf(params), by(request)));

  registerEndpoint(app, api.vipList, () => vip.list());
  registerEndpoint(app, api.vipCreate, ({ body, request }) => vip.create(body, by(request)));
  registerEndpoint(app, api.vipUpdate, ({ params, body, request }) =>
    vip.update(idOf(params), body, by(request)),
  );
  registerEndpoint(app, api.vipRemove, ({ params, request }) => vip.remove(idOf(params), by(request)));

  app.withTypeProvider<ZodTypeProvider>().get(
    PROMO_ADMIN_PATHS.entryImage,
    {
      schema: {
        summary: 'One image of an application (admin, support; each view audited)',
        tags: ['admin'],
        security: [{ operatorAuth: [] }],
        params: PromoImageParamsSchema,
      },
      onRequest: async (request) => {
        request.operator = await app.endpointSupport.authorizeOperator(
          request,
          'GET',
          PROMO_ADMIN_PATHS.entryImage,
        );
      },
    },
    async (request, reply) => {
      const image = await entries.image(request.params.entryId, request.params.imageId, by(request));
      return reply
        .type(image.mime)
        .header('cache-control', 'private, no-store')
        .header('content-disposition', 'inline')
        .send(image.data);
    },
  );
}
