import type { GameType } from '@swerte/contracts';
import { useGameVendors } from '../api/get-game-vendors';

/** The vendors of one game type, in the server's order. */
export function useLane(gameType: GameType) {
  const query = useGameVendors();
  const vendors = query.data?.find((lane) => lane.gameType === gameType)?.vendors ?? [];
  return { ...query, vendors };
}
