import { request, sendTransaction } from '@fantom-wallet/api-client';
import { MESSAGES, nextNonce, type PreparedTransaction, WalletError } from '@fantom-wallet/core';
import type { TransactionPipeline } from './TransactionPipeline.ts';

export interface SubmitTransactionInput {
  from: `0x${string}`;
  transaction: PreparedTransaction;
  /** Omitted while the signer remembers the password. Goes only to the signer. */
  password?: string;
  /** Keep the password in the signer for a later step (spec 2 §4.5: 30 s, one use). */
  remember?: { seconds: number; uses: number };
  /** Which flow and step sent it ('send', 'stake', …), kept with the record so a reload can explain it. */
  flow: string;
  step?: string;
}

/**
 * Signs in the signer worker, sends through the API and records the hash as pending. The nonce is taken
 * again right before signing, so a second quick send from the same wallet never reuses the first's (ERRATA).
 * Rejects with the signer's error ('Bad keystore file or password.') or the node's message; nothing is
 * recorded then.
 */
export async function submitTransaction(
  pipeline: TransactionPipeline,
  input: SubmitTransactionInput,
): Promise<{ hash: `0x${string}`; nonce: number }> {
  const nonce = nextNonce(
    input.transaction.nonce,
    pipeline.sent.lastNonce(input.from, input.transaction.chainId),
  );
  const transaction = { ...input.transaction, nonce };
  const signed = await pipeline.signer.signTransaction({
    address: input.from,
    transaction,
    ...(input.password === undefined ? {} : { password: input.password }),
    ...(input.remember ? { remember: input.remember } : {}),
  });
  const data = await request(pipeline.transport, sendTransaction, { tx: signed });
  const hash = data.sendTransaction?.hash;
  if (!hash) throw new WalletError('SEND_WITHOUT_HASH', MESSAGES.transactionError);
  pipeline.sent.record(input.from, {
    hash,
    nonce,
    to: transaction.to,
    value: transaction.value.toString(),
    submittedAt: (pipeline.now ?? Date.now)(),
    state: 'pending',
    chainId: transaction.chainId,
    flow: input.flow,
    ...(input.step === undefined ? {} : { step: input.step }),
  });
  return { hash, nonce };
}
