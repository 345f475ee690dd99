/** The part of chrome.storage.StorageArea the background uses (a fake in tests). */
export interface StorageArea {
  get(keys: string | string[]): Promise<Record<string, unknown>>;
  /** Rejects, as Chrome does, when the area's quota would be exceeded; nothing is written then. */
  set(items: Record<string, unknown>): Promise<void>;
  remove(keys: string | string[]): Promise<void>;
}
