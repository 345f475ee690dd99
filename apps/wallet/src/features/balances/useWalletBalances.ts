import { addressKey } from '@fantom-wallet/core';
import { type QueryClient, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { AppNetwork } from '../../shared/network/buildNetworks.ts';
import { transportFor } from '../../shared/network/transportFor.ts';
import { useActiveNetwork } from '../../shared/network/useActiveNetwork.ts';
import { queryKeys } from '../../shared/queryKeys.ts';
import { useAccountsStore } from '../../storage/accounts/useAccountsStore.ts';
import { useCurrentAccount } from '../../storage/accounts/useCurrentAccount.ts';
import { fetchWalletBalances, type WalletBalance } from './fetchWalletBalances.ts';

/** Polling interval for balances (docs/network.md#polling: 3 s). */
export const BALANCE_POLL_MS = 3_000;

/** Balance and transaction count per network and account at the last poll, to notice that something happened. */
const lastSeen = new Map<string, string>();

/**
 * The query of every saved wallet's balance and `current`'s tokens (one request): its answer also fills the
 * current account's Assets tab, and an account whose balance or transaction count changed since the last answer
 * gets its history refreshed.
 */
export function walletBalancesQuery(
  queryClient: QueryClient,
  network: AppNetwork,
  addresses: readonly string[],
  current: string | undefined,
) {
  return queryOptions({
    queryKey: [...queryKeys.walletBalances(network.id, addresses), current ?? ''],
    queryFn: async ({ signal }) => {
      const result = await fetchWalletBalances(transportFor(network), addresses, current, signal);
      if (current && result.assets)
        queryClient.setQueryData(queryKeys.erc20Assets(network.id, current), result.assets);
      // Something happened to an account since the last poll (a send, an incoming transfer): refresh its history.
      for (const b of result.balances) {
        const key = `${network.id}:${addressKey(b.address)}`;
        const mark = `${b.balance}:${b.txCount}`;
        const before = lastSeen.get(key);
        lastSeen.set(key, mark);
        if (before !== undefined && before !== mark) {
          void queryClient.invalidateQueries({ queryKey: queryKeys.accountHistory(network.id, b.address) });
        }
      }
      return result.balances;
    },
    enabled: addresses.length > 0,
  });
}

/**
 * Balances of every saved wallet and the current account's tokens from ONE request every 3 s, only while the
 * page is visible; a new poll never starts while one is running, so the idle cost is at most 20 requests a
 * minute however many wallets there are. When an account's balance or transaction count changes (a send, an
 * incoming transfer in a new block), its history is refreshed. Keyed by lower-case address.
 */
export function useWalletBalances(): {
  balances: Map<string, WalletBalance>;
  isError: boolean;
  isLoading: boolean;
} {
  const network = useActiveNetwork();
  const queryClient = useQueryClient();
  const accounts = useAccountsStore((s) => s.accounts);
  const current = useCurrentAccount()?.address;
  const addresses = useMemo(() => accounts.map((a) => a.address), [accounts]);
  const query = useQuery({
    ...walletBalancesQuery(queryClient, network, addresses, current),
    refetchInterval: BALANCE_POLL_MS,
    refetchIntervalInBackground: false,
    placeholderData: (previous) => previous,
  });

  const balances = useMemo(
    () => new Map((query.data ?? []).map((b) => [addressKey(b.address), b])),
    [query.data],
  );
  return { balances, isError: query.isError, isLoading: query.isLoading };
}
