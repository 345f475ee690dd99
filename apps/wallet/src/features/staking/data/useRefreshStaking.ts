import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useActiveNetwork } from '../../../shared/network/useActiveNetwork.ts';
import { queryKeys } from '../../../shared/queryKeys.ts';

/**
 * Refreshes every staking query of the network, and chain time, which the staking rules compare with (after a
 * staking transaction is decided).
 */
export function useRefreshStaking(): () => void {
  const client = useQueryClient();
  const network = useActiveNetwork();
  return useCallback(() => {
    void client.invalidateQueries({ queryKey: queryKeys.staking(network.id) });
    void client.invalidateQueries({ queryKey: queryKeys.chainTime(network.id) });
  }, [client, network.id]);
}
