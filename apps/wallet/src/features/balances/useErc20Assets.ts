import { sameAddress } from '@fantom-wallet/core';
import { type QueryObserverResult, queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import type { AppNetwork } from '../../shared/network/buildNetworks.ts';
import { transportFor } from '../../shared/network/transportFor.ts';
import { useActiveNetwork } from '../../shared/network/useActiveNetwork.ts';
import { queryKeys } from '../../shared/queryKeys.ts';
import { useAccountsStore } from '../../storage/accounts/useAccountsStore.ts';
import type { Erc20Asset } from './Erc20Asset.ts';
import { fetchErc20Assets } from './fetchErc20Assets.ts';
import { watchedTokenQuery } from './watchedTokenQuery.ts';
import { withWatchedTokens } from './withWatchedTokens.ts';

/**
 * Query options of the Assets tab. Not polled on its own: the 3 s balances poll carries the current account's
 * tokens in the same request and writes them here (features/balances/useWalletBalances).
 */
export function erc20AssetsQuery(network: AppNetwork, owner: string) {
  return queryOptions({
    queryKey: queryKeys.erc20Assets(network.id, owner),
    queryFn: ({ signal }) => fetchErc20Assets(transportFor(network), owner as `0x${string}`, signal),
    placeholderData: (previous) => previous,
  });
}

/** The watched tokens read so far; one that is not an ERC-20 (null) or has not answered yet is left out. */
const readTokens = (results: QueryObserverResult<Erc20Asset | null>[]): Erc20Asset[] =>
  results.flatMap((result) => (result.data ? [result.data] : []));

/**
 * The account's ERC-20 assets (docs/account.md#assets-tab): the tokens it holds, then those it watches on the
 * active network (a site's wallet_watchAsset) that it holds none of, each read on chain.
 */
export function useErc20Assets(owner: string) {
  const network = useActiveNetwork();
  const tokens = useAccountsStore((s) => s.accounts.find((a) => sameAddress(a.address, owner))?.tokens);
  const watchedHere = useMemo(
    () => (tokens ?? []).filter((t) => t.chainId === network.chainId),
    [tokens, network.chainId],
  );
  const watched = useQueries({
    queries: watchedHere.map((t) => watchedTokenQuery(network, t.address, owner as `0x${string}`)),
    combine: readTokens,
  });
  const select = useCallback((held: Erc20Asset[]) => withWatchedTokens(held, watched), [watched]);
  return useQuery({ ...erc20AssetsQuery(network, owner), select });
}
