import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { accountsPersistence } from '../accounts/accountsPersistence.ts';
import { contactsPersistence } from '../contacts/contactsPersistence.ts';
import { sentTransactionsPersistence } from '../sentTransactions/sentTransactionsPersistence.ts';
import { settingsPersistence } from '../settings/settingsPersistence.ts';
import { createSafeStorage } from './createSafeStorage.ts';
import { loadPersisted } from './loadPersisted.ts';
import type { PersistedSpec } from './PersistedSpec.ts';
import { useStorageProblemsStore } from './useStorageProblemsStore.ts';

const specs: PersistedSpec<unknown>[] = [
  settingsPersistence,
  accountsPersistence,
  contactsPersistence,
  sentTransactionsPersistence,
];

describe('loadPersisted', () => {
  it('never throws and always yields schema-valid state or nothing, whatever was stored', () => {
    const stored = fc.oneof(
      fc.string(),
      fc.json(),
      fc
        .record({ state: fc.jsonValue(), version: fc.oneof(fc.integer(), fc.string(), fc.constant(null)) })
        .map((v) => JSON.stringify(v)),
    );
    for (const spec of specs) {
      fc.assert(
        fc.property(stored, (raw) => {
          const loaded = loadPersisted(raw, spec);
          if (loaded.state !== null) expect(spec.sanitize(loaded.state).dropped).toEqual([]);
          expect(loaded.keepRaw).toBe(loaded.problems.length > 0);
        }),
        { numRuns: 200 },
      );
    }
  });

  it('a migration that throws still loads what fits the current shape', () => {
    const spec: PersistedSpec<unknown> = {
      ...accountsPersistence,
      migrate: () => {
        throw new Error('bug');
      },
    };
    const raw = JSON.stringify({
      state: { accounts: [{ address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', type: 'keystore' }] },
      version: 0,
    });
    expect(loadPersisted(raw, spec).state).toEqual({
      accounts: [{ address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', type: 'keystore' }],
      activeIndex: null,
    });
  });
});

describe('createSafeStorage', () => {
  it('reports storage the browser refuses, on read and on write, without throwing', () => {
    useStorageProblemsStore.getState().dismiss();
    const storage = createSafeStorage(settingsPersistence, () => undefined);
    expect(storage.getItem('fwallet.settings')).toBeNull();
    expect(() =>
      storage.setItem('fwallet.settings', { state: settingsPersistence.sanitize({}).value, version: 1 }),
    ).not.toThrow();
    expect(useStorageProblemsStore.getState().problems.map((p) => p.kind)).toEqual([
      'unreadable',
      'write-failed',
    ]);
  });
});
