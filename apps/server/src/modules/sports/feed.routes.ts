import {
  ErrorEnvelopeSchema,
  SPORTS_FEED_HEADERS,
  adminSportsFeedEndpoints,
  envelopeOf,
  sportsFeedEndpoints,
  type FeedPushBodySchema,
} from '@swerte/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { requireOperator } from '../../platform/auth.js';
import { successEnvelope } from '../../platform/envelope.js';
import { AppError } from '../../platform/errors.js';
import { registerEndpoint } from '../../platform/route.js';
import { checkTimestamp, verifyVendorSignature } from '../vendor-wallet/vendor-auth.js';
import { acceptSignedJson, vendorRateLimit } from '../vendor-wallet/vendor-wallet.routes.js';
import type { FeedRow, FeedService } from './feed.service.js';

/** Up to 20 events of up to 30 markets each. */
const FEED_BODY_LIMIT = 512 * 1024;

declare module 'fastify' {
  interface FastifyRequest {
    sportsFeed?: FeedRow;
  }
}

export interface FeedRouteDeps {
  feeds: FeedService;
  /** Calls a minute per feed and address (VENDOR_RATE_LIMIT_MAX, as vendor calls). */
  rateLimitMax: number;
  ipOf: (request: FastifyRequest) => string;
}

/**
 * The feed's push, signed and limited as vendor calls are (vendor-auth.ts): the signature is checked
 * before the body's rules, so an unsigned caller learns nothing about them. And the operators' feed set-up.
 */
export function registerFeedRoutes(app: FastifyInstance, deps: FeedRouteDeps): void {
  const { feeds } = deps;
  const endpoint = sportsFeedEndpoints.push;
  void app.register((scope, _options, done) => {
    acceptSignedJson(scope);
    scope.route({
      method: endpoint.method,
      url: endpoint.path,
      bodyLimit: FEED_BODY_LIMIT,
      config: { rateLimit: vendorRateLimit(deps.rateLimitMax, SPORTS_FEED_HEADERS.feedId) },
      schema: {
        summary: endpoint.summary,
        tags: [endpoint.tag],
        security: [{ feedId: [], vendorSignature: [] }],
        body: endpoint.body,
        response: { 200: envelopeOf(endpoint.value), '4xx': ErrorEnvelopeSchema, '5xx': ErrorEnvelopeSchema },
      },
      preValidation: async (request: FastifyRequest) => {
        const code = request.headers[SPORTS_FEED_HEADERS.feedId];
        const signature = request.headers[SPORTS_FEED_HEADERS.signature];
        const feed = typeof code === 'string' && code.length <= 32 ? await feeds.findFeed(code) : null;
        if (!feed || !request.rawBody) throw new AppError('error_vendor_signature');
        verifyVendorSignature(
          feeds.secretOf(feed),
          request.rawBody,
          typeof signature === 'string' ? signature : undefined,
        );
        request.sportsFeed = feed;
      },
      handler: async (request) => {
        const body = request.body as z.output<typeof FeedPushBodySchema>;
        // The replay window is real time, whatever clock the book runs by.
        checkTimestamp(body.timestamp, new Date());
        if (!request.sportsFeed) throw new AppError('error_vendor_signature');
        return successEnvelope(request, await feeds.push(request.sportsFeed, body, deps.ipOf(request)));
      },
    });
    done();
  });

  const a = adminSportsFeedEndpoints;
  const by = (request: FastifyRequest) => ({
    actor: `operator:${requireOperator(request).operatorId}`,
    ip: deps.ipOf(request),
  });
  registerEndpoint(app, a.feeds, () => feeds.feeds());
  registerEndpoint(app, a.createFeed, ({ body, request }) => feeds.createFeed(body, by(request)));
  registerEndpoint(app, a.editFeed, ({ params, body, request }) =>
    feeds.editFeed(params.code ?? '', body, by(request)),
  );
}
