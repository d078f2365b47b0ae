import { adminLotteryEndpoints, lotteryEndpoints } from '@swerte/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireMember, requireOperator } from '../../platform/auth.js';
import { requestLanguage } from '../../platform/request-context.js';
import { registerEndpoint } from '../../platform/route.js';
import type { LotteryServices } from './lottery.module.js';

export function registerLotteryRoutes(
  app: FastifyInstance,
  lottery: LotteryServices,
  ipOf: (request: FastifyRequest) => string,
): void {
  const e = lotteryEndpoints;
  const { reads } = lottery;
  const lang = (request: FastifyRequest, asked?: 'TY' | 'EN') => asked ?? requestLanguage(request);

  registerEndpoint(app, e.vnGameMenu, ({ query, request }) => reads.menus(lang(request, query.language)));
  registerEndpoint(app, e.vnRecent, ({ query, request }) =>
    reads.recent(requireMember(request).memberId, query.recentCount, lang(request, query.language)),
  );
  registerEndpoint(app, e.popular, ({ query, request }) =>
    reads.popular(query.count, lang(request, query.language)),
  );
  registerEndpoint(app, e.vnOpenedNumeros, ({ query, request }) =>
    reads.vnNumeros(query.count, query.gameCode, lang(request, query.language)),
  );
  registerEndpoint(app, e.openedNumero, ({ query, request }) =>
    reads.openedNumeros(lang(request, query.language)),
  );
  registerEndpoint(app, e.gameDetail, ({ params, query, request }) =>
    reads.detail(params.gameCode ?? '', lang(request, query.language)),
  );
  registerEndpoint(app, e.results, ({ params, query, request }) =>
    reads.results(params.gameCode ?? '', query, lang(request, query.language)),
  );
  registerEndpoint(app, e.fairness, ({ params }) =>
    reads.fairness(params.gameCode ?? '', params.numero ?? ''),
  );
  registerEndpoint(app, e.trends, ({ params, query }) => reads.trends(params.gameCode ?? '', query.draws));
  registerEndpoint(app, e.buy, ({ body, request }) =>
    lottery.buy(requireMember(request).memberId, body, requestLanguage(request)),
  );
  registerEndpoint(app, e.room, ({ params, query, request }) => {
    requireMember(request);
    return lottery.room(params.gameCode ?? '', query);
  });
  registerEndpoint(app, e.myTickets, ({ query, request }) =>
    reads.tickets(requireMember(request).memberId, query, requestLanguage(request)),
  );

  const a = adminLotteryEndpoints;
  const by = (request: FastifyRequest) => ({
    actor: `operator:${requireOperator(request).operatorId}`,
    ip: ipOf(request),
  });
  const drawId = (params: Record<string, string>) => Number(params.drawId);

  registerEndpoint(app, a.games, () => lottery.admin.games());
  registerEndpoint(app, a.saveGame, ({ params, body, request }) => {
    const who = by(request);
    return lottery.admin.saveGame(params.gameCode ?? '', body, who.actor, who.ip);
  });
  registerEndpoint(app, a.draws, ({ query }) => lottery.admin.draws(query));
  registerEndpoint(app, a.enterResult, async ({ params, body, request }) => {
    const who = by(request);
    await lottery.draws.enterResult(drawId(params), body.prizes, who.actor, who.ip);
    return lottery.admin.draw(drawId(params));
  });
  registerEndpoint(app, a.confirmResult, async ({ params, request }) => {
    const who = by(request);
    await lottery.draws.confirmResult(drawId(params), who.actor, who.ip);
    return lottery.admin.draw(drawId(params));
  });
  registerEndpoint(app, a.voidDraw, async ({ params, body, request }) => {
    const who = by(request);
    await lottery.draws.voidDraw(drawId(params), body.reason, who.actor, who.ip);
    return lottery.admin.draw(drawId(params));
  });
  registerEndpoint(app, a.report, ({ params }) => lottery.admin.report(drawId(params)));
}
