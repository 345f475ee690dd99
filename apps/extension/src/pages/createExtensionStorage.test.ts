import { describe, expect, it } from 'vitest';
import { createExtensionStorage, type LocalArea } from './createExtensionStorage.ts';

function fakeLocal(initial: Record<string, unknown>) {
  const data = new Map(Object.entries(initial));
  const area: LocalArea = {
    get: async () => Object.fromEntries(data),
    set: async (items) => {
      for (const [k, v] of Object.entries(items)) data.set(k, v);
    },
    remove: async (key) => {
      data.delete(key);
    },
  };
  return { area, data };
}

function fakeMirror(): Storage & { values: Map<string, string> } {
  const values = new Map<string, string>();
  return {
    values,
    length: 0,
    clear: () => values.clear(),
    key: () => null,
    getItem: (k) => values.get(k) ?? null,
    setItem: (k, v) => void values.set(k, v),
    removeItem: (k) => void values.delete(k),
  };
}

describe("the stores' storage in chrome.storage.local (docs/extension.md#keys-and-state)", () => {
  it("reads the wallet's keys before the first render and writes every change through", async () => {
    const { area, data } = fakeLocal({ 'fwallet.accounts': '{"state":{}}', other: 'x', 'fwallet.bad': 3 });
    const { storage } = await createExtensionStorage(area);
    expect(storage.getItem('fwallet.accounts')).toBe('{"state":{}}');
    expect(storage.getItem('other')).toBeNull();
    expect(storage.getItem('fwallet.bad')).toBeNull();
    storage.setItem('fwallet.contacts', '{"state":{"contacts":[]}}');
    storage.removeItem('fwallet.accounts');
    await Promise.resolve();
    expect(data.get('fwallet.contacts')).toBe('{"state":{"contacts":[]}}');
    expect(data.has('fwallet.accounts')).toBe(false);
  });

  it('takes changes made elsewhere and says which are new here', async () => {
    const { area } = fakeLocal({ 'fwallet.accounts': 'a' });
    const { storage, changed } = await createExtensionStorage(area);
    expect(changed('fwallet.accounts', 'a')).toBe(false);
    expect(changed('fwallet.accounts', 'b')).toBe(true);
    expect(storage.getItem('fwallet.accounts')).toBe('b');
    expect(changed('fwallet.accounts', undefined)).toBe(true);
    expect(storage.getItem('fwallet.accounts')).toBeNull();
    expect(changed('unrelated', 'x')).toBe(false);
  });

  it('mirrors the settings into localStorage for the pre-paint colour-scheme script', async () => {
    const { area } = fakeLocal({ 'fwallet.settings': '{"state":{"darkMode":false}}' });
    const mirror = fakeMirror();
    const { storage } = await createExtensionStorage(area, mirror);
    expect(mirror.values.get('fwallet.settings')).toBe('{"state":{"darkMode":false}}');
    storage.setItem('fwallet.settings', '{"state":{"darkMode":true}}');
    storage.setItem('fwallet.accounts', '{}');
    expect(mirror.values.get('fwallet.settings')).toBe('{"state":{"darkMode":true}}');
    expect(mirror.values.has('fwallet.accounts')).toBe(false);
  });
});
