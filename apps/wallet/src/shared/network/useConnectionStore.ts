import { create } from 'zustand';

interface ConnectionState {
  /** The chain API is unreachable (offline after 600 ms of failures, reported by the API transport). */
  offline: boolean;
  /** The API answers, but says that the chain node or its database is not reachable (the chain stopped). */
  chainUnavailable: boolean;
  setOffline(offline: boolean): void;
  setChainUnavailable(unavailable: boolean): void;
}

/** Whether the wallet can reach the chain, shown by the offline banner. */
export const useConnectionStore = create<ConnectionState>((set) => ({
  offline: false,
  chainUnavailable: false,
  setOffline: (offline) => set({ offline }),
  setChainUnavailable: (chainUnavailable) => set({ chainUnavailable }),
}));
