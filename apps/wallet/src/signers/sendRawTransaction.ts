import { type RequestSender, request, sendTransaction } from '@fantom-wallet/api-client';
import {
  type Address,
  type Hash,
  type Hex,
  MESSAGES,
  nextNonce,
  type PreparedTransaction,
  signedTransactionHash,
  WalletError,
} from '@fantom-wallet/core';
import type { SentByTransaction } from './Signer.ts';

export interface RawSendDependencies {
  /** The API the signed transaction is sent through. */
  transport: RequestSender;
  /** The highest nonce this wallet already sent from the address on the chain (the sent records). */
  lastNonce(address: Address, chainId: number): number | undefined;
}

/**
 * The send path of every signer that signs locally (keystore, Ledger): the nonce is taken again right before
 * signing, so a second quick send never reuses the first's — max(the prepared nonce, 1 + the last one this wallet
 * sent) — then the raw transaction goes through the API's sendTransaction. `beforeBroadcast` hears the signed
 * transaction's hash first; if it rejects, nothing is sent.
 */
export async function signAndSendRaw(
  { transport, lastNonce }: RawSendDependencies,
  address: Address,
  prepared: PreparedTransaction,
  sign: (transaction: PreparedTransaction) => Promise<Hex>,
  beforeBroadcast?: (hash: Hash) => Promise<void>,
): Promise<SentByTransaction> {
  const nonce = nextNonce(prepared.nonce, lastNonce(address, prepared.chainId));
  const signed = await sign({ ...prepared, nonce });
  await beforeBroadcast?.(signedTransactionHash(signed));
  const data = await request(transport, sendTransaction, { tx: signed });
  const hash = data.sendTransaction?.hash;
  if (!hash) throw new WalletError('SEND_WITHOUT_HASH', MESSAGES.transactionError);
  return { hash, nonce };
}
