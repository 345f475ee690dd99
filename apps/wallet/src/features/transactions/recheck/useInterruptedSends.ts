import { create } from 'zustand';
import type { SentTransaction } from '../../../storage/sentTransactions/SentTransaction.ts';

/** A transaction found still pending when the app started: its page was closed or reloaded before it settled. */
export interface InterruptedSend {
  address: string;
  hash: string;
  /** What the start-up check found: settled either way, or still pending. */
  state: SentTransaction['state'];
  flow?: string;
}

interface InterruptedSendsState {
  sends: InterruptedSend[];
  add(sends: readonly InterruptedSend[]): void;
  dismiss(): void;
}

/** The outcomes the user has not seen yet, for the notice; not persisted (the records themselves are). */
export const useInterruptedSends = create<InterruptedSendsState>((set) => ({
  sends: [],
  add: (sends) =>
    set((state) => ({
      sends: [...state.sends.filter((s) => !sends.some((n) => n.hash === s.hash)), ...sends],
    })),
  dismiss: () => set({ sends: [] }),
}));
