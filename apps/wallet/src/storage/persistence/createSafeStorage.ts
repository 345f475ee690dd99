import type { PersistStorage, StorageValue } from 'zustand/middleware';
import { browserStorage } from './browserStorage.ts';
import { loadPersisted } from './loadPersisted.ts';
import type { PersistedSpec } from './PersistedSpec.ts';
import type { StorageProblem } from './StorageProblem.ts';
import { useStorageProblemsStore } from './useStorageProblemsStore.ts';

function report(problem: StorageProblem): void {
  useStorageProblemsStore.getState().report(problem);
}

/** Copies text that is about to be overwritten to `<key>.backup` (or a dated key if that one holds other text). */
function backUp(storage: Storage, key: string, raw: string): string | undefined {
  try {
    const backupKey = `${key}.backup`;
    const existing = storage.getItem(backupKey);
    if (existing === raw) return backupKey;
    const target = existing === null ? backupKey : `${backupKey}.${Date.now()}`;
    storage.setItem(target, raw);
    return target;
  } catch {
    return undefined;
  }
}

/**
 * The zustand `persist` storage of every store: migrates and validates on load (see loadPersisted), and never
 * throws into React. A failed write (quota exceeded, storage blocked) is reported and the in-memory state kept.
 * It returns state already at the current version, so zustand's own `migrate` is never needed.
 */
export function createSafeStorage<T>(
  spec: PersistedSpec<T>,
  getStorage: () => Storage | undefined = browserStorage,
): PersistStorage<T> {
  return {
    getItem: (name): StorageValue<T> | null => {
      const storage = getStorage();
      let raw: string | null;
      try {
        if (!storage) throw new Error('no storage');
        raw = storage.getItem(name);
      } catch {
        report({ key: name, kind: 'unreadable', dropped: [] });
        return null;
      }
      const loaded = loadPersisted(raw, spec);
      const backupKey = loaded.keepRaw && storage && raw !== null ? backUp(storage, name, raw) : undefined;
      for (const problem of loaded.problems) report(backupKey ? { ...problem, backupKey } : problem);
      return loaded.state === null ? null : { state: loaded.state, version: spec.version };
    },
    setItem: (name, value) => {
      try {
        const storage = getStorage();
        if (!storage) throw new Error('no storage');
        storage.setItem(name, JSON.stringify(value));
      } catch {
        report({ key: name, kind: 'write-failed', dropped: [] });
      }
    },
    removeItem: (name) => {
      try {
        getStorage()?.removeItem(name);
      } catch {
        report({ key: name, kind: 'write-failed', dropped: [] });
      }
    },
  };
}
