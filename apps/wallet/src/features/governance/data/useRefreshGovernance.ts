import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useActiveNetwork } from '../../../shared/network/useActiveNetwork.ts';
import { queryKeys } from '../../../shared/queryKeys.ts';

/**
 * Reloads every governance query of the network, and chain time, which voting windows count from (after a vote
 * or cancellation is decided, and when its window closes).
 */
export function useRefreshGovernance(): () => void {
  const client = useQueryClient();
  const network = useActiveNetwork();
  return useCallback(() => {
    void client.invalidateQueries({ queryKey: queryKeys.governance(network.id) });
    void client.invalidateQueries({ queryKey: queryKeys.chainTime(network.id) });
  }, [client, network.id]);
}
