import type { AppNetwork } from '../../shared/network/buildNetworks.ts';
import { useRuntimeConfig } from '../../shared/network/useRuntimeConfig.ts';
import type { Account } from '../../storage/accounts/Account.ts';
import { addChainParameters } from '../external/addChainParameters.ts';
import { createExternalSigner } from '../external/createExternalSigner.ts';
import type { Signer } from '../Signer.ts';
import { withChainReads } from '../walletconnect/withChainReads.ts';
import { asExternalProvider, type CoinbaseSettings, loadCoinbaseProvider } from './coinbaseSession.ts';

/** The name the confirmation uses ('Confirm in Coinbase Wallet'). */
export const COINBASE_NAME = 'Coinbase Wallet';

/**
 * A Coinbase Wallet account (docs/external-wallets.md#coinbase-wallet): the external signer over the SDK's
 * provider, loaded on first use; the notices are 'Please select Fantom Opera network on Coinbase Wallet' and
 * 'Please, select account {address} on Coinbase Wallet'. The one read the signer makes goes to the network's own
 * RPC, never through the SDK.
 */
export function createCoinbaseSigner(
  account: Extract<Account, { type: 'coinbase' }>,
  network: AppNetwork,
  settings: () => CoinbaseSettings = () => useRuntimeConfig.getState().coinbase ?? {},
): Signer {
  return createExternalSigner({
    address: account.address,
    wallet: COINBASE_NAME,
    walletType: 'coinbase',
    chain: addChainParameters(network),
    async provider() {
      const provider = await loadCoinbaseProvider(settings(), network.chainId).catch(() => undefined);
      return provider && withChainReads(asExternalProvider(provider), network.rpcUrl);
    },
  });
}
