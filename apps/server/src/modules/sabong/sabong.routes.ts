import { adminSabongEndpoints, sabongEndpoints } from '@swerte/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireMember, requireOperator } from '../../platform/auth.js';
import { EVENT_STREAM_RATE_LIMIT, eventStreams } from '../../platform/event-stream.js';
import { requestLanguage } from '../../platform/request-context.js';
import { registerEndpoint } from '../../platform/route.js';
import type { SabongServices } from './sabong.module.js';

export function registerSabongRoutes(
  app: FastifyInstance,
  sabong: SabongServices,
  ipOf: (request: FastifyRequest) => string,
): void {
  const e = sabongEndpoints;
  const { fights, admin } = sabong;
  registerEndpoint(app, e.card, () => fights.card());
  registerEndpoint(app, e.fight, ({ params }) => fights.fight(Number(params.fightId)));
  registerEndpoint(app, e.bet, ({ body, request }) =>
    fights.bet(requireMember(request).memberId, body, requestLanguage(request)),
  );
  registerEndpoint(app, e.myBets, ({ query, request }) =>
    fights.myBets(requireMember(request).memberId, query),
  );
  registerCardStream(app, sabong);

  const a = adminSabongEndpoints;
  const by = (request: FastifyRequest) => ({
    actor: `operator:${requireOperator(request).operatorId}`,
    ip: ipOf(request),
  });
  const id = (params: Record<string, string>) => Number(params.fightId);
  registerEndpoint(app, a.settings, () => admin.settings());
  registerEndpoint(app, a.saveSettings, ({ body, request }) => admin.saveSettings(body, by(request)));
  registerEndpoint(app, a.fights, ({ query }) => admin.fights(query));
  registerEndpoint(app, a.addFight, ({ body, request }) => admin.addFight(body, by(request)));
  registerEndpoint(app, a.open, ({ params, body, request }) =>
    admin.open(id(params), body.closesInSeconds, by(request)),
  );
  registerEndpoint(app, a.close, ({ params, request }) => admin.close(id(params), by(request)));
  registerEndpoint(app, a.enterResult, ({ params, body, request }) =>
    admin.enterResult(id(params), body.result, by(request)),
  );
  registerEndpoint(app, a.confirmResult, ({ params, request }) =>
    admin.confirmResult(id(params), by(request)),
  );
  registerEndpoint(app, a.cancel, ({ params, body, request }) =>
    admin.cancel(id(params), body.reason, by(request)),
  );
}

/**
 * The running card as server-sent events: `event: card` with the card now, then again whenever any node
 * takes a bet, opens, closes or settles a fight. Public and the same for everyone, like the GET.
 */
function registerCardStream(app: FastifyInstance, { fights }: SabongServices): void {
  const stream = eventStreams(app);
  app.get(
    '/wps/sabong/stream',
    { config: { rateLimit: EVENT_STREAM_RATE_LIMIT } },
    async (request, reply) => {
      const first = await fights.card();
      stream(request, reply, { event: 'card', first, watch: (send) => fights.watch(send) });
    },
  );
}
