import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useStorageProblemsStore } from '../persistence/useStorageProblemsStore.ts';
import { defaultWalletName } from './defaultWalletName.ts';
import { selectActiveAccount } from './selectActiveAccount.ts';
import { useAccountsStore } from './useAccountsStore.ts';

const KEY = 'fwallet.accounts';
const A = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const B = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const C = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
const D = '0x90F79bf6EB2c4f870365E785982E1f101E93b906';

async function load(raw?: string) {
  // Resetting the state saves it, so the storage is prepared afterwards.
  useAccountsStore.setState(useAccountsStore.getInitialState(), true);
  localStorage.clear();
  useStorageProblemsStore.getState().dismiss();
  if (raw !== undefined) localStorage.setItem(KEY, raw);
  await useAccountsStore.persist.rehydrate();
  return useAccountsStore.getState();
}

function addresses() {
  return useAccountsStore.getState().accounts.map((a) => a.address);
}

function problems() {
  return useStorageProblemsStore.getState().problems;
}

beforeEach(async () => {
  vi.restoreAllMocks();
  await load();
});

describe('useAccountsStore: list transitions (docs/storage.md#accounts-store)', () => {
  it('appends checksummed wallets named Wallet N, only if the address is new (case-insensitive)', () => {
    const store = useAccountsStore.getState();
    expect(store.add({ address: A.toLowerCase(), type: 'keystore' })).toBe(true);
    expect(
      store.add({
        address: B,
        type: 'ledger',
        name: ' Cold ',
        accountId: 0,
        addressId: 2,
        derivationPath: "m/44'/60'/0'/0/2",
      }),
    ).toBe(true);
    expect(store.add({ address: A.toUpperCase().replace('0X', '0x'), type: 'injected' })).toBe(false);
    expect(store.add({ address: '0x1234', type: 'keystore' })).toBe(false);
    expect(useAccountsStore.getState().accounts).toEqual([
      { address: A, type: 'keystore', name: 'Wallet 1' },
      {
        address: B,
        type: 'ledger',
        name: 'Cold',
        accountId: 0,
        addressId: 2,
        derivationPath: "m/44'/60'/0'/0/2",
      },
    ]);
    expect(defaultWalletName(2)).toBe('Wallet 3');
  });

  it('sets the active wallet by address, clears it, and keeps it across moves and other removals', () => {
    const store = useAccountsStore.getState();
    for (const address of [A, B, C]) store.add({ address, type: 'keystore' });
    expect(store.setActive(B.toLowerCase())).toBe(true);
    expect(store.setActive('0x0000000000000000000000000000000000000001')).toBe(false);
    expect(selectActiveAccount(useAccountsStore.getState())?.address).toBe(B);
    store.move(1, 2);
    expect(addresses()).toEqual([A, C, B]);
    expect(selectActiveAccount(useAccountsStore.getState())?.address).toBe(B);
    expect(store.remove(A)).toBe(true);
    expect(selectActiveAccount(useAccountsStore.getState())?.address).toBe(B);
    expect(useAccountsStore.getState().activeIndex).toBe(1);
    store.clearActive();
    expect(useAccountsStore.getState().activeIndex).toBeNull();
  });

  it('removing the active wallet deactivates it', () => {
    const store = useAccountsStore.getState();
    store.add({ address: A, type: 'keystore' });
    store.add({ address: B, type: 'keystore' });
    store.setActive(A);
    expect(store.remove(A.toLowerCase())).toBe(true);
    expect(store.remove(A)).toBe(false);
    expect(useAccountsStore.getState()).toMatchObject({ activeIndex: null, accounts: [{ address: B }] });
  });

  it('ignores moves out of range', () => {
    const store = useAccountsStore.getState();
    store.add({ address: A, type: 'keystore' });
    store.add({ address: B, type: 'keystore' });
    store.move(0, 5);
    store.move(-1, 0);
    expect(addresses()).toEqual([A, B]);
  });

  it('saves wallet settings: blank name when it equals the address, moves to order − 1, only when changed', () => {
    const store = useAccountsStore.getState();
    for (const address of [A, B, C]) store.add({ address, type: 'keystore' });
    store.setActive(A);
    expect(store.saveSettings(A, { name: 'Wallet 1', order: 1 })).toBe(false);
    expect(store.saveSettings(A, { name: 'Savings', order: 3 })).toBe(true);
    expect(addresses()).toEqual([B, C, A]);
    expect(useAccountsStore.getState().accounts[2]).toEqual({
      address: A,
      type: 'keystore',
      name: 'Savings',
    });
    expect(selectActiveAccount(useAccountsStore.getState())?.address).toBe(A);
    expect(store.saveSettings(B, { name: B.toLowerCase(), order: 1 })).toBe(true);
    expect(useAccountsStore.getState().accounts[0]).toEqual({ address: B, type: 'keystore' });
    expect(store.saveSettings(B, { name: '', order: 1 })).toBe(false);
    expect(store.saveSettings(C, { name: 'Wallet 3', order: 9 })).toBe(false);
  });
});

