/** The part of chrome.storage.StorageArea the background uses (a fake in tests). */
export interface StorageArea {
  get(keys: string | string[]): Promise<Record<string, unknown>>;
  set(items: Record<string, unknown>): Promise<void>;
}
