import { create } from 'zustand';
import type { StorageProblem } from './StorageProblem.ts';

interface StorageProblemsState {
  problems: StorageProblem[];
  report(problem: StorageProblem): void;
  dismiss(): void;
}

/** Problems met while loading or saving persisted stores, for the UI to show a notice. Not persisted. */
export const useStorageProblemsStore = create<StorageProblemsState>((set) => ({
  problems: [],
  // One entry per store and kind, so a failing write on every keystroke does not pile up notices.
  report: (problem) =>
    set((state) => ({
      problems: [...state.problems.filter((p) => p.key !== problem.key || p.kind !== problem.kind), problem],
    })),
  dismiss: () => set({ problems: [] }),
}));
