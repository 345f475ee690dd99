import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useActiveNetwork } from '../../../shared/network/useActiveNetwork.ts';
import { queryKeys } from '../../../shared/queryKeys.ts';

/** Refreshes every staking query of the network (after a staking transaction is decided). */
export function useRefreshStaking(): () => void {
  const client = useQueryClient();
  const network = useActiveNetwork();
  return useCallback(() => {
    void client.invalidateQueries({ queryKey: queryKeys.staking(network.id) });
  }, [client, network.id]);
}
