import type { AppNetwork } from '../shared/network/buildNetworks.ts';
import type { Account } from '../storage/accounts/Account.ts';
import type { SignerApi } from './keystore/worker/SignerApi.ts';
import type { Signer } from './Signer.ts';

/**
 * Everything that holds keys, as the UI sees it: the keystore vault (create, restore, read and remove
 * keystores) and one signer per account. The PWA hands in the signer Web Worker (createAppSigners); the
 * extension hands in its background over a messaging port; tests hand in fakes.
 */
export interface Signers {
  keystores(): SignerApi;
  signerFor(account: Account, network: AppNetwork): Signer;
}
