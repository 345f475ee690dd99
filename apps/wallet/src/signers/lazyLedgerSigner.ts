import type { Hex, SiteSignatureRequest } from '@fantom-wallet/core';
import type { AppNetwork } from '../shared/network/buildNetworks.ts';
import { transportFor } from '../shared/network/transportFor.ts';
import type { Account } from '../storage/accounts/Account.ts';
import { useSentTransactionsStore } from '../storage/sentTransactions/useSentTransactionsStore.ts';
import type { Signer } from './Signer.ts';

/**
 * A Ledger account's signer, whose code (the APDU client and the WebHID transport) loads with import() on the first
 * send, never with the first page (docs/ledger.md#loading). The confirmation itself needs none of it.
 */
export function lazyLedgerSigner(account: Extract<Account, { type: 'ledger' }>, network: AppNetwork): Signer {
  let signer: Promise<Signer> | undefined;
  const load = () => {
    signer ??= import('./ledger/createLedgerSigner.ts').then(({ createLedgerSigner }) =>
      createLedgerSigner({
        account,
        transport: transportFor(network),
        lastNonce: (address, chainId) => useSentTransactionsStore.getState().lastNonce(address, chainId),
      }),
    );
    // A chunk that failed to load (offline) is asked for again on the next try.
    signer.catch(() => {
      signer = undefined;
    });
    return signer;
  };
  return {
    async confirmation() {
      return { kind: 'device', device: 'Ledger' };
    },
    async send(prepared, options) {
      return (await load()).send(prepared, options);
    },
  };
}

/**
 * Signs a site's message or typed data with a Ledger account on the device (docs/ledger.md#messages), loading the
 * Ledger code only then.
 */
export async function signSiteRequestWithLedger(
  account: Extract<Account, { type: 'ledger' }>,
  request: SiteSignatureRequest,
): Promise<Hex> {
  const { signSiteRequestOnDevice } = await import('./ledger/signSiteRequestOnLedger.ts');
  return signSiteRequestOnDevice(account, request);
}
