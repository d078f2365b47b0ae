import { create } from 'zustand';

interface ModalState {
  /** Tag of the help item the help modal shows, or null when it is closed. */
  helpTag: string | null;
  openHelp: (tag: string) => void;
  closeHelp: () => void;
}

export const useModalStore = create<ModalState>((set) => ({
  helpTag: null,
  openHelp: (tag) => set({ helpTag: tag }),
  closeHelp: () => set({ helpTag: null }),
}));
