import { adminSportsEndpoints, sportsEndpoints } from '@swerte/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireMember, requireOperator } from '../../platform/auth.js';
import { requestLanguage } from '../../platform/request-context.js';
import { registerEndpoint } from '../../platform/route.js';
import type { SportsServices } from './sports.module.js';

export function registerSportsRoutes(
  app: FastifyInstance,
  sports: SportsServices,
  ipOf: (request: FastifyRequest) => string,
): void {
  const e = sportsEndpoints;
  const lang = (request: FastifyRequest, asked?: 'TY' | 'EN') => asked ?? requestLanguage(request);

  registerEndpoint(app, e.events, ({ query, request }) =>
    sports.reads.events(query, lang(request, query.language)),
  );
  registerEndpoint(app, e.event, ({ params, query, request }) =>
    sports.reads.event(Number(params.eventId), lang(request, query.language)),
  );
  registerEndpoint(app, e.quote, ({ body, request }) => {
    requireMember(request);
    return sports.slip.quote(body);
  });
  registerEndpoint(app, e.placeBets, ({ body, request }) =>
    sports.slip.place(requireMember(request).memberId, body, requestLanguage(request)),
  );
  registerEndpoint(app, e.myBets, ({ query, request }) =>
    sports.reads.myBets(requireMember(request).memberId, query, requestLanguage(request)),
  );
  registerEndpoint(app, e.preferences, ({ request }) =>
    sports.reads.preferences(requireMember(request).memberId),
  );
  registerEndpoint(app, e.savePreferences, ({ body, request }) =>
    sports.reads.savePreferences(requireMember(request).memberId, body),
  );

  const a = adminSportsEndpoints;
  const by = (request: FastifyRequest) => ({
    actor: `operator:${requireOperator(request).operatorId}`,
    ip: ipOf(request),
  });
  registerEndpoint(app, a.events, ({ query }) => sports.admin.events(query));
  registerEndpoint(app, a.event, ({ params }) => sports.admin.view(Number(params.eventId)));
  registerEndpoint(app, a.createEvent, ({ body, request }) => sports.admin.createEvent(body, by(request)));
  registerEndpoint(app, a.editEvent, ({ params, body, request }) =>
    sports.admin.editEvent(Number(params.eventId), body, by(request)),
  );
  registerEndpoint(app, a.addMarket, ({ params, body, request }) =>
    sports.admin.addMarket(Number(params.eventId), body, by(request)),
  );
  registerEndpoint(app, a.editMarket, ({ params, body, request }) =>
    sports.admin.editMarket(Number(params.marketId), body, by(request)),
  );
  registerEndpoint(app, a.enterResult, ({ params, body, request }) =>
    sports.admin.enterResult(Number(params.eventId), body, by(request)),
  );
  registerEndpoint(app, a.confirmResult, ({ params, request }) =>
    sports.admin.confirmResult(Number(params.eventId), by(request)),
  );
  registerEndpoint(app, a.settings, () => sports.admin.settings());
  registerEndpoint(app, a.saveSettings, ({ body, request }) => sports.admin.saveSettings(body, by(request)));
}
