import { gamesEndpoints } from '@swerte/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireMember } from '../../platform/auth.js';
import { registerEndpoint } from '../../platform/route.js';
import { sendSvg } from '../../platform/media.js';
import type { GamesService } from './games.service.js';

export function registerGamesRoutes(app: FastifyInstance, games: GamesService): void {
  registerEndpoint(app, gamesEndpoints.newGameVendor, async () => ({
    data: { lanes: await games.getLanes() },
  }));

  const catalogue = games.catalogue;
  const memberId = (request: Parameters<typeof requireMember>[0]) => requireMember(request).memberId;
  registerEndpoint(app, gamesEndpoints.gameList, ({ query }) => catalogue.listGames(query), {
    sharedValue: true,
  });
  registerEndpoint(app, gamesEndpoints.vassGameType, ({ query }) => catalogue.getCategories(query));
  registerEndpoint(app, gamesEndpoints.hotGames, ({ query }) => catalogue.getHotGames(query));
  registerEndpoint(app, gamesEndpoints.gameMenus, ({ query }) => catalogue.getMenus(query.language));
  registerEndpoint(app, gamesEndpoints.rankList, ({ query }) => games.rankList.getRankList(query));
  registerEndpoint(app, gamesEndpoints.favouriteIds, ({ request }) =>
    catalogue.favouriteIds(memberId(request)),
  );
  registerEndpoint(app, gamesEndpoints.favouriteList, ({ query, request }) =>
    catalogue.listFavourites(memberId(request), query),
  );
  registerEndpoint(app, gamesEndpoints.addFavourite, ({ body, request }) =>
    catalogue.addFavourite(memberId(request), body),
  );
  registerEndpoint(app, gamesEndpoints.removeFavourite, ({ body, request }) =>
    catalogue.removeFavourite(memberId(request), body),
  );
  registerEndpoint(app, gamesEndpoints.recentGames, ({ query, request }) =>
    catalogue.listRecent(memberId(request), query),
  );

  app.withTypeProvider<ZodTypeProvider>().get(
    '/media/games/:file',
    {
      schema: {
        summary: "A game's tile artwork (SVG)",
        tags: ['media'],
        params: z.object({ file: z.string().regex(/^[1-9][0-9]{0,8}\.svg$/) }),
      },
    },
    async (request, reply) =>
      sendSvg(reply, await catalogue.getGameArt(Number(request.params.file.slice(0, -4)))),
  );

  app.withTypeProvider<ZodTypeProvider>().get(
    '/media/vendors/:file',
    {
      schema: {
        summary: "A vendor's wordmark logo (SVG)",
        tags: ['media'],
        params: z.object({ file: z.string().regex(/^[A-Za-z0-9_-]{1,64}\.svg$/) }),
      },
    },
    async (request, reply) => sendSvg(reply, await games.getVendorLogo(request.params.file.slice(0, -4))),
  );
}
