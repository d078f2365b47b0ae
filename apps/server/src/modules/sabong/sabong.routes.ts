import { adminSabongEndpoints, sabongEndpoints } from '@swerte/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireMember, requireOperator } from '../../platform/auth.js';
import { requestLanguage } from '../../platform/request-context.js';
import { registerEndpoint } from '../../platform/route.js';
import type { SabongServices } from './sabong.module.js';

/** Streams a viewer may open a minute from one address (each is a long-lived connection). */
const STREAM_LIMIT = { max: 30, timeWindow: 60_000 };
/** A comment line this often keeps proxies from closing a quiet stream. */
const HEARTBEAT_MS = 15_000;

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
  // Open streams end when the app closes, or a graceful shutdown would wait on them.
  const streams = new Set<() => void>();
  app.addHook('onClose', (_instance, done) => {
    for (const end of [...streams]) end();
    done();
  });
  app.get('/wps/sabong/stream', { config: { rateLimit: STREAM_LIMIT } }, async (request, reply) => {
    const first = await fights.card();
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
    const send = (card: string) => raw.write(`event: card\ndata: ${card}\n\n`);
    send(JSON.stringify(first));
    const stop = fights.watch(send);
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
  });
}
