import type { Address } from '@fantom-wallet/core';
import { useLocation, useNavigate } from 'react-router';
import { useActiveNetwork } from '../../shared/network/useActiveNetwork.ts';
import { endExternalSession, useKeystoreVault } from '../../signers/index.ts';
import { useAccountsStore } from '../../storage/accounts/useAccountsStore.ts';
import { useSentTransactionsStore } from '../../storage/sentTransactions/useSentTransactionsStore.ts';

/**
 * Removes a wallet and its stored keystore, then follows docs/wallets.md#remove: no wallets left → the root;
 * the removed one was current and the page is not the dashboard → the dashboard.
 */
export function useRemoveWallet(): (address: Address) => Promise<void> {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const vault = useKeystoreVault();
  const network = useActiveNetwork();
  return async (address: Address) => {
    const store = useAccountsStore.getState();
    const current = store.activeIndex === null ? null : store.accounts[store.activeIndex];
    const wasCurrent = current?.address === address;
    // Removing a WalletConnect or Coinbase wallet ends its session (docs/external-wallets.md#sessions).
    const removed = store.accounts.find((a) => a.address === address);
    if (removed) await endExternalSession(removed, network);
    await vault.removeKeystore(address);
    store.remove(address);
    useSentTransactionsStore.getState().forget(address);
    if (useAccountsStore.getState().accounts.length === 0) navigate('/');
    else if (wasCurrent && pathname !== '/dashboard') navigate('/dashboard');
  };
}
