import { adminHouseEndpoints } from '@swerte/contracts';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../platform/route.js';
import { houseGameSettings } from './house-settings.js';
import { registerHouseRoutes } from './house.routes.js';
import type { HouseService } from './house.service.js';
import { registerLiveTableRoutes } from './live/live-tables.routes.js';

/** How often staked table rounds left by their players are dealt, and old game sessions removed. */
const SWEEP_INTERVAL_SECONDS = 5;
const SESSION_PURGE_INTERVAL_SECONDS = 60 * 60;

/**
 * The live tables' schedule: every 2 s, whichever node runs it moves every table on. A round is drawn a
 * few seconds after its window at most; bets are refused at the window itself by the database's clock.
 */
const LIVE_TABLES_INTERVAL_SECONDS = 2;

export function registerHouseModule(app: FastifyInstance, house: HouseService): void {
  registerHouseRoutes(app, house);
  registerLiveTableRoutes(app, house);
  registerEndpoint(app, adminHouseEndpoints.games, () => Promise.resolve(houseGameSettings()));
  app.jobs.every('live-tables', LIVE_TABLES_INTERVAL_SECONDS, () => house.live.tick());
  app.jobs.every('house-table-sweep', SWEEP_INTERVAL_SECONDS, () => house.baccarat.sweep());
  app.jobs.every('house-session-purge', SESSION_PURGE_INTERVAL_SECONDS, () => house.sessions.purgeExpired());
}
