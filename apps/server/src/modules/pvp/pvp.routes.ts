import { GAME_SESSION_HEADER, PvpRoomCodeSchema, pvpEndpoints } from '@swerte/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireOperator } from '../../platform/auth.js';
import { AppError } from '../../platform/errors.js';
import { EVENT_STREAM_RATE_LIMIT, eventStreams } from '../../platform/event-stream.js';
import { registerEndpoint } from '../../platform/route.js';
import { maskAccount } from '../games/rank-list.service.js';
import type { HouseService } from '../house/house.service.js';
import { createPvpAdminReads } from './pvp-admin.js';
import * as repo from './pvp.repository.js';
import type { PvpPlayer, PvpService } from './pvp.service.js';

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
  const reads = createPvpAdminReads(db);
  registerEndpoint(app, e.adminRooms, () => reads.rooms());
  registerEndpoint(app, e.adminHands, ({ query }) => reads.hands(query));
  registerEndpoint(app, e.updateSettings, ({ body, request }) =>
    pvp.updateSettings(body, { actor: `operator:${requireOperator(request).operatorId}`, ip: ipOf(request) }),
  );

  const stream = eventStreams(app);

  /**
   * The room as server-sent events (x-game-session, read with fetch): `event: table` with the table as
   * this player sees it now, then again whenever any node changes the room. While the stream is open
   * the player is present; when it closes they are away and their turns time out quickly (auto-pass)
   * until they come back, when the first event restores the whole table.
   */
  app.get<{ Params: { roomCode: string } }>(
    '/wps/house/pvp/rooms/:roomCode/stream',
    { config: { rateLimit: EVENT_STREAM_RATE_LIMIT } },
    async (request, reply) => {
      const parsed = PvpRoomCodeSchema.safeParse(request.params.roomCode);
      if (!parsed.success) throw new AppError('pvp_room_not_found');
      const player = await playerOf(request);
      const room = await pvp.roomFor(parsed.data, player.memberId);
      const first = await pvp.table(player, parsed.data);
      if (first.mySeat !== null && first.seats[first.mySeat]?.away)
        void pvp.presence(room.id, player.memberId, false).catch(() => undefined);
      stream(request, reply, {
        event: 'table',
        first,
        watch: (send) =>
          pvp.watch(room.id, (state) => send(JSON.stringify(pvp.forViewer(state, player.memberId)))),
        onGone: () => void pvp.presence(room.id, player.memberId, true).catch(() => undefined),
      });
    },
  );
}
