import type { Address } from '@fantom-wallet/core';
import { getUniswapAmountsIn } from '../generated/operations/uniswap/getUniswapAmountsIn.ts';
import { getUniswapAmountsOut } from '../generated/operations/uniswap/getUniswapAmountsOut.ts';
import { type RequestSender, request } from './request.ts';

/**
 * The router's quote on the direct pair [from, to]: with `side` 'out', what `amount` of `from` buys (the last of
 * `defiUniswapAmountsOut`); with 'in', what it costs in `from` to get `amount` of `to` (the first of
 * `defiUniswapAmountsIn`). 0 when the API answers an empty list.
 */
export async function requestUniswapQuote(
  transport: RequestSender,
  quote: { side: 'in' | 'out'; amount: bigint; from: Address; to: Address },
  signal?: AbortSignal,
): Promise<bigint> {
  const tokens = [quote.from, quote.to];
  if (quote.side === 'out') {
    const { defiUniswapAmountsOut: amounts } = await request(
      transport,
      getUniswapAmountsOut,
      { amountIn: quote.amount, tokens },
      signal,
    );
    return amounts[amounts.length - 1] ?? 0n;
  }
  const { defiUniswapAmountsIn: amounts } = await request(
    transport,
    getUniswapAmountsIn,
    { amountOut: quote.amount, tokens },
    signal,
  );
  return amounts[0] ?? 0n;
}
