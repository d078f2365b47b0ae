import { GAME_SESSION_HEADER, LiveTableGameSchema, liveTableEndpoints } from '@swerte/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../../platform/errors.js';
import { requestLanguage } from '../../../platform/request-context.js';
import { registerEndpoint } from '../../../platform/route.js';
import type { HouseService } from '../house.service.js';

/** Streams a viewer may open a minute from one address (each is a long-lived connection). */
const STREAM_LIMIT = { max: 30, timeWindow: 60_000 };
/** A comment line this often keeps proxies from closing a quiet stream. */
const HEARTBEAT_MS = 15_000;

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

  // Open streams end when the app closes, or a graceful shutdown would wait on them.
  const streams = new Set<() => void>();
  app.addHook('onClose', (_instance, done) => {
    for (const end of [...streams]) end();
    done();
  });

  /**
   * The table as server-sent events: `event: table` with the table's state now, then again whenever
   * any node opens, closes or settles a round. Public and the same for everyone, like the GET.
   */
  app.get<{ Params: { game: string } }>(
    '/wps/live/tables/:game/stream',
    { config: { rateLimit: STREAM_LIMIT } },
    async (request, reply) => {
      const parsed = LiveTableGameSchema.safeParse(request.params.game);
      if (!parsed.success) throw new AppError('error_not_found');
      const game = parsed.data;
      const first = await live.table(game);
      reply.hijack();
      const raw = reply.raw;
      const headers = Object.entries(reply.getHeaders()).filter(
        (header): header is [string, string | number | string[]] => header[1] !== undefined,
      );
      raw.writeHead(200, {
        ...Object.fromEntries(headers),
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      const send = (state: string) => raw.write(`event: table\ndata: ${state}\n\n`);
      send(JSON.stringify(first));
      const stop = live.watch(game, send);
      const heartbeat = setInterval(() => raw.write(': ping\n\n'), HEARTBEAT_MS);
      heartbeat.unref();
      const end = () => {
        clearInterval(heartbeat);
        stop();
        streams.delete(end);
        raw.end();
      };
      streams.add(end);
      request.raw.once('close', end);
    },
  );
}
