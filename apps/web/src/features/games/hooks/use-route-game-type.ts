import { useLocation } from 'react-router';
import type { GameType } from '@swerte/contracts';
import { gameTypeFromPath } from '../lib/game-type-path';

export function useRouteGameType(fallback: GameType): GameType {
  return gameTypeFromPath(useLocation().pathname) ?? fallback;
}
