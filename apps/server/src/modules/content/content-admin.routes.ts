import {
  adminBannerEndpoints,
  adminContentEndpoints,
  adminNoticeEndpoints,
  ContentIdParamsSchema,
} from '@swerte/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireOperator } from '../../platform/auth.js';
import { registerEndpoint } from '../../platform/route.js';
import type { Actor, ContentAdmin } from './content-admin.service.js';
import type { FeedbackService } from './feedback.service.js';

export interface ContentAdminRouteDeps {
  admin: ContentAdmin;
  feedback: FeedbackService;
  ipOf: (request: FastifyRequest) => string;
}

/** The back office's banners, notices and feedback under /wps/admin/content (operator tokens only). */
export function registerContentAdminRoutes(
  app: FastifyInstance,
  { admin, feedback, ipOf }: ContentAdminRouteDeps,
): void {
  const by = (request: FastifyRequest): Actor => ({
    actor: `operator:${requireOperator(request).operatorId}`,
    ip: ipOf(request),
  });
  const idOf = (params: unknown) => ContentIdParamsSchema.parse(params).id;
  const { banners, notices } = admin;

  registerEndpoint(app, adminBannerEndpoints.list, ({ query }) => banners.list(query.groupName));
  registerEndpoint(app, adminBannerEndpoints.create, ({ body, request }) =>
    banners.create(body, by(request)),
  );
  registerEndpoint(app, adminBannerEndpoints.update, ({ params, body, request }) =>
    banners.update(idOf(params), body, by(request)),
  );
  registerEndpoint(app, adminBannerEndpoints.remove, ({ params, request }) =>
    banners.remove(idOf(params), by(request)),
  );
  registerEndpoint(app, adminBannerEndpoints.order, ({ body, request }) =>
    banners.order(body.ids, by(request)),
  );

  registerEndpoint(app, adminNoticeEndpoints.list, ({ query }) => notices.list(query));
  registerEndpoint(app, adminNoticeEndpoints.create, ({ body, request }) =>
    notices.create(body, by(request)),
  );
  registerEndpoint(app, adminNoticeEndpoints.update, ({ params, body, request }) =>
    notices.update(idOf(params), body, by(request)),
  );
  registerEndpoint(app, adminNoticeEndpoints.remove, ({ params, request }) =>
    notices.remove(idOf(params), by(request)),
  );
  registerEndpoint(app, adminNoticeEndpoints.order, ({ body, request }) =>
    notices.order(body.ids, by(request)),
  );

  registerEndpoint(app, adminContentEndpoints.feedback, ({ query }) =>
    feedback.list(query.before, query.size),
  );
}
