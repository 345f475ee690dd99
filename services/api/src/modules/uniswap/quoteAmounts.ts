import { uniswapRouterAbi } from '@fantom-wallet/contracts';
import { type Address, BaseError, ContractFunctionRevertedError } from 'viem';
import { ApiError } from '../../errors/ApiError.ts';
import { NodeUnavailableError } from '../../errors/NodeUnavailableError.ts';
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

/**
 * The router's `getAmountsOut` (direction 'out': `amount` goes in) or `getAmountsIn` ('in': `amount` comes out)
 * along `path`, one amount per token: a live router call, cached per block. When the router refuses, the error
 * says why: no pair for a hop (NOT_FOUND), a pair without liquidity, or an amount out that is not below the
 * pair's reserve (INVALID_ARGUMENT).
 */
export async function quoteAmounts(
  services: ApiServices,
  direction: 'out' | 'in',
  amount: bigint,
  path: readonly Address[],
): Promise<readonly bigint[]> {
  const { router, factory } = uniswapContracts(services);
  checkPath(path);
  const name = direction === 'out' ? 'amountIn' : 'amountOut';
  if (amount <= 0n) throw new ApiError('INVALID_ARGUMENT', `${name} must be above zero`);
  const key = `${direction}:${amount}:${path.map((t) => t.toLowerCase()).join(',')}`;
  return services.uniswap.quotes.get(key, async () => {
    try {
      return await services.chain.readContract({
        address: router,
        abi: uniswapRouterAbi,
        functionName: direction === 'out' ? 'getAmountsOut' : 'getAmountsIn',
        args: [amount, [...path]],
      });
    } catch (error) {
      throw await explainQuoteFailure(services, factory, direction, amount, path, error);
    }
  });
}

async function explainQuoteFailure(
  services: ApiServices,
  factory: Address,
  direction: 'out' | 'in',
  amount: bigint,
  path: readonly Address[],
  error: unknown,
): Promise<unknown> {
  if (error instanceof BaseError && error.walk((e) => e instanceof NodeUnavailableError)) return error;
  const hops: { tokenIn: Address; tokenOut: Address; reserveIn: bigint; reserveOut: bigint }[] = [];
  for (let i = 0; i + 1 < path.length; i++) {
    const [tokenIn, tokenOut] = [path[i], path[i + 1]].map((t) => t?.toLowerCase() as Address) as [
      Address,
      Address,
    ];
    const pair = await findPair(services, factory, tokenIn, tokenOut);
    if (pair === undefined)
      return new ApiError('NOT_FOUND', `no Uniswap pair for tokens ${tokenIn} and ${tokenOut}`, {
        cause: error,
      });
    const [[token0], state] = await Promise.all([
      readPairTokens(services, pair),
      readPairState(services, pair),
    ]);
    const inIs0 = tokenIn === token0;
    const [reserveIn, reserveOut] = inIs0
      ? [state.reserve0, state.reserve1]
      : [state.reserve1, state.reserve0];
    if (reserveIn === 0n || reserveOut === 0n)
      return new ApiError(
        'INVALID_ARGUMENT',
        `the pair ${pair} of ${tokenIn} and ${tokenOut} has no liquidity`,
        {
          cause: error,
        },
      );
    hops.push({ tokenIn, tokenOut, reserveIn, reserveOut });
  }
  if (direction === 'in') {
    // Walk back from the output as the router does: each hop's output must stay below its reserve.
    let out = amount;
    for (const hop of [...hops].reverse()) {
      if (out >= hop.reserveOut) {
        return new ApiError(
          'INVALID_ARGUMENT',
          `amount ${out} of ${hop.tokenOut} is not below the pair's reserve of ${hop.reserveOut}`,
          { cause: error },
        );
      }
      out = (hop.reserveIn * out * 1000n) / ((hop.reserveOut - out) * 997n) + 1n;
    }
  }
  const reverted =
    error instanceof BaseError ? error.walk((e) => e instanceof ContractFunctionRevertedError) : null;
  if (
    reverted instanceof ContractFunctionRevertedError ||
    (error instanceof ApiError && error.code === 'CHAIN_REJECTED')
  ) {
    const reason =
      reverted instanceof ContractFunctionRevertedError
        ? (reverted.reason ?? reverted.shortMessage)
        : String(error);
    return new ApiError('INVALID_ARGUMENT', `the router cannot quote ${amount} along this path: ${reason}`, {
      cause: error,
    });
  }
  return error;
}
