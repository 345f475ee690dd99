/** The keys the wallet's stores persist under (the web app's localStorage keys). */
const STORE_PREFIX = 'fwallet.';
/** Read by the pre-paint colour-scheme script, which can only read localStorage synchronously. */
const MIRRORED_IN_LOCAL_STORAGE = 'fwallet.settings';

export interface LocalArea {
  get(keys: null): Promise<Record<string, unknown>>;
  set(items: Record<string, unknown>): Promise<void>;
  remove(keys: string): Promise<void>;
}

/**
 * A synchronous Storage over chrome.storage.local for the wallet's stores (docs/extension.md#keys-and-state):
 * read once before the first render, written through on every change. `changed` applies what another page or
 * the background wrote and says whether the value is new here (the caller then reloads that store).
 */
export async function createExtensionStorage(area: LocalArea, mirror?: Storage) {
  const all = await area.get(null);
  const values = new Map<string, string>(
    Object.entries(all).flatMap(([key, value]) =>
      key.startsWith(STORE_PREFIX) && typeof value === 'string' ? [[key, value] as const] : [],
    ),
  );
  const mirrored = (key: string, value: string | null) => {
    if (key !== MIRRORED_IN_LOCAL_STORAGE || !mirror) return;
    try {
      if (value === null) mirror.removeItem(key);
      else mirror.setItem(key, value);
    } catch {
      // Only the first paint's colours depend on it.
    }
  };
  for (const [key, value] of values) mirrored(key, value);

  const storage: Storage = {
    get length() {
      return values.size;
    },
    key: (index) => [...values.keys()][index] ?? null,
    getItem: (key) => values.get(key) ?? null,
    setItem(key, value) {
      values.set(key, String(value));
      mirrored(key, String(value));
      void area.set({ [key]: String(value) });
    },
    removeItem(key) {
      values.delete(key);
      mirrored(key, null);
      void area.remove(key);
    },
    clear() {
      for (const key of [...values.keys()]) storage.removeItem(key);
    },
  };

  return {
    storage,
    changed(key: string, value: unknown): boolean {
      if (!key.startsWith(STORE_PREFIX)) return false;
      const next = typeof value === 'string' ? value : null;
      if ((values.get(key) ?? null) === next) return false;
      if (next === null) values.delete(key);
      else values.set(key, next);
      mirrored(key, next);
      return true;
    },
  };
}
