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

/** Site content is edited by admins; support may read what visitors sent. */
const EDIT = { roles: ['admin'] } as const;
const READ_FEEDBACK = { roles: ['admin', 'support'] } as const;

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

  registerEndpoint(app, adminBannerEndpoints.list, ({ query }) => banners.list(query.groupName), EDIT);
  registerEndpoint(
    app,
    adminBannerEndpoints.create,
    ({ body, request }) => banners.create(body, by(request)),
    EDIT,
  );
  registerEndpoint(
    app,
    adminBannerEndpoints.update,
    ({ params, body, request }) => banners.update(idOf(params), body, by(request)),
    EDIT,
  );
  registerEndpoint(
    app,
    adminBannerEndpoints.remove,
    ({ params, request }) => banners.remove(idOf(params), by(request)),
    EDIT,
  );
  registerEndpoint(
    app,
    adminBannerEndpoints.order,
    ({ body, request }) => banners.order(body.ids, by(request)),
    EDIT,
  );

  registerEndpoint(app, adminNoticeEndpoints.list, ({ query }) => notices.list(query), EDIT);
  registerEndpoint(
    app,
    adminNoticeEndpoints.create,
    ({ body, request }) => notices.create(body, by(request)),
    EDIT,
  );
  registerEndpoint(
    app,
    adminNoticeEndpoints.update,
    ({ params, body, request }) => notices.update(idOf(params), body, by(request)),
    EDIT,
  );
  registerEndpoint(
    app,
    adminNoticeEndpoints.remove,
    ({ params, request }) => notices.remove(idOf(params), by(request)),
    EDIT,
  );
  registerEndpoint(
    app,
    adminNoticeEndpoints.order,
    ({ body, request }) => notices.order(body.ids, by(request)),
    EDIT,
  );

  registerEndpoint(
    app,
    adminContentEndpoints.feedback,
    ({ query }) => feedback.list(query.before, query.size),
    READ_FEEDBACK,
  );
}
