import type { NetworkDefinition } from '@fantom-wallet/core';
import type { Account } from '../../storage/accounts/Account.ts';
import { addChainParameters } from '../external/addChainParameters.ts';
import { createExternalSigner } from '../external/createExternalSigner.ts';
import type { Eip1193Provider } from '../external/Eip1193Provider.ts';
import type { Signer } from '../Signer.ts';

/** The name the injected wallet's notices use ('Please, select Opera chain in Metamask.'). */
export const INJECTED_WALLET_NAME = 'Metamask';

/**
 * A browser-wallet account (type `injected`): the external signer over the provider of the wallet that gave it
 * (found again by its rdns; discovery loads with import() on first use). Until found, the wallet counts as not
 * connected, and the next look asks again.
 */
export function createInjectedSigner(
  account: Extract<Account, { type: 'injected' }>,
  network: Pick<NetworkDefinition, 'chainId' | 'chainName' | 'nativeCurrency' | 'rpcUrl' | 'explorer'>,
): Signer {
  let found: Eip1193Provider | undefined;
  return createExternalSigner({
    address: account.address,
    wallet: INJECTED_WALLET_NAME,
    walletType: 'injected',
    chain: addChainParameters(network),
    async provider() {
      found ??= await import('./discoverInjectedWallets.ts').then((m) =>
        m.findInjectedProvider(account.rdns),
      );
      return found;
    },
  });
}
