import type { FastifyInstance } from 'fastify';
import { registerHouseRoutes } from './house.routes.js';
import type { HouseService } from './house.service.js';

/** How often staked table rounds left by their players are dealt, and old game sessions removed. */
const SWEEP_INTERVAL_SECONDS = 5;
const SESSION_PURGE_INTERVAL_SECONDS = 60 * 60;

export function registerHouseModule(app: FastifyInstance, house: HouseService): void {
  registerHouseRoutes(app, house);
  app.jobs.every('house-table-sweep', SWEEP_INTERVAL_SECONDS, () => house.baccarat.sweep());
  app.jobs.every('house-session-purge', SESSION_PURGE_INTERVAL_SECONDS, () => house.sessions.purgeExpired());
}
