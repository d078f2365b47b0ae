import { useMemo } from 'react';
import { GAME_TYPES } from '@swerte/contracts';
import type { GameType } from '@swerte/contracts';
import { useGameVendors } from '../api/get-game-vendors';

/**
 * §2: the game types with something that opens, in navigation order; a type whose lane has no vendor
 * (the server lists only vendors with a game that opens) drops out of the nav, the home page, the
 * footer and the hot page's filters. Undefined until the lanes arrive.
 */
export function useListedGameTypes(): readonly GameType[] | undefined {
  const { data } = useGameVendors();
  return useMemo(
    () =>
      data &&
      GAME_TYPES.filter((type) => (data.find((lane) => lane.gameType === type)?.vendors.length ?? 0) > 0),
    [data],
  );
}
