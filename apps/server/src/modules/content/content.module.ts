import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { VisitorLocation } from '../../platform/client-ip.js';
import type { CacheDrops } from '../../platform/cache-drops.js';
import type { Db } from '../../platform/db/client.js';
import type { MemberService } from '../member/member.service.js';
import type { ActivityService } from '../wallet/records/index.js';
import type { BonusService } from '../wallet/bonus/index.js';
import { registerContentAdminRoutes } from './content-admin.routes.js';
import { createContentAdmin, type ContentAdmin } from './content-admin.service.js';
import { createContentImages, registerContentImageRoutes, type ContentImages } from './content-images.js';
import { registerContentRoutes } from './content.routes.js';
import { createContentService, type ContentService } from './content.service.js';
import { createFeedbackService, type FeedbackDeps, type FeedbackService } from './feedback.service.js';
import { registerMemberVipRoutes } from './member-vip.routes.js';
import { registerPromotionAdminRoutes } from './promotions-admin.routes.js';
import {
  createPromotionAdmin,
  type PromotionAdmin,
  type PromotionAdminDeps,
} from './promotions-admin.service.js';
import { registerPromotionRoutes } from './promotions.routes.js';
import { createPromotionService, type PromotionDeps, type PromotionService } from './promotions.service.js';
import { createVipService, type VipService } from './vip.service.js';

export interface ContentServices {
  content: ContentService;
  contentAdmin: ContentAdmin;
  contentImages: ContentImages;
  feedback: FeedbackService;
  promotions: PromotionService;
  promotionAdmin: PromotionAdmin;
  vip: VipService;
}

export type ContentDeps = Omit<FeedbackDeps, 'now'> & {
  db: Db;
  fanOut: CacheDrops['fanOut'];
  activity: ActivityService;
  bonuses: Pick<BonusService, 'grantBonus' | 'releaseIfMet'>;
  members: Pick<MemberService, 'findById'>;
  protection: PromotionDeps['protection'];
  fourEyes: PromotionAdminDeps['fourEyes'];
};

/**
 * Banners, notices, feedback, promotions and the VIP ladder: the public reads, the members' activity
 * calls and the operators' changes (which drop the reads' caches).
 */
export function createContentServices(deps: ContentDeps): ContentServices {
  const { db, activity, bonuses, members } = deps;
  const content = createContentService({ db });
  return {
    content,
    contentAdmin: createContentAdmin(db, deps.fanOut('content', content.invalidate)),
    contentImages: createContentImages(db),
    feedback: createFeedbackService(deps),
    promotions: createPromotionService({ db, activity, bonuses, protection: deps.protection }),
    promotionAdmin: createPromotionAdmin({ db, activity, bonuses, members, fourEyes: deps.fourEyes }),
    vip: createVipService({ db, activity, members }),
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
  registerContentImageRoutes(app, { images: services.contentImages, ipOf });
  registerPromotionRoutes(app, { promotions: services.promotions, vip: services.vip });
  registerPromotionAdminRoutes(app, { admin: services.promotionAdmin, ipOf });
  registerMemberVipRoutes(app, { vip: services.vip, ipOf });
}
