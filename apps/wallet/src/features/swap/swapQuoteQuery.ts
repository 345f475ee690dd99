import { requestUniswapQuote } from '@fantom-wallet/api-client';
import type { Address } from '@fantom-wallet/core';
import { queryOptions } from '@tanstack/react-query';
import type { AppNetwork } from '../../shared/network/buildNetworks.ts';
import { transportFor } from '../../shared/network/transportFor.ts';

/**
 * The router's quote on [from, to] (fUNI's swaps, and fSwap's trades on the direct pair): `side` 'out' is what
 * `amount` of `from` buys, 'in' what it costs in `from` to get `amount` of `to`. Not retried: an answer that
 * failed fails again for the same amount (network failures are retried underneath).
 */
export const swapQuoteQuery = (
  network: AppNetwork,
  side: 'in' | 'out',
  amount: bigint,
  from: Address,
  to: Address,
) =>
  queryOptions({
    queryKey: [
      'swap',
      network.id,
      'quote',
      side,
      amount.toString(),
      from.toLowerCase(),
      to.toLowerCase(),
    ] as const,
    queryFn: ({ signal }) => requestUniswapQuote(transportFor(network), { side, amount, from, to }, signal),
    staleTime: 5_000,
    retry: false,
  });
