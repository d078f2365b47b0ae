import { adminGamesEndpoints, GameIdParamsSchema, VendorParamsSchema } from '@swerte/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireOperator } from '../../platform/auth.js';
import { registerEndpoint } from '../../platform/route.js';
import type { Actor, GamesAdmin } from './games-admin.service.js';

export interface GamesAdminRouteDeps {
  admin: GamesAdmin;
  ipOf: (request: FastifyRequest) => string;
}

/** The back office's vendors and games under /wps/admin/games (operator tokens only). */
export function registerGamesAdminRoutes(app: FastifyInstance, { admin, ipOf }: GamesAdminRouteDeps): void {
  const by = (request: FastifyRequest): Actor => ({
    actor: `operator:${requireOperator(request).operatorId}`,
    ip: ipOf(request),
  });
  const vassalageOf = (params: unknown) => VendorParamsSchema.parse(params).vassalage;
  const idOf = (params: unknown) => GameIdParamsSchema.parse(params).id;
  const { vendors, games } = admin;
  const api = adminGamesEndpoints;

  registerEndpoint(app, api.vendors, () => vendors.list());
  registerEndpoint(app, api.createVendor, ({ body, request }) => vendors.create(body, by(request)));
  registerEndpoint(app, api.updateVendor, ({ params, body, request }) =>
    vendors.update(vassalageOf(params), body, by(request)),
  );
  registerEndpoint(app, api.orderVendors, ({ body, request }) =>
    vendors.order(body.gameType, body.ids, by(request)),
  );

  registerEndpoint(app, api.games, ({ query }) => games.list(query));
  registerEndpoint(app, api.createGame, ({ body, request }) => games.create(body, by(request)));
  registerEndpoint(app, api.updateGame, ({ params, body, request }) =>
    games.update(idOf(params), body, by(request)),
  );
  registerEndpoint(app, api.orderGames, ({ body, request }) =>
    games.order(body.vassalage, body.ids, by(request)),
  );
}
