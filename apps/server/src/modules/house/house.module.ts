import type { FastifyInstance } from 'fastify';
import { repeatWhileUp } from '../../platform/jobs.js';
import { registerHouseRoutes } from './house.routes.js';
import type { HouseService } from './house.service.js';

/** How often staked table rounds left by their players are dealt, and old game sessions removed. */
const SWEEP_INTERVAL_MS = 5_000;
const SESSION_PURGE_INTERVAL_MS = 60 * 60_000;

export function registerHouseModule(app: FastifyInstance, house: HouseService): void {
  registerHouseRoutes(app, house);
  repeatWhileUp(app, 'house-table-sweep', SWEEP_INTERVAL_MS, () => house.baccarat.sweep());
  repeatWhileUp(app, 'house-session-purge', SESSION_PURGE_INTERVAL_MS, () => house.sessions.purgeExpired());
}
