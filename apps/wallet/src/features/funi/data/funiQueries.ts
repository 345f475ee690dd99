import {
  defiTokens,
  getFUniswapActions,
  getTimePrices,
  getTimeReserves,
  getTimeVolumes,
  getUniswapPairsWithShares,
  request,
} from '@fantom-wallet/api-client';
import { type Address, UNISWAP } from '@fantom-wallet/core';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { AppNetwork } from '../../../shared/network/buildNetworks.ts';
import { fetchChainTime } from '../../../shared/network/fetchChainTime.ts';
import { transportFor } from '../../../shared/network/transportFor.ts';
import { funiKeys } from '../../../shared/queryKeys.ts';
import { toFuniPairs } from './toFuniPairs.ts';

/** Query options of the fUNI screens (plain fetch → options with key → hook at the call site). */
export const funiQueries = {
  /** Every pair with the wallet's balances of its tokens and its LP tokens, priced from the DeFi token list. */
  pairs: (network: AppNetwork, owner: Address) =>
    queryOptions({
      queryKey: funiKeys.pairs(network.id, owner),
      queryFn: async ({ signal }) => {
        const transport = transportFor(network);
        const [pairs, tokens] = await Promise.all([
          request(transport, getUniswapPairsWithShares, { user: owner, owner }, signal),
          // Prices only choose display decimals: without them amounts still show.
          request(transport, defiTokens, { owner }, signal).catch(() => ({ defiTokens: [] })),
        ]);
        return toFuniPairs(pairs.defiUniswapPairs, tokens.defiTokens);
      },
    }),
  /** A pair's actions, 15 a page, newest first; `type` null for all, else 0 swaps, 1 adds, 2 removes. */
  actions: (network: AppNetwork, pair: Address, type: number | null) =>
    infiniteQueryOptions({
      queryKey: funiKeys.actions(network.id, pair, type),
      queryFn: async ({ signal, pageParam }) =>
        (
          await request(
            transportFor(network),
            getFUniswapActions,
            {
              pairAddress: pair,
              count: UNISWAP.actionsPageSize,
              ...(pageParam ? { cursor: pageParam } : {}),
              ...(type === null ? {} : { actionType: type }),
            },
            signal,
          )
        ).defiUniswapActions,
      initialPageParam: null as string | null,
      getNextPageParam: (page) => (page.pageInfo.hasNext ? page.pageInfo.last : null),
    }),
  /** Closing reserves per bucket (docs/funi.md#charts). */
  reserves: (network: AppNetwork, pair: Address, resolution: string, from: number) =>
    queryOptions({
      queryKey: funiKeys.series(network.id, pair, 'reserves', resolution, from),
      queryFn: async ({ signal }) =>
        (
          await request(
            transportFor(network),
            getTimeReserves,
            { address: pair, resolution, fromDate: from },
            signal,
          )
        ).defiTimeReserves,
      staleTime: 60_000,
    }),
  volumes: (network: AppNetwork, pair: Address, resolution: string, from: number) =>
    queryOptions({
      queryKey: funiKeys.series(network.id, pair, 'volumes', resolution, from),
      queryFn: async ({ signal }) =>
        (
          await request(
            transportFor(network),
            getTimeVolumes,
            { address: pair, resolution, fromDate: from },
            signal,
          )
        ).defiTimeVolumes,
      staleTime: 60_000,
    }),
  /** Price candles; direction 1 is token1 per token0 (raw), 0 the other way. */
  prices: (network: AppNetwork, pair: Address, resolution: string, from: number, direction: 0 | 1) =>
    queryOptions({
      queryKey: funiKeys.series(network.id, pair, `prices${direction}`, resolution, from),
      queryFn: async ({ signal }) =>
        (
          await request(
            transportFor(network),
            getTimePrices,
            { address: pair, resolution, fromDate: from, direction },
            signal,
          )
        ).defiTimePrices,
      staleTime: 60_000,
    }),
  /**
   * Swap volume of the last 24 h and the 24 h before, from 5-minute buckets up to chain time
   * (docs/funi.md#pair-detail).
   */
  volume24h: (network: AppNetwork, pair: Address) =>
    queryOptions({
      queryKey: funiKeys.volume24h(network.id, pair),
      queryFn: async ({ signal }) => {
        const now = Number(await fetchChainTime(network, signal));
        const day = 86_400;
        const buckets = (
          await request(
            transportFor(network),
            getTimeVolumes,
            { address: pair, resolution: '5m', fromDate: now - 2 * day, toDate: now },
            signal,
          )
        ).defiTimeVolumes;
        let current = 0n;
        let previous = 0n;
        for (const bucket of buckets) {
          const time = Date.parse(bucket.time) / 1000;
          if (time > now - day) current += bucket.value;
          else previous += bucket.value;
        }
        return { current, previous };
      },
      staleTime: 30_000,
    }),
};
