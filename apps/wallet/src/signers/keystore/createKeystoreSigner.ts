import { type RequestSender, request, sendTransaction } from '@fantom-wallet/api-client';
import { type Address, MESSAGES, nextNonce, WalletError } from '@fantom-wallet/core';
import type { Signer } from '../Signer.ts';
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
 * worker and sends the raw transaction through the API. The nonce is taken again right before signing, so a
 * second quick send never reuses the first's: max(the prepared nonce, 1 + the last one this wallet sent).
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
    async send(prepared, options = {}) {
      const nonce = nextNonce(prepared.nonce, lastNonce(address, prepared.chainId));
      const signed = await vault.signTransaction({
        address,
        transaction: { ...prepared, nonce },
        ...(options.password === undefined ? {} : { password: options.password }),
        ...(options.remember ? { remember: options.remember } : {}),
      });
      const data = await request(transport, sendTransaction, { tx: signed });
      const hash = data.sendTransaction?.hash;
      if (!hash) throw new WalletError('SEND_WITHOUT_HASH', MESSAGES.transactionError);
      return { hash, nonce };
    },
  };
}
