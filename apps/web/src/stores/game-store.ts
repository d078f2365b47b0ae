import { create } from 'zustand';
import type { GameType } from '@swerte/contracts';

interface GameState {
  /** The vendor (vassalage) chosen per game type, from the nav or the vendor tabs. */
  activeVendors: Partial<Record<GameType, string>>;
  setActiveVendor: (gameType: GameType, vassalage: string) => void;
}

export const useGameStore = create<GameState>((set) => ({
  activeVendors: {},
  setActiveVendor: (gameType, vassalage) =>
    set((state) => ({ activeVendors: { ...state.activeVendors, [gameType]: vassalage } })),
}));
