import {
  type Address,
  type Hash,
  MESSAGES,
  type PreparedTransaction,
  WalletError,
} from '@fantom-wallet/core';
import type { FlowKey } from '../../../shared/flows/FLOW_IDS.ts';
import type { SendOptions, Signer } from '../../../signers/index.ts';
import type { TransactionServices } from './TransactionServices.ts';

export interface SubmitTransactionInput extends SendOptions {
  from: Address;
  signer: Signer;
  prepared: PreparedTransaction;
  /** Which flow sent it and the step, kept with the record so a reload can explain or resume it. */
  flow: FlowKey;
  step?: string;
}

/**
 * Sends through the account's signer and records the hash as pending, with the nonce the signer used, the chain,
 * the flow and the step. Rejects with the signer's error (a wrong password, the user's refusal, the node's
 * message); nothing is recorded then.
 */
export async function submitTransaction(
  services: Pick<TransactionServices, 'sent' | 'now'>,
  { from, signer, prepared, flow, step, password, passwordScope, remember }: SubmitTransactionInput,
): Promise<{ hash: Hash; nonce: number }> {
  // The sent records name a recipient; only a site's request creates a contract, and its window records nothing.
  const to = prepared.to;
  if (to === null) throw new WalletError('CREATION_NOT_RECORDED', MESSAGES.transactionError);
  const { hash, nonce } = await signer.send(prepared, {
    ...(password === undefined ? {} : { password }),
    ...(passwordScope === undefined ? {} : { passwordScope }),
    ...(remember ? { remember } : {}),
  });
  services.sent.record(from, {
    hash,
    nonce,
    to,
    value: prepared.value.toString(),
    submittedAt: (services.now ?? Date.now)(),
    state: 'pending',
    chainId: prepared.chainId,
    flow: flow.id,
    ...(flow.subject === undefined ? {} : { subject: flow.subject }),
    ...(step === undefined ? {} : { step }),
  });
  return { hash, nonce };
}
