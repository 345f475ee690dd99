import type { Salvaged } from './Salvaged.ts';

/** How one persisted store is versioned, migrated and checked on load. */
export interface PersistedSpec<T> {
  /** localStorage key. */
  key: string;
  version: number;
  /** Brings state written by an older version up to `version`; never throws on odd input. */
  migrate(state: unknown, fromVersion: number): unknown;
  /** Keeps every valid part of current-version state, with defaults for the rest. */
  sanitize(state: unknown): Salvaged<T>;
}
