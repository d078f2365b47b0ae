import type { Game, Language, LaunchResult } from '@swerte/contracts';
import { callEndpoint } from '../../../lib/api-client';
import { gameRefs } from './game-refs';

/** §9: the vendor-facing calls name the platform html5-desktop. */
export const LAUNCH_PLATFORM = 'html5-desktop';

/** POST /wps/game/launchGame: where the game opens, with a one-time launch token. */
export function launchGame(
  game: Pick<Game, 'vassalage' | 'gameCode' | 'gameType'>,
  language: Language,
): Promise<LaunchResult> {
  return callEndpoint(gameRefs.launchGame, {
    language,
    body: {
      vassalage: game.vassalage,
      gameCode: game.gameCode,
      gameType: game.gameType,
      language,
      platform: LAUNCH_PLATFORM,
    },
  });
}

/**
 * GCS_gameLaunchFB: the FB sportsbook's address, signed in when the session has a token (the client
 * sends it), else a guest view.
 */
export function launchSportsbook(language: Language, signal?: AbortSignal): Promise<LaunchResult> {
  return callEndpoint(gameRefs.gameLaunchFB, {
    language,
    signal,
    query: { language, platform: LAUNCH_PLATFORM },
  });
}
