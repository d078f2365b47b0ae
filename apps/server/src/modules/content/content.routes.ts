import { contentEndpoints } from '@swerte/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendSvg } from '../../platform/media.js';
import { requestLanguage } from '../../platform/request-context.js';
import { registerEndpoint } from '../../platform/route.js';
import type { ContentService } from './content.service.js';

const ALL_NOTICE_TYPES = ['B', 'PL', 'PU', 'PR'] as const;

export function registerContentRoutes(app: FastifyInstance, content: ContentService): void {
  registerEndpoint(app, contentEndpoints.announcements, ({ query, request }) =>
    content.getNotices(
      query.language ?? requestLanguage(request),
      query.types ? (query.types.split(',') as (typeof ALL_NOTICE_TYPES)[number][]) : ALL_NOTICE_TYPES,
    ),
  );

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
