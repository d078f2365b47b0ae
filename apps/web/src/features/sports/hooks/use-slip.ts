import { create } from 'zustand';
import { EMPTY_SLIP, acceptPrices, removePick, togglePick, type SlipPick, type SlipState } from '../lib/slip';

interface SlipStore extends SlipState {
  /** The drawer (phones) is open. */
  isOpen: boolean;
  toggle: (pick: SlipPick) => void;
  remove: (selectionId: number) => void;
  clear: () => void;
  set: (change: Partial<SlipState>) => void;
  accept: (changed: readonly { selectionId: number; odds: string }[]) => void;
  setOpen: (isOpen: boolean) => void;
}

/**
 * The bet slip of the visit: kept across the book's pages (sports, esports, virtual) in memory only, so
 * the prerendered page and its first render in the browser are the same empty slip.
 */
export const useSlip = create<SlipStore>((set) => ({
  ...EMPTY_SLIP,
  isOpen: false,
  toggle: (pick) => set((slip) => togglePick(slip, pick)),
  remove: (selectionId) => set((slip) => removePick(slip, selectionId)),
  clear: () => set({ ...EMPTY_SLIP }),
  set: (change) => set(change),
  accept: (changed) => set((slip) => acceptPrices(slip, changed)),
  setOpen: (isOpen) => set({ isOpen }),
}));
