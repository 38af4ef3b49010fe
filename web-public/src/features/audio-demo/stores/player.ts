import { create } from 'zustand';

type PlayerStore = {
  /** The demo that is playing, or null: only one plays at a time. */
  activeId: string | null;
  setActive: (id: string | null) => void;
};

export const usePlayer = create<PlayerStore>()((set) => ({
  activeId: null,
  setActive: (activeId) => set({ activeId }),
}));
