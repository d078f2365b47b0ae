import {
  adminZaloEndpoints as ops,
  zaloEndpoints as api,
  ZALO_PATHS,
  ZALO_SIGNATURE_HEADER,
} from '@swerte/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireMember, requireOperator } from '../../../platform/auth.js';
import { successEnvelope } from '../../../platform/envelope.js';
import { registerEndpoint } from '../../../platform/route.js';
import type { Acting } from '../missions/missions.service.js';
import type { ZaloService } from './zalo.service.js';

/** Zalo's events are small; anything larger is not one. */
const WEBHOOK_BODY_LIMIT = 16 * 1024;

/**
 * The Zalo reward: the member's card and a fresh code (real accounts only), the operator's settings,
 * and the OA's webhook (raw body, so the signature covers exactly the bytes Zalo sent).
 */
export function registerZaloRoutes(
  app: FastifyInstance,
  zalo: ZaloService,
  ipOf: (request: FastifyRequest) => string,
): void {
  const real = { guard: 'realAccount' } as const;
  const me = (request: FastifyRequest) => requireMember(request).memberId;
  registerEndpoint(app, api.reward, ({ request }) => zalo.card(me(request)), real);
  registerEndpoint(app, api.newCode, ({ request }) => zalo.newCode(me(request)), real);

  const by = (request: FastifyRequest): Acting => ({
    actor: `operator:${requireOperator(request).operatorId}`,
    ip: ipOf(request),
  });
  registerEndpoint(app, ops.settings, () => zalo.settings());
  registerEndpoint(app, ops.setSettings, ({ body, request }) => zalo.setSettings(body, by(request)));

  void app.register((scope, _options, done) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT },
      (_request, body, parsed) => parsed(null, body),
    );
    scope.post(
      ZALO_PATHS.webhook,
      {
        schema: {
          summary: 'Zalo OA webhook (raw JSON body signed in X-ZEvent-Signature)',
          tags: ['missions'],
        },
      },
      async (request) => {
        const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const signature = request.headers[ZALO_SIGNATURE_HEADER];
        const outcome = await zalo.webhook(raw, typeof signature === 'string' ? signature : undefined);
        return successEnvelope(request, outcome);
      },
    );
    done();
  });
}
