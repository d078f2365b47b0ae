import { useMemo } from 'react';
import { NAV_HIDDEN_GAME_TYPES, NAV_VENDOR_LIMIT } from '@swerte/contracts';
import { useGameVendors } from '../api/get-game-vendors';
import type { VendorLanes } from '../api/get-game-vendors';

/** The nav's game-type entries (§2): lane order, cockfight and types with no vendor hidden, at most 30 vendors each. */
export function useNavLanes(): VendorLanes {
  const { data } = useGameVendors();
  return useMemo(
    () =>
      (data ?? [])
        .filter((lane) => lane.vendors.length > 0 && !NAV_HIDDEN_GAME_TYPES.includes(lane.gameType))
        .map((lane) => ({ ...lane, vendors: lane.vendors.slice(0, NAV_VENDOR_LIMIT) })),
    [data],
  );
}