describe('useAccountsStore: persistence', () => {
  it('survives a reload with the order and the active wallet', async () => {
    const store = useAccountsStore.getState();
    store.add({ address: A, type: 'keystore' });
    store.add({ address: B, type: 'walletconnect', name: 'Phone' });
    store.setActive(B);
    const raw = localStorage.getItem(KEY) ?? '';
    expect(JSON.parse(raw)).toMatchObject({ version: 3, state: { activeIndex: 1 } });
    const state = await load(raw);
    expect(state.accounts).toEqual([
      { address: A, type: 'keystore', name: 'Wallet 1' },
      { address: B, type: 'walletconnect', name: 'Phone' },
    ]);
    expect(state.activeIndex).toBe(1);
    expect(problems()).toEqual([]);
  });

  it('migrates version 0 (the original per-type flags and activeAccountIndex) keeping every wallet', async () => {
    const v0 = {
      state: {
        accounts: [
          { address: A.toLowerCase(), name: 'Main' },
          { address: B, isLedgerAccount: true, accountId: 0, addressId: 1, name: '' },
          { address: C, isWalletConnectAccount: true },
          { address: D, isMetamaskAccount: true },
        ],
        activeAccountIndex: 2,
      },
      version: 0,
    };
    const state = await load(JSON.stringify(v0));
    expect(state.accounts).toEqual([
      { address: A, type: 'keystore', name: 'Main' },
      { address: B, type: 'ledger', accountId: 0, addressId: 1, derivationPath: "m/44'/60'/0'/0/1" },
      { address: C, type: 'walletconnect' },
      { address: D, type: 'injected' },
    ]);
    expect(state.activeIndex).toBe(2);
    expect(problems()).toEqual([]);
  });

  it("migrates version 2 (the last release's data): a browser-wallet account, `metamask`, becomes `injected` with its rdns", async () => {
    const v2 = {
      state: {
        accounts: [
          { address: A, type: 'metamask', rdns: 'io.rabby', name: 'Rabby' },
          { address: B, type: 'metamask' },
          { address: C, type: 'coinbase' },
        ],
        activeIndex: 0,
      },
      version: 2,
    };
    const state = await load(JSON.stringify(v2));
    expect(state.accounts).toEqual([
      { address: A, type: 'injected', rdns: 'io.rabby', name: 'Rabby' },
      { address: B, type: 'injected' },
      { address: C, type: 'coinbase' },
    ]);
    expect(state.activeIndex).toBe(0);
    expect(problems()).toEqual([]);
  });

  it('migrates version 1: Ledger accounts get their device path, every wallet is kept', async () => {
    const v1 = {
      state: {
        accounts: [
          { address: A, type: 'keystore', name: 'Main' },
          { address: B, type: 'ledger', accountId: 2, addressId: 7 },
          { address: C, type: 'metamask' },
        ],
        activeIndex: 1,
      },
      version: 1,
    };
    const state = await load(JSON.stringify(v1));
    expect(state.accounts).toEqual([
      { address: A, type: 'keystore', name: 'Main' },
      { address: B, type: 'ledger', accountId: 2, addressId: 7, derivationPath: "m/44'/60'/2'/0/7" },
      { address: C, type: 'injected' },
    ]);
    expect(state.activeIndex).toBe(1);
    expect(problems()).toEqual([]);
  });

  it('admits the external account kinds: a browser wallet with its EIP-6963 rdns, a Ledger with its path', async () => {
    const store = useAccountsStore.getState();
    expect(store.add({ address: A, type: 'injected', rdns: 'io.metamask' })).toBe(true);
    expect(
      store.add({
        address: B,
        type: 'ledger',
        accountId: 0,
        addressId: 3,
        derivationPath: "m/44'/60'/0'/0/3",
      }),
    ).toBe(true);
    const state = await load(localStorage.getItem(KEY) ?? '');
    expect(state.accounts.map((a) => a.type)).toEqual(['injected', 'ledger']);
    expect(state.accounts[0]).toMatchObject({ rdns: 'io.metamask' });
    expect(state.accounts[1]).toMatchObject({ derivationPath: "m/44'/60'/0'/0/3" });
  });

  it('keeps every valid wallet of partly bad data, follows the active one, and backs up the original', async () => {
    const raw = JSON.stringify({
      state: {
        accounts: [
          { address: A, type: 'keystore' },
          { address: 'not an address', type: 'keystore' },
          { address: B, type: 'carrier-pigeon' },
          'garbage',
          { address: A.toLowerCase(), type: 'ledger' },
          { address: C, type: 'coinbase', name: 'Shop' },
        ],
        activeIndex: 5,
      },
      version: 1,
    });
    const state = await load(raw);
    expect(state.accounts).toEqual([
      { address: A, type: 'keystore' },
      { address: C, type: 'coinbase', name: 'Shop' },
    ]);
    expect(state.activeIndex).toBe(1);
    expect(problems()).toEqual([
      {
        key: KEY,
        kind: 'invalid-entries',
        dropped: ['accounts[1]', 'accounts[2]', 'accounts[3]', 'accounts[4]'],
        backupKey: `${KEY}.backup`,
      },
    ]);
    expect(localStorage.getItem(`${KEY}.backup`)).toBe(raw);
  });

  it('clears an active index whose wallet is gone', async () => {
    const state = await load(
      JSON.stringify({ state: { accounts: [{ address: A, type: 'keystore' }], activeIndex: 3 }, version: 1 }),
    );
    expect(state.activeIndex).toBeNull();
    expect(problems()[0]?.dropped).toEqual(['activeIndex']);
  });

  it('keeps truncated data aside instead of overwriting it, and a later save keeps that backup', async () => {
    useAccountsStore.getState().add({ address: A, type: 'keystore' });
    const truncated = (localStorage.getItem(KEY) ?? '').slice(0, -12);
    const state = await load(truncated);
    expect(state.accounts).toEqual([]);
    expect(problems()).toEqual([{ key: KEY, kind: 'corrupt', dropped: [], backupKey: `${KEY}.backup` }]);
    state.add({ address: B, type: 'keystore' });
    expect(localStorage.getItem(`${KEY}.backup`)).toBe(truncated);
  });

  it('a second different problem gets its own backup instead of replacing the first', async () => {
    await load('{broken');
    localStorage.setItem(KEY, '{broken again');
    useStorageProblemsStore.getState().dismiss();
    await useAccountsStore.persist.rehydrate();
    const backupKey = problems()[0]?.backupKey ?? '';
    expect(backupKey).toMatch(/^fwallet\.accounts\.backup\.\d+$/);
    expect(localStorage.getItem(backupKey)).toBe('{broken again');
    expect(localStorage.getItem(`${KEY}.backup`)).toBe('{broken');
  });

  it('a failed save (quota exceeded) does not throw and keeps the wallet in memory', () => {
    vi.spyOn(localStorage, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    expect(useAccountsStore.getState().add({ address: A, type: 'keystore' })).toBe(true);
    expect(addresses()).toEqual([A]);
    expect(problems()).toEqual([{ key: KEY, kind: 'write-failed', dropped: [] }]);
  });
});
