import { requestUniswapQuote } from '@fantom-wallet/api-client';
import type { Address } from '@fantom-wallet/core';
import { queryOptions } from '@tanstack/react-query';
import type { AppNetwork } from '../../shared/network/buildNetworks.ts';
import { transportFor } from '../../shared/network/transportFor.ts';
import { queryKeys } from '../../shared/queryKeys.ts';

/**
 * The router's quote on [from, to] (fUNI's swaps, and fSwap's trades on the direct pair): `side` 'out' is what
 * `amount` of `from` buys, 'in' what it costs in `from` to get `amount` of `to`. Its key sits under the asking
 * area's (`area`), so the quotes reload with the area's data when a step is decided. Not retried: an answer that
 * failed fails again for the same amount (network failures are retried underneath).
 */
export function swapQuoteQuery(
  network: AppNetwork,
  area: readonly unknown[],
  { side, amount, from, to }: { side: 'in' | 'out'; amount: bigint; from: Address; to: Address },
) {
  return queryOptions({
    queryKey: queryKeys.swapQuote(area, side, amount, from, to),
    queryFn: ({ signal }) => requestUniswapQuote(transportFor(network), { side, amount, from, to }, signal),
    staleTime: 5_000,
    retry: false,
  });
}
