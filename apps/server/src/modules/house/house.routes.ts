import { GAME_SESSION_HEADER, houseEndpoints } from '@swerte/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireMember } from '../../platform/auth.js';
import { requestLanguage } from '../../platform/request-context.js';
import { registerEndpoint } from '../../platform/route.js';
import type { HouseService } from './house.service.js';

/** A launch token is tried once per game opening; a bot guessing them is cut off early. */
const SESSION_LIMIT = { max: 30, timeWindow: 60_000 };

export function registerHouseRoutes(app: FastifyInstance, house: HouseService): void {
  const e = houseEndpoints;
  const sessionOf = (request: FastifyRequest) => request.headers[GAME_SESSION_HEADER];
  const language = requestLanguage;

  registerEndpoint(
    app,
    e.session,
    ({ body, request }) =>
      house.sessions.start(body.launchToken, body.vendor, language(request), body.gameCode),
    { limit: SESSION_LIMIT },
  );
  registerEndpoint(app, e.fairness, async ({ request }) =>
    house.seeds.getFairness((await house.player(sessionOf(request))).memberId),
  );
  registerEndpoint(app, e.rotateSeed, async ({ body, request }) =>
    house.seeds.rotate((await house.player(sessionOf(request))).memberId, body.clientSeed),
  );
  registerEndpoint(app, e.slotSpin, async ({ body, request }) =>
    house.slot.spin(await house.player(sessionOf(request), 'slot'), body, language(request)),
  );
  registerEndpoint(app, e.fishingShots, async ({ body, request }) =>
    house.fishing.shoot(await house.player(sessionOf(request), 'fishing'), body, language(request)),
  );
  registerEndpoint(app, e.baccaratTable, async ({ request }) =>
    house.baccarat.table(await house.player(sessionOf(request), 'baccarat'), language(request)),
  );
  registerEndpoint(app, e.baccaratBet, async ({ body, request }) =>
    house.baccarat.bet(
      await house.player(sessionOf(request), 'baccarat'),
      body.roundId,
      body.bets,
      language(request),
    ),
  );
  registerEndpoint(app, e.baccaratDeal, async ({ body, request }) =>
    house.baccarat.deal(await house.player(sessionOf(request), 'baccarat'), body.roundId, language(request)),
  );
  registerEndpoint(app, e.round, ({ params, request }) =>
    house.getRound(requireMember(request).memberId, params.roundId ?? '', language(request)),
  );
}
