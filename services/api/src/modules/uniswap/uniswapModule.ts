import { ApiError } from '../../errors/ApiError.ts';
import type { ApiModule } from '../ApiModule.ts';

const emptyList = () => ({
  edges: [],
  totalCount: 0n,
  pageInfo: { first: null, last: null, hasNext: false, hasPrevious: false },
});
const noUniswap = (): never => {
  throw new ApiError('NOT_FOUND', 'uniswap contracts are not configured on this network');
};

/** Uniswap pairs, quotes, actions and time series: empty (or "not configured") until its contracts exist locally. */
export const uniswapModule: ApiModule = {
  name: 'uniswap',
  resolvers: {
    Query: {
      defiUniswapPairs: () => [],
      defiUniswapAmountsOut: noUniswap,
      defiUniswapAmountsIn: noUniswap,
      defiUniswapQuoteLiquidity: noUniswap,
      defiUniswapActions: emptyList,
      defiTimeVolumes: () => [],
      defiTimePrices: () => [],
      defiTimeReserves: () => [],
    },
  },
};
