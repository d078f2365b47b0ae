import { contentEndpoints } from '@swerte/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendSvg } from '../../platform/media.js';
import { requestLanguage } from '../../platform/request-context.js';
import { registerEndpoint } from '../../platform/route.js';
import type { ContentService } from './content.service.js';
import type { FeedbackService } from './feedback.service.js';

const ALL_NOTICE_TYPES = ['B', 'PL', 'PU', 'PR', 'H'] as const;

export interface ContentRouteDeps {
  content: ContentService;
  feedback: FeedbackService;
  ipOf: (request: FastifyRequest) => string;
}

export function registerContentRoutes(
  app: FastifyInstance,
  { content, feedback, ipOf }: ContentRouteDeps,
): void {
  registerEndpoint(app, contentEndpoints.announcements, ({ query, request }) =>
    content.getNotices(
      query.language ?? requestLanguage(request),
      query.types ? (query.types.split(',') as (typeof ALL_NOTICE_TYPES)[number][]) : ALL_NOTICE_TYPES,
    ),
  );
  registerEndpoint(app, contentEndpoints.banners, ({ query, request }) =>
    content.getBanners(query.groupName, query.language ?? requestLanguage(request)),
  );
  registerEndpoint(
    app,
    contentEndpoints.feedback,
    ({ body, request }) => feedback.send(body, { ip: ipOf(request), lang: requestLanguage(request) }),
    { limit: 'auth' },
  );

  app.withTypeProvider<ZodTypeProvider>().get(
    '/media/banners/:file',
    {
      schema: {
        summary: 'Campaign artwork of one banner (SVG): wide (3:1) or, with layout=narrow, for phones (3:2)',
        tags: ['media'],
        params: z.object({ file: z.string().regex(/^\d{1,9}\.svg$/) }),
        // `v` changes with every edit of the banner, so the long cache of artwork never shows an old one.
        querystring: z.object({
          layout: z.enum(['wide', 'narrow']).default('wide'),
          v: z.string().max(20).optional(),
        }),
      },
    },
    async (request, reply) =>
      sendSvg(
        reply,
        await content.getBannerArt(Number(request.params.file.slice(0, -4)), request.query.layout),
      ),
  );
}
