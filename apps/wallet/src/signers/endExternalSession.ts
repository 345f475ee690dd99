import type { AppNetwork } from '../shared/network/buildNetworks.ts';
import { useRuntimeConfig } from '../shared/network/useRuntimeConfig.ts';
import type { Account } from '../storage/accounts/Account.ts';

/**
 * Ends the session of an external wallet that is being removed from the wallet list
 * (docs/external-wallets.md#sessions): WalletConnect's session ends (the phone is told), Coinbase's SDK disconnects
 * and clears its storage. Each SDK is loaded with import() only for a wallet of its type, also when this page has
 * not used it yet (a reload keeps the session in the browser's storage). Other account types have no session.
 */
export async function endExternalSession(
  account: Pick<Account, 'type'>,
  network: Pick<AppNetwork, 'chainId' | 'rpcUrl'>,
): Promise<void> {
  const runtime = useRuntimeConfig.getState();
  if (account.type === 'walletconnect') {
    const [{ disconnectWalletConnect }, { walletConnectSettings }] = await Promise.all([
      import('./walletconnect/walletConnectSession.ts'),
      import('./walletconnect/walletConnectSettings.ts'),
    ]);
    await disconnectWalletConnect({
      settings: walletConnectSettings(runtime),
      chain: { chainId: network.chainId, rpcUrl: network.rpcUrl },
    });
  }
  if (account.type === 'coinbase') {
    const { disconnectCoinbase } = await import('./coinbase/coinbaseSession.ts');
    await disconnectCoinbase({ settings: runtime.coinbase ?? {}, chainId: network.chainId });
  }
}
