import { addressKey } from '@fantom-wallet/core';
import { useEffect } from 'react';
import { transportFor } from '../../../shared/network/transportFor.ts';
import { useActiveNetwork } from '../../../shared/network/useActiveNetwork.ts';
import { recheckInterruptedSends } from './recheckInterruptedSends.ts';

const checked = new Set<string>();

/**
 * Once per app start and account: asks the API what became of records still pending (after a reload or a
 * closed tab), so the wallet can say pending, success or failed (InterruptedSendsNotice).
 */
export function useRecheckPendingTransactions(addresses: readonly string[]): void {
  const network = useActiveNetwork();
  useEffect(() => {
    for (const address of addresses) {
      const key = `${network.id}:${addressKey(address)}`;
      if (checked.has(key)) continue;
      checked.add(key);
      void recheckInterruptedSends(transportFor(network), address);
    }
  }, [network, addresses]);
}
