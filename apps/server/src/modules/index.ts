import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { VisitorLocation } from '../platform/client-ip.js';
import type { Config } from '../platform/config.js';
import type { Db } from '../platform/db/client.js';
import { registerContentRoutes } from './content/content.routes.js';
import { createContentService, type ContentService } from './content/content.service.js';
import { registerGamesRoutes } from './games/games.routes.js';
import { createGamesService, type GamesService } from './games/games.service.js';
import { registerSystemGuard } from './system/system.guard.js';
import { registerSystemMedia, registerSystemRoutes } from './system/system.routes.js';
import { createSystemService, type SystemService } from './system/system.service.js';

export interface Services {
  system: SystemService;
  games: GamesService;
  content: ContentService;
}

/** Builds every area's service with exactly the dependencies it needs. */
export function createServices(db: Db, config: Config): Services {
  return {
    system: createSystemService({ db, timeZone: config.SITE_TIMEZONE }),
    games: createGamesService({ db }),
    content: createContentService({ db }),
  };
}

/** The composition root's route table: the maintenance/region guard first, then each area. */
export function registerModules(
  app: FastifyInstance,
  services: Services,
  visitorOf: (request: FastifyRequest) => VisitorLocation,
): void {
  registerSystemGuard(app, services.system, visitorOf);
  registerSystemRoutes(app, services.system, visitorOf);
  registerSystemMedia(app, services.system);
  registerGamesRoutes(app, services.games);
  registerContentRoutes(app, services.content);
}
