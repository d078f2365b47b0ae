import { GAME_SESSION_HEADER, LiveTableGameSchema, liveTableEndpoints } from '@swerte/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../../platform/errors.js';
import { EVENT_STREAM_RATE_LIMIT, eventStreams } from '../../../platform/event-stream.js';
import { requestLanguage } from '../../../platform/request-context.js';
import { registerEndpoint } from '../../../platform/route.js';
import type { HouseService } from '../house.service.js';

export function registerLiveTableRoutes(app: FastifyInstance, house: HouseService): void {
  const e = liveTableEndpoints;
  const { live } = house;
  const sessionOf = (request: FastifyRequest) => request.headers[GAME_SESSION_HEADER];
  // Validated against the endpoint's schema before the handler runs.
  const gameOf = (params: Record<string, string>) => LiveTableGameSchema.parse(params.game);

  registerEndpoint(app, e.tables, () => live.tables());
  registerEndpoint(app, e.table, ({ params }) => live.table(gameOf(params)));
  registerEndpoint(app, e.bet, async ({ params, body, request }) => {
    const game = gameOf(params);
    return live.bet(await house.player(sessionOf(request), game), game, body, requestLanguage(request));
  });
  registerEndpoint(app, e.mySlips, async ({ params, request }) => {
    const game = gameOf(params);
    return live.mySlips(await house.player(sessionOf(request), game), game);
  });
  registerEndpoint(app, e.round, ({ params }) => live.round(gameOf(params), Number(params.roundNo)));

  const stream = eventStreams(app);

  /**
   * The table as server-sent events: `event: table` with the table's state now, then again whenever
   * any node opens, closes or settles a round. Public and the same for everyone, like the GET.
   */
  app.get<{ Params: { game: string } }>(
    '/wps/live/tables/:game/stream',
    { config: { rateLimit: EVENT_STREAM_RATE_LIMIT } },
    async (request, reply) => {
      const parsed = LiveTableGameSchema.safeParse(request.params.game);
      if (!parsed.success) throw new AppError('error_not_found');
      const game = parsed.data;
      const first = await live.table(game);
      stream(request, reply, { event: 'table', first, watch: (send) => live.watch(game, send) });
    },
  );
}
