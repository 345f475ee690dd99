import { transportFor } from '@fantom-wallet/wallet/network';
import type { SignerApi } from '@fantom-wallet/wallet/signer-worker';
import type { Signers } from '@fantom-wallet/wallet/signers';
import { createKeystoreSigner, lazyLedgerSigner, unavailableSigner } from '@fantom-wallet/wallet/signers';
import { useSentTransactionsStore } from '@fantom-wallet/wallet/storage';
import { SIGNER_METHODS } from '../protocol/internalMessages.ts';
import { callBackground } from './callBackground.ts';

/** The signer API of the background: each method one runtime message (docs/extension.md#keys-and-state). */
export function backgroundVault(): SignerApi {
  return Object.fromEntries(
    SIGNER_METHODS.map((method) => [
      method,
      (...args: unknown[]) => callBackground({ kind: 'signer', method, args }),
    ]),
  ) as unknown as SignerApi;
}

/**
 * The extension pages' signers: keystore accounts sign in the background service worker and send through the
 * network's API, as the web app's do through its Web Worker. Ledger accounts sign on the device from the page
 * that asks (WebHID needs a window: the request's own window, not the toolbar popup, which closes when the
 * device chooser opens). Browser-wallet, WalletConnect and Coinbase accounts cannot sign inside the extension.
 */
export function createExtensionSigners(): Signers {
  const vault = backgroundVault();
  return {
    keystores: () => vault,
    signerFor(account, network) {
      if (account.type === 'ledger') return lazyLedgerSigner(account, network);
      if (account.type !== 'keystore') return unavailableSigner(account.type);
      return createKeystoreSigner({
        address: account.address,
        vault,
        transport: transportFor(network),
        lastNonce: (address, chainId) => useSentTransactionsStore.getState().lastNonce(address, chainId),
      });
    },
  };
}
