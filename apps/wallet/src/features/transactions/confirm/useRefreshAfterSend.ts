import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useActiveNetwork } from '../../../shared/network/useActiveNetwork.ts';
import { queryKeys } from '../../../shared/queryKeys.ts';
import { TRANSACTION_TIMING } from '../TRANSACTION_TIMING.ts';

/**
 * Refreshes balances, history and assets of `address` (docs/transactions.md#refresh-after-a-send: 3 s after a
 * send, and again when the transaction is decided). Timers are not cancelled on unmount on purpose: the
 * refresh still helps elsewhere.
 */
export function useRefreshAfterSend(): (address: string, delayMs?: number) => void {
  const client = useQueryClient();
  const network = useActiveNetwork();
  return useCallback(
    (address: string, delayMs: number = TRANSACTION_TIMING.refreshAfterSendMs) => {
      const refresh = () => {
        void client.invalidateQueries({ queryKey: queryKeys.walletBalancesOf(network.id) });
        void client.invalidateQueries({ queryKey: queryKeys.accountHistory(network.id, address) });
        void client.invalidateQueries({ queryKey: queryKeys.erc20Assets(network.id, address) });
      };
      if (delayMs <= 0) refresh();
      else setTimeout(refresh, delayMs);
    },
    [client, network.id],
  );
}
