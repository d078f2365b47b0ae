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
import { PVP_PRESENCE_RENEW_SECONDS, type PvpPlayer, type PvpService } from './pvp.service.js';

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

  // The players whose streams this node holds (room and member, with how many streams each), their
  // presence renewed every few seconds in one update; a node killed stops renewing, and its players'
  // leases run out, so the schedule on another node marks them away.
  const held = new Map<string, { roomId: number; memberId: number; streams: number }>();
  const renewal = setInterval(() => {
    void pvp
      .renewPresence([...held.values()])
      .catch((error: unknown) => app.log.warn({ err: error }, 'pvp presence'));
  }, PVP_PRESENCE_RENEW_SECONDS * 1000);
  renewal.unref();
  app.addHook('onClose', (_instance, done) => {
    clearInterval(renewal);
    done();
  });
  const hold = (roomId: number, memberId: number): (() => void) => {
    const key = `${roomId}:${memberId}`;
    const entry = held.get(key) ?? { roomId, memberId, streams: 0 };
    entry.streams++;
    held.set(key, entry);
    return () => {
      if (--entry.streams <= 0) held.delete(key);
    };
  };

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
      // Opening the stream is presence: back from away (the turn restored), and the lease starts now.
      if (first.mySeat !== null)
        void (
          first.seats[first.mySeat]?.away
            ? pvp.presence(room.id, player.memberId, false)
            : pvp.renewPresence([{ roomId: room.id, memberId: player.memberId }])
        ).catch(() => undefined);
      const release = hold(room.id, player.memberId);
      stream(request, reply, {
        event: 'table',
        first,
        watch: (send) => {
          const stop = pvp.watch(room.id, (state) =>
            send(JSON.stringify(pvp.forViewer(state, player.memberId))),
          );
          return () => {
            stop();
            release();
          };
        },
        // Away once no stream of theirs is left open here (another tab may still be watching).
        onGone: () => {
          if (!held.has(`${room.id}:${player.memberId}`))
            void pvp.presence(room.id, player.memberId, true).catch(() => undefined);
        },
      });
    },
  );
}
