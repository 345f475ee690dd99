import type { RequestSender } from '@fantom-wallet/api-client';
import type { Address } from '@fantom-wallet/core';
import type { Signer } from '../Signer.ts';
import { signAndSendRaw } from '../sendRawTransaction.ts';
import type { SignerApi } from './worker/SignerApi.ts';

export interface KeystoreSignerDependencies {
  address: Address;
  /** The signer worker (or, in the extension, its background): it alone sees the password and the key. */
  vault: Pick<SignerApi, 'signTransaction' | 'hasRememberedPassword'>;
  /** The API the signed transaction is sent through. */
  transport: RequestSender;
  /** The highest nonce this wallet already sent from the address on the chain (the sent records). */
  lastNonce(address: Address, chainId: number): number | undefined;
}

/**
 * A keystore account: asks for the wallet password (unless the signer remembers it), signs in the signer
 * worker and sends the raw transaction through the API with the shared nonce rule (signAndSendRaw).
 */
export function createKeystoreSigner({
  address,
  vault,
  transport,
  lastNonce,
}: KeystoreSignerDependencies): Signer {
  return {
    async confirmation() {
      const remembered = await vault.hasRememberedPassword(address).catch(() => false);
      return { kind: 'password', remembered };
    },
    send(prepared, options = {}) {
      return signAndSendRaw({ transport, lastNonce }, address, prepared, (transaction) =>
        vault.signTransaction({
          address,
          transaction,
          ...(options.password === undefined ? {} : { password: options.password }),
          ...(options.remember ? { remember: options.remember } : {}),
        }),
      );
    },
  };
}
