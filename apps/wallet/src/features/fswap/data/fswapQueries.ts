import { defiTokens, getErc20TokenAllowance, request, requestUniswapQuote } from '@fantom-wallet/api-client';
import type { Address } from '@fantom-wallet/core';
import { queryOptions } from '@tanstack/react-query';
import type { AppNetwork } from '../../../shared/network/buildNetworks.ts';
import { fetchChainTime } from '../../../shared/network/fetchChainTime.ts';
import { transportFor } from '../../../shared/network/transportFor.ts';

/** Every fSwap query key, under one prefix per network so a decided step reloads them all. */
export const fswapKeys = {
  all: (network: string) => ['fswap', network] as const,
  tokens: (network: string, owner: string) => ['fswap', network, 'tokens', owner.toLowerCase()] as const,
  allowance: (network: string, token: string, owner: string, spender: string) =>
    ['fswap', network, 'allowance', token.toLowerCase(), owner.toLowerCase(), spender.toLowerCase()] as const,
  quote: (network: string, side: 'in' | 'out', amount: string, from: string, to: string) =>
    ['fswap', network, 'quote', side, amount, from.toLowerCase(), to.toLowerCase()] as const,
  chainTime: (network: string) => ['fswap', network, 'chainTime'] as const,
};

/** Query options of the fSwap screens (plain fetch → options with key → hook at the call site). */
export const fswapQueries = {
  /** The DeFi tokens with the wallet's balances and prices. */
  tokens: (network: AppNetwork, owner: Address) =>
    queryOptions({
      queryKey: fswapKeys.tokens(network.id, owner),
      queryFn: async ({ signal }) =>
        (await request(transportFor(network), defiTokens, { owner }, signal)).defiTokens,
      refetchInterval: 10_000,
    }),
  /** What `spender` may take of the wallet's `token`. */
  allowance: (network: AppNetwork, token: Address, owner: Address, spender: Address) =>
    queryOptions({
      queryKey: fswapKeys.allowance(network.id, token, owner, spender),
      queryFn: async ({ signal }) =>
        (await request(transportFor(network), getErc20TokenAllowance, { token, owner, spender }, signal))
          .ercTokenAllowance,
    }),
  /**
   * The router's quote on the direct pair: `side` 'out' gives what `amount` of `from` buys, 'in' what it costs in
   * `from` to get `amount` of `to`. The last (or first) entry of the path's amounts.
   */
  quote: (network: AppNetwork, side: 'in' | 'out', amount: bigint, from: Address, to: Address) =>
    queryOptions({
      queryKey: fswapKeys.quote(network.id, side, amount.toString(), from, to),
      queryFn: ({ signal }) => requestUniswapQuote(transportFor(network), { side, amount, from, to }, signal),
      staleTime: 10_000,
    }),
  chainTime: (network: AppNetwork) =>
    queryOptions({
      queryKey: fswapKeys.chainTime(network.id),
      queryFn: ({ signal }) => fetchChainTime(network, signal),
      staleTime: 0,
    }),
};
