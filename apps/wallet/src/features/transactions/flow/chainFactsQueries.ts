import { getErc20TokenAllowance, request } from '@fantom-wallet/api-client';
import type { Address } from '@fantom-wallet/core';
import { queryOptions } from '@tanstack/react-query';
import type { AppNetwork } from '../../../shared/network/buildNetworks.ts';
import { fetchChainTime } from '../../../shared/network/fetchChainTime.ts';
import { transportFor } from '../../../shared/network/transportFor.ts';
import { queryKeys } from '../../../shared/queryKeys.ts';

/** The chain facts flows plan with (docs/transactions.md#flows): always asked fresh, never from a cache. */
export const chainFactsQueries = {
  /** What `owner` allowed `spender` to take of `token`. */
  allowance: (network: AppNetwork, token: Address, owner: Address, spender: Address) =>
    queryOptions({
      queryKey: queryKeys.allowance(network.id, token, owner, spender),
      queryFn: async ({ signal }) =>
        (await request(transportFor(network), getErc20TokenAllowance, { token, owner, spender }, signal))
          .ercTokenAllowance,
      staleTime: 0,
    }),
  /** The latest block's time (docs/staking.md#chain-time). */
  chainTime: (network: AppNetwork) =>
    queryOptions({
      queryKey: queryKeys.chainTime(network.id),
      queryFn: ({ signal }) => fetchChainTime(network, signal),
      staleTime: 0,
    }),
};
