import { createContext, useContext, useMemo } from 'react';
import { useActiveNetwork } from '../../../shared/network/useActiveNetwork.ts';
import type { TransactionServices } from './TransactionServices.ts';
import { transactionServicesFor } from './transactionServicesFor.ts';

/** Replaces the app's transaction services (the active network's API, the persisted records), e.g. in tests. */
export const TransactionServicesContext = createContext<TransactionServices | null>(null);

export function useTransactionServices(): TransactionServices {
  const provided = useContext(TransactionServicesContext);
  const network = useActiveNetwork();
  return useMemo(() => provided ?? transactionServicesFor(network), [provided, network]);
}
