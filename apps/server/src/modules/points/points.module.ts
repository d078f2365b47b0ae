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
import { registerMessagesRoutes } from './messages/messages.routes.js';
import { createMessagesService, type MessagesService } from './messages/messages.service.js';

/** The points area: the mall (points in the ledger, rewards, redemptions) and platform messages. */
export interface PointsServices {
  points: PointsService;
  redeem: RedeemService;
  admin: PointsAdmin;
  messages: MessagesService;
}

export interface PointsModuleDeps {
  db: Db;
  ledger: LedgerService;
  bonuses: Pick<BonusService, 'grantBonus'>;
  paymentPasswords: PaymentPasswordCheck;
  houseShards: number;
}

export function createPointsServices(deps: PointsModuleDeps): PointsServices {
  return {
    points: createPointsService(deps),
    redeem: createRedeemService(deps),
    admin: createPointsAdmin(deps),
    messages: createMessagesService(deps),
  };
}

/** How often scheduled messages are looked for. */
const MESSAGE_DELIVERY_SECONDS = 60;

export function registerPointsModule(
  app: FastifyInstance,
  services: PointsServices,
  deps: { ledger: LedgerService; houseShards: number; ipOf: (request: FastifyRequest) => string },
): void {
  registerPointsRoutes(app, { ...services, ipOf: deps.ipOf });
  registerMessagesRoutes(app, services.messages, deps.ipOf);
  subscribePointsEarning(app.events, deps.ledger, deps.houseShards);
  subscribeAutomaticMessages(app.events, services.messages);
  app.jobs.every('messages-deliver', MESSAGE_DELIVERY_SECONDS, () => services.messages.deliverDue());
}
