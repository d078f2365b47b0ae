import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendSvg } from '../../platform/media.js';
import type { ContentService } from './content.service.js';

export function registerContentRoutes(app: FastifyInstance, content: ContentService): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/media/banners/:file',
    {
      schema: {
        summary: 'Campaign artwork of one banner (SVG)',
        tags: ['media'],
        params: z.object({ file: z.string().regex(/^\d{1,9}\.svg$/) }),
      },
    },
    async (request, reply) =>
      sendSvg(reply, await content.getBannerArt(Number(request.params.file.slice(0, -4)))),
  );
}
