import { isRecord } from '../persistence/isRecord.ts';
import { runMigrations } from '../persistence/runMigrations.ts';

function orderOf(entry: unknown): number {
  return isRecord(entry) && typeof entry.order === 'number' ? entry.order : Number.MAX_SAFE_INTEGER;
}

/**
 * Version 0 is the original wallet's shape (docs/storage.md#versions-and-migrations): each contact carries a
 * 1-based `order`. Version 1 keeps the list in display order instead, so the two can never disagree.
 */
const steps: Record<number, (state: unknown) => unknown> = {
  0: (state) => {
    if (!isRecord(state) || !Array.isArray(state.contacts)) return state;
    const sorted = state.contacts
      .map((entry: unknown, index) => ({ entry, index }))
      .sort((a, b) => orderOf(a.entry) - orderOf(b.entry) || a.index - b.index)
      .map(({ entry }) => {
        if (!isRecord(entry)) return entry;
        const { order: _order, ...rest } = entry;
        return rest;
      });
    return { ...state, contacts: sorted };
  },
};

export function migrateContacts(state: unknown, fromVersion: number): unknown {
  return runMigrations(state, fromVersion, steps);
}
