import { beforeEach, describe, expect, it } from 'vitest';
import { useStorageProblemsStore } from '../persistence/useStorageProblemsStore.ts';
import { defaultContactName } from './defaultContactName.ts';
import { useContactsStore } from './useContactsStore.ts';

const KEY = 'fwallet.contacts';
const A = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const B = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const BNB = 'bnb1grpf0955h0ykzq3ar5nmum7y6gdfl6lxfn46h2';

async function load(raw?: string) {
  useContactsStore.setState(useContactsStore.getInitialState(), true);
  localStorage.clear();
  useStorageProblemsStore.getState().dismiss();
  if (raw !== undefined) localStorage.setItem(KEY, raw);
  await useContactsStore.persist.rehydrate();
  return useContactsStore.getState();
}

const names = () => useContactsStore.getState().contacts.map((c) => c.name);
const problems = () => useStorageProblemsStore.getState().problems;

beforeEach(async () => {
  await load();
});

describe('useContactsStore', () => {
  it('adds unique contacts (case-insensitive) valid for their chain, named Contact N when blank', () => {
    const store = useContactsStore.getState();
    expect(store.add({ name: '', address: A.toLowerCase(), blockchain: 'fantom' })).toBe(true);
    expect(store.add({ name: 'Exchange', address: BNB, blockchain: 'binance' })).toBe(true);
    expect(
      store.add({ name: 'Again', address: A.toUpperCase().replace('0X', '0x'), blockchain: 'ethereum' }),
    ).toBe(false);
    expect(store.add({ name: 'Bad', address: '0x123', blockchain: 'fantom' })).toBe(false);
    expect(store.add({ name: 'Bad', address: A, blockchain: 'binance' })).toBe(false);
    expect(useContactsStore.getState().contacts).toEqual([
      { name: 'Contact 1', address: A, blockchain: 'fantom' },
      { name: 'Exchange', address: BNB, blockchain: 'binance' },
    ]);
    expect(defaultContactName(2)).toBe('Contact 3');
  });

  it('adds at a chosen order, updates name and order, moves and removes', () => {
    const store = useContactsStore.getState();
    store.add({ name: 'One', address: A, blockchain: 'fantom' });
    store.add({ name: 'Two', address: B, blockchain: 'ethereum' }, 1);
    expect(names()).toEqual(['Two', 'One']);
    expect(store.update(A, { name: 'First', order: 1 })).toBe(true);
    expect(names()).toEqual(['First', 'Two']);
    expect(store.update(A, { name: 'First', order: 1 })).toBe(false);
    expect(store.update(A, { name: '   ' })).toBe(false);
    store.move(0, 1);
    expect(names()).toEqual(['Two', 'First']);
    expect(store.remove(B.toLowerCase())).toBe(true);
    expect(store.remove(B)).toBe(false);
    expect(names()).toEqual(['First']);
  });

  it('survives a reload', async () => {
    useContactsStore.getState().add({ name: 'One', address: A, blockchain: 'fantom' });
    const state = await load(localStorage.getItem(KEY) ?? undefined);
    expect(state.contacts).toEqual([{ name: 'One', address: A, blockchain: 'fantom' }]);
  });

  it('migrates version 0 (a 1-based order on each contact) into list order', async () => {
    const v0 = {
      state: {
        contacts: [
          { name: 'Second', address: B, blockchain: 'ethereum', order: 2 },
          { name: 'First', address: A, blockchain: 'fantom', order: 1 },
        ],
      },
    };
    const state = await load(JSON.stringify(v0));
    expect(state.contacts).toEqual([
      { name: 'First', address: A, blockchain: 'fantom' },
      { name: 'Second', address: B, blockchain: 'ethereum' },
    ]);
    expect(problems()).toEqual([]);
  });

  it('keeps every valid contact of partly bad data and reports the rest', async () => {
    const raw = JSON.stringify({
      state: {
        contacts: [
          { name: 'Good', address: A, blockchain: 'fantom' },
          { name: 'Wrong chain', address: A, blockchain: 'dogecoin' },
          { name: '', address: B, blockchain: 'fantom' },
          { name: 'Dup', address: A.toLowerCase(), blockchain: 'ethereum' },
          { name: 'Bnb', address: BNB, blockchain: 'binance' },
        ],
      },
      version: 1,
    });
    const state = await load(raw);
    expect(state.contacts.map((c) => c.name)).toEqual(['Good', 'Bnb']);
    expect(problems()[0]).toMatchObject({ kind: 'invalid-entries', backupKey: `${KEY}.backup` });
    expect(problems()[0]?.dropped).toHaveLength(3);
  });

  it('loads an empty list from foreign data without crashing', async () => {
    const state = await load(JSON.stringify({ state: { contacts: 'lots' }, version: 1 }));
    expect(state.contacts).toEqual([]);
    expect(problems()[0]).toMatchObject({ kind: 'invalid-entries', dropped: ['contacts'] });
  });
});
