import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { VisitorLocation } from '../../platform/client-ip.js';
import type { Db } from '../../platform/db/client.js';
import { registerContentAdminRoutes } from './content-admin.routes.js';
import { createContentAdmin, type ContentAdmin } from './content-admin.service.js';
import { registerContentRoutes } from './content.routes.js';
import { createContentService, type ContentService } from './content.service.js';
import { createFeedbackService, type FeedbackDeps, type FeedbackService } from './feedback.service.js';

export interface ContentServices {
  content: ContentService;
  contentAdmin: ContentAdmin;
  feedback: FeedbackService;
}

/** Banners, notices, feedback: the public reads, the operators' changes (which drop the reads' caches). */
export function createContentServices(deps: Omit<FeedbackDeps, 'now'> & { db: Db }): ContentServices {
  const content = createContentService({ db: deps.db });
  return {
    content,
    contentAdmin: createContentAdmin(deps.db, content.invalidate),
    feedback: createFeedbackService(deps),
  };
}

export function registerContentModules(
  app: FastifyInstance,
  services: ContentServices,
  visitorOf: (request: FastifyRequest) => VisitorLocation,
): void {
  const ipOf = (request: FastifyRequest) => visitorOf(request).ip;
  registerContentRoutes(app, { content: services.content, feedback: services.feedback, ipOf });
  registerContentAdminRoutes(app, { admin: services.contentAdmin, feedback: services.feedback, ipOf });
}
