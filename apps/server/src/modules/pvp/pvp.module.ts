import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { HouseService } from '../house/house.service.js';
import { registerPvpRoutes } from './pvp.routes.js';
import type { PvpService } from './pvp.service.js';

/**
 * The rooms' schedule: every second, whichever node runs it plays the timer move of every turn that ran
 * out and deals where a room is ready. A turn's timer is its hand's turn_ends_at, so it outlives the node.
 */
const PVP_TURNS_INTERVAL_SECONDS = 1;

export function registerPvpModule(
  app: FastifyInstance,
  pvp: PvpService,
  house: Pick<HouseService, 'player'>,
  ipOf: (request: FastifyRequest) => string,
): void {
  registerPvpRoutes(app, { pvp, house, ipOf });
  app.jobs.every('pvp-turns', PVP_TURNS_INTERVAL_SECONDS, async () => void (await pvp.tick()));
}
