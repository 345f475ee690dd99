import { queryOptions } from '@tanstack/react-query';
import { queryKeys } from '../balances/queryKeys.ts';
import type { AppNetwork } from '../network/buildNetworks.ts';
import { transportFor } from '../network/transportFor.ts';
import { fetchGasPrice } from '../transactions/index.ts';

/** The reported gas price for the form's fee display, refreshed every 10 s while the form is open. */
export function gasPriceQuery(network: AppNetwork) {
  return queryOptions({
    queryKey: queryKeys.gasPrice(network.id),
    queryFn: ({ signal }) => fetchGasPrice(transportFor(network), signal),
    refetchInterval: 10_000,
  });
}
