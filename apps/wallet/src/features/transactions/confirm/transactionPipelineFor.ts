import type { AppNetwork } from '../../../shared/network/buildNetworks.ts';
import { transportFor } from '../../../shared/network/transportFor.ts';
import { signerClient } from '../../../signers/keystore/worker/signerClient.ts';
import { useSentTransactionsStore } from '../../../storage/sentTransactions/useSentTransactionsStore.ts';
import type { TransactionPipeline } from './TransactionPipeline.ts';

/** The app's pipeline for a network: its API transport, the signer worker and the persisted sent records. */
export function transactionPipelineFor(network: AppNetwork): TransactionPipeline {
  return {
    transport: transportFor(network),
    signer: signerClient(),
    sent: useSentTransactionsStore.getState(),
  };
}
