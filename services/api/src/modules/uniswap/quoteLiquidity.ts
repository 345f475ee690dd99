import type { Address } from 'viem';
import { ApiError } from '../../errors/ApiError.ts';
import type { ApiServices } from '../../services/ApiServices.ts';
import { readPairState, readPairTokens } from './readPairState.ts';
import { findPair } from './readPairs.ts';
import { uniswapContracts } from './uniswapContracts.ts';

/**
 * The amounts `addLiquidity` would deposit for the desired ones, in the caller's token order: the router's
 * `_addLiquidity` on the pair's live reserves (`quote` = amountA × reserveB ÷ reserveA, rounded down). The
 * scarcer side is taken whole and the other matched to the pool's ratio; an empty pool takes both as given (the
 * first deposit sets the price).
 */
export async function quoteLiquidity(
  services: ApiServices,
  tokens: readonly Address[],
  amounts: readonly bigint[],
): Promise<[bigint, bigint]> {
  const { factory } = uniswapContracts(services);
  const [tokenA, tokenB] = tokens;
  const [desiredA, desiredB] = amounts;
  if (tokens.length !== 2 || amounts.length !== 2 || tokenA === undefined || tokenB === undefined)
    throw new ApiError(
      'INVALID_ARGUMENT',
      `tokens and amountsIn must both list exactly two entries, got ${tokens.length} and ${amounts.length}`,
    );
  if (desiredA === undefined || desiredB === undefined) throw new Error('unreachable');
  if (tokenA.toLowerCase() === tokenB.toLowerCase())
    throw new ApiError('INVALID_ARGUMENT', `tokens names ${tokenA.toLowerCase()} twice`);
  const pair = await findPair(services, factory, tokenA, tokenB);
  if (pair === undefined)
    throw new ApiError(
      'NOT_FOUND',
      `no Uniswap pair for tokens ${tokenA.toLowerCase()} and ${tokenB.toLowerCase()}`,
    );
  const [[token0], state] = await Promise.all([
    readPairTokens(services, pair),
    readPairState(services, pair),
  ]);
  const [reserveA, reserveB] =
    tokenA.toLowerCase() === token0 ? [state.reserve0, state.reserve1] : [state.reserve1, state.reserve0];
  if (reserveA === 0n && reserveB === 0n) return [desiredA, desiredB];
  const optimalB = (desiredA * reserveB) / reserveA;
  if (optimalB <= desiredB) return [desiredA, optimalB];
  return [(desiredB * reserveA) / reserveB, desiredB];
}
