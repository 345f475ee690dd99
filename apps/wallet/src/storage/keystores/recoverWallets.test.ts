import { beforeEach, describe, expect, it } from 'vitest';
import { useAccountsStore } from '../accounts/useAccountsStore.ts';
import { useStorageProblemsStore } from '../persistence/useStorageProblemsStore.ts';
import type { KeystoreDb } from './keystoreDb.ts';
import { recoverWallets, relistWallets } from './recoverWallets.ts';

const A = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const B = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const C = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';

function dbWith(addresses: string[] | Error): KeystoreDb {
  const unused = () => Promise.reject(new Error('not used here'));
  return {
    get: unused,
    put: unused,
    delete: unused,
    addresses: () => (addresses instanceof Error ? Promise.reject(addresses) : Promise.resolve(addresses)),
  };
}

beforeEach(async () => {
  useAccountsStore.setState(useAccountsStore.getInitialState(), true);
  localStorage.clear();
  await useAccountsStore.persist.rehydrate();
  useStorageProblemsStore.getState().dismiss();
});

describe('recoverWallets: a keystore without a list entry is listed again', () => {
  it('adds the missing wallets after the listed ones, saves them and tells the user', async () => {
    useAccountsStore.getState().add({ address: A, type: 'keystore', name: 'Savings' });
    const added = await recoverWallets(dbWith([A.toLowerCase(), B.toLowerCase(), C.toLowerCase()]));
    expect(added).toEqual([B, C]);
    expect(useAccountsStore.getState().accounts).toEqual([
      { address: A, type: 'keystore', name: 'Savings' },
      { address: B, type: 'keystore', name: 'Wallet 2' },
      { address: C, type: 'keystore', name: 'Wallet 3' },
    ]);
    expect(localStorage.getItem('fwallet.accounts')).toContain(C);
    expect(useStorageProblemsStore.getState().problems).toEqual([
      { key: 'fwallet.accounts', kind: 'recovered', dropped: [B, C] },
    ]);
  });

  it('after a list lost to damaged data, every saved keystore comes back', async () => {
    localStorage.setItem('fwallet.accounts', '{"state":{"accounts":[{"address":"0xf39Fd6e5');
    await useAccountsStore.persist.rehydrate();
    expect(useAccountsStore.getState().accounts).toEqual([]);
    expect(await recoverWallets(dbWith([A.toLowerCase()]))).toEqual([A]);
    const kinds = useStorageProblemsStore.getState().problems.map((p) => p.kind);
    expect(kinds).toEqual(['corrupt', 'recovered']);
  });

  it('says nothing when every keystore is listed, and ignores what is not an address', () => {
    useAccountsStore.getState().add({ address: A, type: 'keystore' });
    expect(relistWallets([A.toLowerCase(), 'not-an-address'])).toEqual([]);
    expect(useStorageProblemsStore.getState().problems).toEqual([]);
  });

  it('an unreadable keystore database is reported, never thrown, and the list is left as it was', async () => {
    useAccountsStore.getState().add({ address: A, type: 'keystore' });
    expect(await recoverWallets(dbWith(new Error('blocked')))).toEqual([]);
    expect(useAccountsStore.getState().accounts).toHaveLength(1);
    expect(useStorageProblemsStore.getState().problems).toEqual([
      { key: 'fwallet.keystores', kind: 'keystores-unreadable', dropped: [] },
    ]);
  });
});
