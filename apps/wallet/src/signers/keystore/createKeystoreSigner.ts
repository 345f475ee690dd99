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
 * A keystore account: asks for the wallet password (unless the signer remembers it for this flow's run), signs in the signer
 * worker and sends the raw transaction through the API with the shared nonce rule (signAndSendRaw).
 */
export function createKeystoreSigner({
  address,
  vault,
  transport,
  lastNonce,
}: KeystoreSignerDependencies): Signer {
  return {
    async confirmation({ passwordScope } = {}) {
      // Without a scope nothing can be remembered for the caller: the password is asked.
      const remembered =
        passwordScope !== undefined &&
        (await vault.hasRememberedPassword(address, passwordScope).catch(() => false));
      return { kind: 'password', remembered };
    },
    send(prepared, options = {}) {
      const { password, passwordScope, remember, beforeBroadcast } = options;
      return signAndSendRaw(
        { transport, lastNonce },
        address,
        prepared,
        (transaction) =>
          vault.signTransaction({
            address,
            transaction,
            ...(password === undefined ? {} : { password }),
            ...(passwordScope === undefined ? {} : { scope: passwordScope }),
            ...(remember && passwordScope !== undefined ? { remember } : {}),
          }),
        beforeBroadcast,
      );
    },
  };
}
