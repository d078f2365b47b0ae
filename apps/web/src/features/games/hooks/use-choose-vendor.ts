import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import type { Vendor } from '@swerte/contracts';
import { useGameStore } from '../../../stores/game-store';
import { getVendorTarget } from '../lib/vendor-route';

/** Choosing a vendor anywhere (nav, drawer, cards): make it active where that applies, then go. */
export function useChooseVendor(): (vendor: Pick<Vendor, 'gameType' | 'vassalage'>) => void {
  const navigate = useNavigate();
  const setActiveVendor = useGameStore((state) => state.setActiveVendor);
  return useCallback(
    (vendor) => {
      const target = getVendorTarget(vendor);
      if (target.activeVendor) setActiveVendor(target.activeVendor.gameType, target.activeVendor.vassalage);
      void navigate(target.path);
    },
    [navigate, setActiveVendor],
  );
}
