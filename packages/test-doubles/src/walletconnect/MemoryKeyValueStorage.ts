/**
 * The key-value store WalletConnect's core persists pairings, sessions and keys in, kept in memory: the Node
 * default writes files under the working folder, which tests must not leave behind. Same shape as the SDK's
 * `IKeyValueStorage` (structural, so the SDK's abstract class need not be imported).
 */
export class MemoryKeyValueStorage {
  private readonly entries = new Map<string, unknown>();

  async getKeys(): Promise<string[]> {
    return [...this.entries.keys()];
  }

  async getEntries<T = unknown>(): Promise<[string, T][]> {
    return [...this.entries.entries()] as [string, T][];
  }

  async getItem<T = unknown>(key: string): Promise<T | undefined> {
    return this.entries.get(key) as T | undefined;
  }

  async setItem<T = unknown>(key: string, value: T): Promise<void> {
    // A structured copy, as a real store would serialise: later changes to `value` do not leak in.
    this.entries.set(key, structuredClone(value));
  }

  async removeItem(key: string): Promise<void> {
    this.entries.delete(key);
  }
}
