import { signerClient } from '../../signer/signerClient.ts';
import { useSentTransactionsStore } from '../../storage/useSentTransactionsStore.ts';
import type { AppNetwork } from '../network/buildNetworks.ts';
import { transportFor } from '../network/transportFor.ts';
import type { TransactionPipeline } from './TransactionPipeline.ts';

/** The app's pipeline for a network: its API transport, the signer worker and the persisted sent records. */
export function transactionPipelineFor(network: AppNetwork): TransactionPipeline {
  return {
    transport: transportFor(network),
    signer: signerClient(),
    sent: useSentTransactionsStore.getState(),
  };
}
