import {
  LanguageSchema,
  PROMO_IMAGE_MAX_BASE64,
  PROMO_IMAGE_MAX_FILES,
  promotionsEndpoints as api,
} from '@swerte/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearerToken, requireMember } from '../../platform/auth.js';
import { sendSvg } from '../../platform/media.js';
import { requestLanguage } from '../../platform/request-context.js';
import { registerEndpoint } from '../../platform/route.js';
import type { PromotionService } from './promotions.service.js';
import type { VipService } from './vip.service.js';

/** Three images at their largest, as base64 in JSON, plus the note. */
export const APPLY_BODY_LIMIT = PROMO_IMAGE_MAX_FILES * PROMO_IMAGE_MAX_BASE64 + 16 * 1024;

export interface PromotionRouteDeps {
  promotions: PromotionService;
  vip: VipService;
}

/** Promotions, their activity calls and the VIP ladder; the list, detail and ladder answer visitors too. */
export function registerPromotionRoutes(app: FastifyInstance, { promotions, vip }: PromotionRouteDeps): void {
  const real = { guard: 'realAccount' } as const;
  // No token: a visitor's view. A token must be valid (401 otherwise), and then the member's own view.
  const memberOrNull = async (request: FastifyRequest) =>
    bearerToken(request) ? (await app.endpointSupport.authenticate(request)).memberId : null;
  const lang = (request: FastifyRequest, asked?: z.infer<typeof LanguageSchema>) =>
    asked ?? requestLanguage(request);

  registerEndpoint(app, api.list, async ({ query, request }) =>
    promotions.list(lang(request, query.language), await memberOrNull(request), query.category),
  );
  registerEndpoint(app, api.detail, async ({ query, request }) =>
    promotions.detail(query.id, lang(request, query.language), await memberOrNull(request)),
  );
  registerEndpoint(app, api.vip, async ({ query, request }) =>
    vip.getVip(lang(request, query.language), await memberOrNull(request)),
  );
  registerEndpoint(
    app,
    api.join,
    ({ body, request }) => promotions.join(requireMember(request).memberId, body.id),
    real,
  );
  registerEndpoint(
    app,
    api.claim,
    ({ body, request }) => promotions.claim(requireMember(request).memberId, body.id, lang(request)),
    real,
  );
  registerEndpoint(
    app,
    api.claimRaffle,
    ({ body, request }) => promotions.claimRaffle(requireMember(request).memberId, body.id, lang(request)),
    real,
  );
  // Images travel as base64 inside the JSON body (bounded per file and in count), so this one call gets
  // a JSON parser with a larger body limit than the rest of the API (as bank deposits do).
  void app.register((scope, _options, done) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'string', bodyLimit: APPLY_BODY_LIMIT },
      scope.getDefaultJsonParser('error', 'ignore'),
    );
    registerEndpoint(
      scope,
      api.apply,
      ({ body, request }) => promotions.apply(requireMember(request).memberId, body),
      { ...real, limit: 'auth' },
    );
    done();
  });

  app.withTypeProvider<ZodTypeProvider>().get(
    '/media/promotions/:file',
    {
      schema: {
        summary: 'Campaign art of one promotion (SVG) in one language: wide (3:1) or narrow for phones (3:2)',
        tags: ['media'],
        params: z.object({ file: z.string().regex(/^\d{1,9}\.svg$/) }),
        // `v` changes with every edit of the promotion, so the long cache never shows old art.
        querystring: z.object({
          layout: z.enum(['wide', 'narrow']).default('wide'),
          lang: LanguageSchema.default('TY'),
          v: z.string().max(20).optional(),
        }),
      },
    },
    async (request, reply) =>
      sendSvg(
        reply,
        await promotions.getArt(
          Number(request.params.file.slice(0, -4)),
          request.query.lang,
          request.query.layout,
        ),
      ),
  );
}
