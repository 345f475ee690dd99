import type { Address } from '@fantom-wallet/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useActiveNetwork } from '../../../shared/network/useActiveNetwork.ts';
import type { FuniPair } from '../data/FuniPair.ts';
import { funiQueries } from '../data/funiQueries.ts';

/** Pair polling on the liquidity screens (docs/funi.md#add-liquidity): every 4000 ms, the first after 30 ms. */
export const PAIRS_POLL_MS = 4_000;
export const PAIRS_FIRST_POLL_MS = 30;

/**
 * The pairs, refreshed every 4000 ms while the page is visible (a hidden tab does not poll), the first time
 * 30 ms after the screen opens. `initial` is what the area already loaded.
 */
export function usePairsPolling(owner: Address, initial: readonly FuniPair[]): readonly FuniPair[] {
  const network = useActiveNetwork();
  const query = useQuery({
    ...funiQueries.pairs(network, owner),
    refetchInterval: PAIRS_POLL_MS,
    refetchIntervalInBackground: false,
  });
  const { refetch } = query;
  useEffect(() => {
    const timer = setTimeout(() => {
      if (document.visibilityState === 'visible') void refetch();
    }, PAIRS_FIRST_POLL_MS);
    return () => clearTimeout(timer);
  }, [refetch]);
  return query.data ?? initial;
}
