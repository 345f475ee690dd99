import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useAccountsStore } from '../../storage/useAccountsStore.ts';
import { transportFor } from '../network/transportFor.ts';
import { useActiveNetwork } from '../network/useActiveNetwork.ts';
import { fetchWalletBalances, type WalletBalance } from './fetchWalletBalances.ts';
import { queryKeys } from './queryKeys.ts';

/** Polling interval for balances (spec 1 §9: 3 s). */
export const BALANCE_POLL_MS = 3_000;

/**
 * Balances of every saved wallet (the current one included) from ONE request every 3 s, only while the page is
 * visible; a new poll never starts while one is running. Keyed by lower-case address.
 */
export function useWalletBalances(): {
  balances: Map<string, WalletBalance>;
  isError: boolean;
  isLoading: boolean;
} {
  const network = useActiveNetwork();
  const accounts = useAccountsStore((s) => s.accounts);
  const addresses = useMemo(() => accounts.map((a) => a.address), [accounts]);
  const query = useQuery({
    queryKey: queryKeys.walletBalances(network.id, addresses),
    queryFn: ({ signal }) => fetchWalletBalances(transportFor(network), addresses, signal),
    enabled: addresses.length > 0,
    refetchInterval: BALANCE_POLL_MS,
    refetchIntervalInBackground: false,
    placeholderData: (previous) => previous,
  });
  const balances = useMemo(
    () => new Map((query.data ?? []).map((b) => [b.address.toLowerCase(), b])),
    [query.data],
  );
  return { balances, isError: query.isError, isLoading: query.isLoading };
}
