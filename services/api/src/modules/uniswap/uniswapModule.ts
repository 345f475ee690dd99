import { encodePacked, keccak256 } from 'viem';
import { BlockCache } from '../../chain/BlockCache.ts';
import { ApiError } from '../../errors/ApiError.ts';
import { toConnection } from '../../paging/toConnection.ts';
import type { ApiModule } from '../ApiModule.ts';
import { chainTime } from '../core/index.ts';
import { createUniswapIndexer } from './createUniswapIndexer.ts';
import { quoteAmounts } from './quoteAmounts.ts';
import { quoteLiquidity } from './quoteLiquidity.ts';
import { readPairState, readPairTokens, readShare } from './readPairState.ts';
import { readPairs } from './readPairs.ts';
import { timeRange, timeResolution } from './timeResolution.ts';
import { UNISWAP_ACTION_TYPES } from './UNISWAP_ACTION_TYPES.ts';
import type { UniswapServices } from './UniswapServices.ts';
import { UniswapStore } from './UniswapStore.ts';

const actionTypes: readonly number[] = Object.values(UNISWAP_ACTION_TYPES);

/** The series' range from the arguments, with "now" the chain's time. */
async function seriesRange(
  services: Parameters<typeof chainTime>[0],
  fromDate: number | null | undefined,
  toDate: number | null | undefined,
) {
  const now = fromDate != null && toDate != null ? 0 : Number(await chainTime(services));
  return timeRange(fromDate, toDate, now);
}

/**
 * Uniswap V2 (fUNI): pairs, quotes and reserves read live from the factory, router and pairs (cached per block),
 * and the pair actions and charts from the indexed Swap, Mint, Burn and Sync events
 * (services/api/README.md#the-uniswap-area).
 */
export const uniswapModule: ApiModule = {
  name: 'uniswap',
  migrations: new URL('./migrations/', import.meta.url),
  services: ({ db, heads }): { uniswap: UniswapServices } => ({
    uniswap: {
      store: new UniswapStore(db),
      pairStates: new BlockCache(heads),
      amounts: new BlockCache(heads),
      quotes: new BlockCache(heads),
      pairTokens: new Map(),
      pairsByIndex: new Map(),
      pairsByTokens: new Map(),
    },
  }),
  indexer: ({ config }) => createUniswapIndexer(config.contracts.uniswapFactory),
  resolvers: {
    Query: {
      defiUniswapPairs: async (_parent, _args, services) => {
        const factory = services.config.contracts.uniswapFactory;
        if (factory === undefined) return [];
        return (await readPairs(services, factory)).map((pairAddress) => ({ pairAddress }));
      },
      defiUniswapAmountsOut: (_parent, { amountIn, tokens }, services) =>
        quoteAmounts(services, 'out', amountIn, tokens).then((amounts) => [...amounts]),
      defiUniswapAmountsIn: (_parent, { amountOut, tokens }, services) =>
        quoteAmounts(services, 'in', amountOut, tokens).then((amounts) => [...amounts]),
      defiUniswapQuoteLiquidity: (_parent, { tokens, amountsIn }, services) =>
        quoteLiquidity(services, tokens, amountsIn),
      defiUniswapActions: async (_parent, { pairAddress, cursor, count, actionType }, { uniswap }) => {
        if (actionType != null && !actionTypes.includes(actionType))
          throw new ApiError(
            'INVALID_ARGUMENT',
            `actionType must be 0 (swap), 1 (add) or 2 (remove), got ${actionType}`,
          );
        const { slice, totalCount } = await uniswap.store.actionsPage(
          { pair: pairAddress ?? null, actionType: actionType ?? null },
          cursor ?? null,
          count,
        );
        const connection = toConnection(
          slice,
          totalCount,
          (action) => String(action.ordinal),
          (action) => action,
        );
        return {
          ...connection,
          edges: connection.edges.map(({ cursor: edgeCursor, node }) => ({
            cursor: edgeCursor,
            uniswapAction: node,
          })),
        };
      },
      defiTimePrices: async (_parent, { address, resolution, fromDate, toDate, direction }, services) => {
        const range = await seriesRange(services, fromDate, toDate);
        const candles = await services.uniswap.store.prices(
          address,
          timeResolution(resolution),
          range,
          (direction ?? 0) !== 0,
        );
        return candles.map((candle) => ({ pairAddress: address, ...candle }));
      },
      defiTimeVolumes: async (_parent, { address, resolution, fromDate, toDate }, services) => {
        const range = await seriesRange(services, fromDate, toDate);
        const volumes = await services.uniswap.store.volumes(address, timeResolution(resolution), range);
        return volumes.map((volume) => ({ pairAddress: address, ...volume }));
      },
      defiTimeReserves: async (_parent, { address, resolution, fromDate, toDate }, services) => {
        const range = await seriesRange(services, fromDate, toDate);
        const reserves = await services.uniswap.store.reserves(address, timeResolution(resolution), range);
        return reserves.map((bucket) => ({ pairAddress: address, ...bucket }));
      },
    },
    UniswapPair: {
      tokens: async ({ pairAddress }, _args, services) =>
        (await readPairTokens(services, pairAddress)).map((address) => ({ address })),
      reserves: async ({ pairAddress }, _args, services) => {
        const state = await readPairState(services, pairAddress);
        return [state.reserve0, state.reserve1];
      },
      reservesTimeStamp: async ({ pairAddress }, _args, services) =>
        (await readPairState(services, pairAddress)).reservesTimestamp,
      cumulativePrices: async ({ pairAddress }, _args, services) => {
        const state = await readPairState(services, pairAddress);
        return [state.price0CumulativeLast, state.price1CumulativeLast];
      },
      lastKValue: async ({ pairAddress }, _args, services) =>
        (await readPairState(services, pairAddress)).kLast,
      totalSupply: async ({ pairAddress }, _args, services) =>
        (await readPairState(services, pairAddress)).totalSupply,
      shareOf: ({ pairAddress }, { user }, services) => readShare(services, pairAddress, user),
    },
    UniswapAction: {
      // Stable and unique per event: the hash of the transaction hash and the log's index in its block.
      id: (action) =>
        keccak256(encodePacked(['bytes32', 'uint32'], [action.transactionHash, action.logIndex])),
      uniswapPair: (action) => ({ pairAddress: action.pairAddress }),
    },
    DefiTimeReserve: {
      uniswapPair: (bucket) => ({ pairAddress: bucket.pairAddress }),
    },
  },
};
