import { getAmountIn, getAmountOut } from '@fantom-wallet/core';
import type { Address } from 'viem';
import { ApiError } from '../../errors/ApiError.ts';
import type { ApiServices } from '../../services/ApiServices.ts';
import { readPairState, readPairTokens } from './readPairState.ts';
import { findPair } from './readPairs.ts';
import { uniswapContracts } from './uniswapContracts.ts';

/** Longest path quoted: the wallet sends direct pairs; a few hops are allowed, not unbounded work. */
export const maxPathLength = 5;

/** Refuses what the router could never quote: fewer than two tokens, too many, or a token twice in a row. */
export function checkPath(path: readonly Address[]): void {
  if (path.length < 2)
    throw new ApiError(
      'INVALID_ARGUMENT',
      `tokens must list a path of at least two token addresses, got ${path.length}`,
    );
  if (path.length > maxPathLength)
    throw new ApiError(
      'INVALID_ARGUMENT',
      `tokens lists ${path.length} addresses; a path has at most ${maxPathLength}`,
    );
  path.forEach((token, i) => {
    if (i > 0 && token.toLowerCase() === path[i - 1]?.toLowerCase())
      throw new ApiError('INVALID_ARGUMENT', `the path has token ${token.toLowerCase()} twice in a row`);
  });
}

/** One hop of a path: the pair's reserves on the side of the token that goes in and the side that comes out. */
interface Hop {
  tokenIn: Address;
  tokenOut: Address;
  reserveIn: bigint;
  reserveOut: bigint;
}

/**
 * The router's `getAmountsOut` (direction 'out': `amount` goes in) or `getAmountsIn` ('in': `amount` comes out)
 * along `path`, one amount per token, exactly as the router computes them: Uniswap V2's library math (core's
 * getAmountOut/getAmountIn, 0.3 % fee, same rounding) on each pair's reserves of the head block. The reserves
 * come from the per-block pair-state cache, so a quote costs no node call once a block's pairs are read (the
 * router would read the same reserves in an eth_call). When the router would refuse, the error says why: no
 * pair for a hop (NOT_FOUND), a pair without liquidity, an amount out that is not below the pair's reserve, or
 * a hop that rounds to nothing (INVALID_ARGUMENT).
 */
export async function quoteAmounts(
  services: ApiServices,
  direction: 'out' | 'in',
  amount: bigint,
  path: readonly Address[],
): Promise<readonly bigint[]> {
  const { factory } = uniswapContracts(services);
  checkPath(path);
  const name = direction === 'out' ? 'amountIn' : 'amountOut';
  if (amount <= 0n) throw new ApiError('INVALID_ARGUMENT', `${name} must be above zero`);
  const key = `${direction}:${amount}:${path.map((t) => t.toLowerCase()).join(',')}`;
  return services.uniswap.quotes.get(key, async () => {
    const hops = await readHops(services, factory, path);
    return direction === 'out' ? amountsOut(amount, hops) : amountsIn(amount, hops);
  });
}

/** Each hop's pair and reserves (read together); the first hop without a pair or without liquidity refuses. */
async function readHops(services: ApiServices, factory: Address, path: readonly Address[]): Promise<Hop[]> {
  const hops = await Promise.all(
    path.slice(1).map(async (next, i) => {
      const tokenIn = (path[i] as Address).toLowerCase() as Address;
      const tokenOut = next.toLowerCase() as Address;
      const pair = await findPair(services, factory, tokenIn, tokenOut);
      if (pair === undefined) return { tokenIn, tokenOut, pair };
      const [[token0], state] = await Promise.all([
        readPairTokens(services, pair),
        readPairState(services, pair),
      ]);
      const [reserveIn, reserveOut] =
        tokenIn === token0 ? [state.reserve0, state.reserve1] : [state.reserve1, state.reserve0];
      return { tokenIn, tokenOut, pair, reserveIn, reserveOut };
    }),
  );
  return hops.map((hop) => {
    if (hop.pair === undefined)
      throw new ApiError('NOT_FOUND', `no Uniswap pair for tokens ${hop.tokenIn} and ${hop.tokenOut}`);
    const { tokenIn, tokenOut, reserveIn = 0n, reserveOut = 0n } = hop;
    if (reserveIn === 0n || reserveOut === 0n)
      throw new ApiError(
        'INVALID_ARGUMENT',
        `the pair ${hop.pair} of ${tokenIn} and ${tokenOut} has no liquidity`,
      );
    return { tokenIn, tokenOut, reserveIn, reserveOut };
  });
}

/** UniswapV2Library.getAmountsOut: every hop needs something to sell (the router reverts on a hop of 0). */
function amountsOut(amount: bigint, hops: readonly Hop[]): bigint[] {
  const amounts = [amount];
  let current = amount;
  for (const hop of hops) {
    if (current <= 0n) throw cannotQuote(amount, 'INSUFFICIENT_INPUT_AMOUNT');
    current = getAmountOut(current, hop.reserveIn, hop.reserveOut);
    amounts.push(current);
  }
  return amounts;
}

/** UniswapV2Library.getAmountsIn: walks back from the output; each hop's output must stay below its reserve. */
function amountsIn(amount: bigint, hops: readonly Hop[]): bigint[] {
  const amounts = [amount];
  let current = amount;
  for (const hop of [...hops].reverse()) {
    if (current >= hop.reserveOut)
      throw new ApiError(
        'INVALID_ARGUMENT',
        `amount ${current} of ${hop.tokenOut} is not below the pair's reserve of ${hop.reserveOut}`,
      );
    current = getAmountIn(current, hop.reserveIn, hop.reserveOut) ?? 0n;
    amounts.unshift(current);
  }
  return amounts;
}

function cannotQuote(amount: bigint, reason: string): ApiError {
  return new ApiError(
    'INVALID_ARGUMENT',
    `the router cannot quote ${amount} along this path: UniswapV2Library: ${reason}`,
  );
}
