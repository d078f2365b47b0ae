import { create } from 'zustand';
import { STORAGE_KEYS, readLocal, writeLocal } from '../lib/storage';

interface BalanceVisibilityState {
  hidden: boolean;
  toggle: () => void;
}

/** The hide-balance toggle of §2, remembered in local storage for the next visit. */
export const useBalanceVisibility = create<BalanceVisibilityState>((set, get) => ({
  hidden: readLocal(STORAGE_KEYS.hideBalance) === '1',
  toggle: () => {
    const hidden = !get().hidden;
    writeLocal(STORAGE_KEYS.hideBalance, hidden ? '1' : '0');
    set({ hidden });
  },
}));
