import { transportFor } from '../shared/network/transportFor.ts';
import { useSentTransactionsStore } from '../storage/sentTransactions/useSentTransactionsStore.ts';
import { createCoinbaseSigner } from './coinbase/createCoinbaseSigner.ts';
import { createInjectedSigner } from './injected/createInjectedSigner.ts';
import { createKeystoreSigner } from './keystore/createKeystoreSigner.ts';
import { signerClient } from './keystore/worker/signerClient.ts';
import { lazyLedgerSigner } from './lazyLedgerSigner.ts';
import type { Signers } from './Signers.ts';
import { createWalletConnectSigner } from './walletconnect/createWalletConnectSigner.ts';

let instance: Signers | undefined;

/** The PWA's signers, created on first use and then shared. */
export function appSigners(): Signers {
  instance ??= createAppSigners();
  return instance;
}

/**
 * The PWA's signers: keystore accounts sign in the signer Web Worker (started on first use) and send through the
 * network's API; Ledger accounts sign on the device and send through the API; browser-wallet, WalletConnect and
 * Coinbase accounts send through their wallet.
 */
function createAppSigners(): Signers {
  return {
    keystores: signerClient,
    signerFor(account, network) {
      if (account.type === 'injected') return createInjectedSigner(account, network);
      if (account.type === 'ledger') return lazyLedgerSigner(account, network);
      if (account.type === 'walletconnect') return createWalletConnectSigner(account, network);
      if (account.type === 'coinbase') return createCoinbaseSigner(account, network);
      return createKeystoreSigner({
        address: account.address,
        vault: signerClient(),
        transport: transportFor(network),
        lastNonce: (address, chainId) => useSentTransactionsStore.getState().lastNonce(address, chainId),
      });
    },
  };
}
