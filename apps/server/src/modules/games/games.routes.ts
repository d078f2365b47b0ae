import { gamesEndpoints } from '@swerte/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { registerEndpoint } from '../../platform/route.js';
import { sendSvg } from '../../platform/media.js';
import type { GamesService } from './games.service.js';

export function registerGamesRoutes(app: FastifyInstance, games: GamesService): void {
  registerEndpoint(app, gamesEndpoints.newGameVendor, async () => ({
    data: { lanes: await games.getLanes() },
  }));

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
