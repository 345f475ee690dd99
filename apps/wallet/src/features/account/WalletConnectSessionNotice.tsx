import { sameAddress } from '@fantom-wallet/core';
import { Alert } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useActiveNetwork } from '../../shared/network/useActiveNetwork.ts';
import { useRuntimeConfig } from '../../shared/network/useRuntimeConfig.ts';
import {
  loadWalletConnectProvider,
  useWalletConnectStore,
  walletConnectSettings,
} from '../../signers/index.ts';
import type { Account } from '../../storage/accounts/Account.ts';

/**
 * On a WalletConnect account's page, 'WalletConnect is not connected.' as soon as the phone ends the session (or
 * it expires), at the top of the page: before, only an open confirmation said so, below the fold. The notice the
 * confirmation gives, with the same words; it goes when a new session is made (Connect in the confirmation or the
 * Connect Wallet window). The page loads the SDK for such an account, which restores a session saved by an
 * earlier visit and so hears its end too (docs/external-wallets.md#walletconnect).
 */
export function WalletConnectSessionNotice({ account }: { account: Account }) {
  const { t } = useTranslation();
  const network = useActiveNetwork();
  const walletConnect = useRuntimeConfig((s) => s.walletConnect);
  const ended = useWalletConnectStore((s) => s.ended);
  const isWalletConnect = account.type === 'walletconnect';
  const { chainId, rpcUrl } = network;

  useEffect(() => {
    const settings = walletConnectSettings(walletConnect ? { walletConnect } : {});
    if (!isWalletConnect || !settings) return;
    // Failing to load is the confirmation's to report (it retries and says why); here there is nothing to show.
    loadWalletConnectProvider(settings, { chainId, rpcUrl }).catch(() => {});
  }, [isWalletConnect, walletConnect, chainId, rpcUrl]);

  if (!isWalletConnect || !ended || !sameAddress(ended, account.address)) return null;
  return (
    <Alert color="yellow" role="alert">
      {t('connect.external.disconnected', { wallet: 'WalletConnect' })}
    </Alert>
  );
}
