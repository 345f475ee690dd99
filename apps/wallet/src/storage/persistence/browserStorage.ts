let replacement: Storage | undefined;

/**
 * Makes every store persist to `storage` instead of localStorage: the browser extension hands in one backed by
 * chrome.storage.local (read before the stores load). Called before any store module is imported.
 */
export function replaceBrowserStorage(storage: Storage): void {
  replacement = storage;
}

/** localStorage, or undefined where the browser refuses it (blocked site data throws on mere access). */
export function browserStorage(): Storage | undefined {
  if (replacement) return replacement;
  try {
    return globalThis.localStorage ?? undefined;
  } catch {
    return undefined;
  }
}
