import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useActiveNetwork } from '../../../shared/network/useActiveNetwork.ts';
import { fmintKeys } from '../../../shared/queryKeys.ts';
import { fmintQueries } from './fmintQueries.ts';

/** The account's fMint data (configuration, tokens, position), polled. */
export function useFmintData(owner: `0x${string}`) {
  const network = useActiveNetwork();
  return useQuery(fmintQueries.overview(network, owner));
}

/** Reloads every fMint query of the network (after an fMint transaction is decided, or a window's Cancel). */
export function useRefreshFmint(): () => void {
  const client = useQueryClient();
  const network = useActiveNetwork();
  return useCallback(() => {
    void client.invalidateQueries({ queryKey: fmintKeys.all(network.id) });
  }, [client, network.id]);
}
