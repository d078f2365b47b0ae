import { gamesEndpoints } from '@swerte/contracts';
import type { FastifyInstance } from 'fastify';
import { bearerToken, requireMember } from '../../platform/auth.js';
import { requestLanguage } from '../../platform/request-context.js';
import { registerEndpoint } from '../../platform/route.js';
import type { GameLaunchService } from './launch.service.js';

/** Launches hand out one-time tokens: a bot hammering them is refused well before the global limit. */
const LAUNCH_LIMIT = { max: 60, timeWindow: 60_000 };

export function registerLaunchRoutes(app: FastifyInstance, launches: GameLaunchService): void {
  registerEndpoint(
    app,
    gamesEndpoints.launchGame,
    ({ body, request }) =>
      launches.launchGame(requireMember(request), body, body.language ?? requestLanguage(request)),
    { limit: LAUNCH_LIMIT },
  );

  registerEndpoint(
    app,
    gamesEndpoints.gameLaunchFB,
    async ({ query, request }) => {
      // No token: a visitor gets the sportsbook's guest view. A token must be valid (401 otherwise).
      const member = bearerToken(request) ? await app.endpointSupport.authenticate(request) : null;
      return launches.launchSportsbook(member, query.language ?? requestLanguage(request));
    },
    { limit: LAUNCH_LIMIT },
  );
}
