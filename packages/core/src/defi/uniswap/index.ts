// fUNI: Uniswap V2 swaps and liquidity (docs/funi.md). The package's index re-exports this file.
export { buildUniswapCall, type UniswapCall } from './buildUniswapCall.ts';
export {
  CHART_RESOLUTIONS,
  CHART_SPANS,
  type ChartResolution,
  type ChartSpan,
  fillSeries,
  percentChange,
  scaleRawPrice,
  spanSeconds,
} from './chartSeries.ts';
export {
  amountsForLiquidity,
  counterpartAmount,
  liquidityAtPercent,
  liquidityMinted,
  maxLiquidityAmount,
  poolShareAfterAdd,
  shareOfWhole,
} from './liquidity.ts';
export { pairPrice, tradePrice } from './pairPrice.ts';
export { priceImpact } from './priceImpact.ts';
export { maximumAmount, minimumAmount, uniswapDeadline } from './slippageLimits.ts';
export { UNISWAP } from './UNISWAP.ts';
export { getAmountIn, getAmountOut, quoteAmount } from './uniswapMath.ts';
export { uniswapRouterCallsAbi } from './uniswapRouterCalls.ts';
