import { runMigrations } from '../persistence/runMigrations.ts';

/** Version 1 is the first shape; add `n: (state) => …` steps here when it changes. */
const steps: Record<number, (state: unknown) => unknown> = {};

export function migrateSentTransactions(state: unknown, fromVersion: number): unknown {
  return runMigrations(state, fromVersion, steps);
}
