import type { Address } from '@fantom-wallet/core';
import { useLocation, useNavigate } from 'react-router';
import { useKeystoreVault } from '../../signers/useSigners.ts';
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
  return async (address: Address) => {
    const store = useAccountsStore.getState();
    const current = store.activeIndex === null ? null : store.accounts[store.activeIndex];
    const wasCurrent = current?.address === address;
    // Removing a WalletConnect or Coinbase wallet ends its session (docs/external-wallets.md#sessions).
    const removedType = store.accounts.find((a) => a.address === address)?.type;
    if (removedType === 'walletconnect')
      await import('../../signers/walletconnect/walletConnectSession.ts').then((m) =>
        m.disconnectWalletConnect(),
      );
    if (removedType === 'coinbase')
      await import('../../signers/coinbase/coinbaseSession.ts').then((m) => m.disconnectCoinbase());
    await vault.removeKeystore(address);
    store.remove(address);
    useSentTransactionsStore.getState().forget(address);
    if (useAccountsStore.getState().accounts.length === 0) navigate('/');
    else if (wasCurrent && pathname !== '/dashboard') navigate('/dashboard');
  };
}
