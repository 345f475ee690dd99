import type { StorageProblem } from './StorageProblem.ts';

/** The result of reading one persisted store: the state to use and what went wrong on the way. */
export interface LoadedState<T> {
  /** Null when nothing was saved yet or nothing usable was found. */
  state: T | null;
  /** Problems without a backup key yet; the caller copies the raw text aside when `keepRaw` is set. */
  problems: StorageProblem[];
  /** The raw text holds data that the next save would overwrite: copy it aside first. */
  keepRaw: boolean;
}
