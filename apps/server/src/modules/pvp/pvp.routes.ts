import { GAME_SESSION_HEADER, PvpRoomCodeSchema, pvpEndpoints } from '@swerte/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireOperator } from '../../platform/auth.js';
import { AppError } from '../../platform/errors.js';
import { registerEndpoint } from '../../platform/route.js';
import { maskAccount } from '../games/rank-list.service.js';
import type { HouseService } from '../house/house.service.js';
import * as repo from './pvp.repository.js';
import type { PvpPlayer, PvpService } from './pvp.service.js';

/** Streams a player may open a minute from one address (each is a long-lived connection). */
const STREAM_LIMIT = { max: 30, timeWindow: 60_000 };
/** A comment line this often keeps proxies from closing a quiet stream. */
const HEARTBEAT_MS = 15_000;

export interface PvpRouteDeps {
  pvp: PvpService;
  house: Pick<HouseService, 'player'>;
  ipOf: (request: FastifyRequest) => string;
}

export function registerPvpRoutes(app: FastifyInstance, { pvp, house, ipOf }: PvpRouteDeps): void {
  const e = pvpEndpoints;
  const db = app.database.db;
  // Every room call is a Pusoy Dos game session's: a slot session is refused (error_forbidden).
  async function playerOf(request: FastifyRequest): Promise<PvpPlayer> {
    const player = await house.player(request.headers[GAME_SESSION_HEADER], 'pusoyDos');
    return { memberId: player.memberId, name: maskAccount(await repo.memberUsername(db, player.memberId)) };
  }
  const codeOf = (params: Record<string, string>) => PvpRoomCodeSchema.parse(params.roomCode);

  registerEndpoint(app, e.roomList, () => pvp.roomList());
  registerEndpoint(app, e.table, async ({ params, request }) =>
    pvp.table(await playerOf(request), codeOf(params)),
  );
  registerEndpoint(app, e.sit, async ({ params, body, request }) =>
    pvp.sit(await playerOf(request), codeOf(params), body.buyIn),
  );
  registerEndpoint(app, e.leave, async ({ params, request }) =>
    pvp.leave(await playerOf(request), codeOf(params)),
  );
  registerEndpoint(app, e.move, async ({ params, body, request }) =>
    pvp.move(await playerOf(request), codeOf(params), body),
  );
  registerEndpoint(app, e.hand, ({ params }) => pvp.handProof(codeOf(params), Number(params.handNo)));
  registerEndpoint(app, e.settings, () => pvp.settings());
  registerEndpoint(app, e.updateSettings, ({ body, request }) =>
    pvp.updateSettings(body, { actor: `operator:${requireOperator(request).operatorId}`, ip: ipOf(request) }),
  );

  // Open streams end when the app closes, or a graceful shutdown would wait on them.
  const streams = new Set<() => void>();
  let closing = false;
  app.addHook('onClose', (_instance, done) => {
    closing = true;
    for (const end of [...streams]) end();
    done();
  });

  /**
   * The room as server-sent events (x-game-session, read with fetch): `event: table` with the table as
   * this player sees it now, then again whenever any node changes the room. While the stream is open
   * the player is present; when it closes they are away and their turns time out quickly (auto-pass)
   * until they come back, when the first event restores the whole table.
   */
  app.get<{ Params: { roomCode: string } }>(
    '/wps/house/pvp/rooms/:roomCode/stream',
    { config: { rateLimit: STREAM_LIMIT } },
    async (request, reply) => {
      const parsed = PvpRoomCodeSchema.safeParse(request.params.roomCode);
      if (!parsed.success) throw new AppError('pvp_room_not_found');
      const player = await playerOf(request);
      const room = await pvp.roomFor(parsed.data, player.memberId);
      const first = await pvp.table(player, parsed.data);
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
      const send = (table: unknown) => raw.write(`event: table\ndata: ${JSON.stringify(table)}\n\n`);
      send(first);
      const stop = pvp.watch(room.id, (state) => send(pvp.forViewer(state, player.memberId)));
      const heartbeat = setInterval(() => raw.write(': ping\n\n'), HEARTBEAT_MS);
      heartbeat.unref();
      if (first.mySeat !== null && first.seats[first.mySeat]?.away)
        void pvp.presence(room.id, player.memberId, false).catch(() => undefined);
      const end = () => {
        clearInterval(heartbeat);
        stop();
        streams.delete(end);
        raw.end();
      };
      streams.add(end);
      request.raw.once('close', () => {
        end();
        if (!closing) void pvp.presence(room.id, player.memberId, true).catch(() => undefined);
      });
    },
  );
}
