import { create } from 'zustand';

/** Whether the chain API is reachable, as reported by the API transport (offline after 600 ms of failures). */
export const useConnectionStore = create<{ offline: boolean; setOffline(offline: boolean): void }>((set) => ({
  offline: false,
  setOffline: (offline) => set({ offline }),
}));
