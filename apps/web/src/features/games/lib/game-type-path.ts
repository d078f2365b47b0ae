import { GAME_TYPES } from '@swerte/contracts';
import type { GameType } from '@swerte/contracts';

/**
 * §2: list pages take the game type as route parameter (the category, upper-cased):
 * /rng → RNG, /cockfight → COCKFIGHT. Null when the path names no game type.
 */
export function gameTypeFromPath(pathname: string): GameType | null {
  const segment = pathname.split('/').filter(Boolean)[0]?.toUpperCase() ?? '';
  return (GAME_TYPES as readonly string[]).includes(segment) ? (segment as GameType) : null;
}
