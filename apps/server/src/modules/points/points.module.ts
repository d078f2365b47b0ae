import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../platform/db/client.js';
import type { BonusService } from '../wallet/bonus/index.js';
import type { LedgerService } from '../wallet/ledger/index.js';
import { createPointsAdmin, type PointsAdmin } from './mall/points-admin.service.js';
import { subscribePointsEarning } from './mall/points-earning.js';
import { registerPointsRoutes } from './mall/points.routes.js';
import { createPointsService, type PaymentPasswordCheck, type PointsService } from './mall/points.service.js';
import { createRedeemService, type RedeemService } from './mall/redeem.service.js';
import { subscribeAutomaticMessages } from './messages/automatic-messages.js';
import { subscribeMissionEvents } from './missions/mission-events.js';
import { registerMissionRoutes } from './missions/missions.routes.js';
import { createMissionsService, type MissionsService } from './missions/missions.service.js';
import { createReferralService, type ReferralService } from './missions/referral.service.js';
import { createVipGifts, type VipGifts, type VipStanding } from './missions/vip-gifts.js';
import {
  createRewardsService,
  type PromotionClaims,
  type RewardsDeps,
  type RewardsService,
} from './missions/rewards.service.js';
import { registerMessagesRoutes } from './messages/messages.routes.js';
import { createMessagesService, type MessagesService } from './messages/messages.service.js';
import { registerZaloRoutes } from './zalo/zalo.routes.js';
import { createZaloService, type ZaloService } from './zalo/zalo.service.js';

/**
 * The points area: the mall (points in the ledger, rewards, redemptions), platform messages, missions,
 * the reward center, invite friends and the Zalo reward.
 */
export interface PointsServices {
  points: PointsService;
  redeem: RedeemService;
  admin: PointsAdmin;
  messages: MessagesService;
  missions: MissionsService;
  rewards: RewardsService;
  referrals: ReferralService;
  vipGifts: VipGifts;
  zalo: ZaloService;
}

export interface PointsModuleDeps {
  db: Db;
  ledger: LedgerService;
  bonuses: Pick<BonusService, 'grantBonus'>;
  paymentPasswords: PaymentPasswordCheck;
  houseShards: number;
  timeZone: string;
  promotions: PromotionClaims;
  protection: RewardsDeps['protection'];
  /** The content area's VIP ladder (the gifts of each level). */
  vip: VipStanding;
  /** The member area's labels (message and mission audiences). */
  labels: { exists(id: number): Promise<boolean> };
}

export function createPointsServices(deps: PointsModuleDeps): PointsServices {
  const messages = createMessagesService(deps);
  const rewards = createRewardsService({ ...deps, messages });
  return {
    points: createPointsService(deps),
    redeem: createRedeemService(deps),
    admin: createPointsAdmin(deps),
    messages,
    missions: createMissionsService({ db: deps.db, rewards, labels: deps.labels, timeZone: deps.timeZone }),
    rewards,
    referrals: createReferralService({ db: deps.db, rewards }),
    vipGifts: createVipGifts({ db: deps.db, vip: deps.vip, rewards, timeZone: deps.timeZone }),
    zalo: createZaloService({ db: deps.db, rewards }),
  };
}

/** How often scheduled messages are looked for. */
const MESSAGE_DELIVERY_SECONDS = 60;

export function registerPointsModule(
  app: FastifyInstance,
  services: PointsServices,
  deps: {
    ledger: LedgerService;
    houseShards: number;
    timeZone: string;
    ipOf: (request: FastifyRequest) => string;
  },
): void {
  registerPointsRoutes(app, { ...services, ipOf: deps.ipOf });
  registerMessagesRoutes(app, services.messages, deps.ipOf);
  subscribePointsEarning(app.events, deps.ledger, deps.houseShards);
  subscribeAutomaticMessages(app.events, services.messages);
  registerMissionRoutes(app, { ...services, ipOf: deps.ipOf });
  registerZaloRoutes(app, services.zalo, deps.ipOf);
  subscribeMissionEvents(app.events, services, deps.timeZone);
  app.jobs.every('messages-deliver', MESSAGE_DELIVERY_SECONDS, () => services.messages.deliverDue());
  // Hourly, so the day's birthdays are offered even when the site was down at midnight.
  app.jobs.cron('vip-birthday-gifts', '7 * * * *', ({ period }) => services.vipGifts.birthdays(period));
}
