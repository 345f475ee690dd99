import type { AppNetwork } from '../../../shared/network/buildNetworks.ts';
import { transportFor } from '../../../shared/network/transportFor.ts';
import { useSentTransactionsStore } from '../../../storage/sentTransactions/useSentTransactionsStore.ts';
import type { TransactionServices } from './TransactionServices.ts';

/** The app's services for a network: its API transport and the persisted sent records. */
export function transactionServicesFor(network: AppNetwork): TransactionServices {
  return { transport: transportFor(network), sent: useSentTransactionsStore.getState() };
}
