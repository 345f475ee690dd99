import { queryOptions } from '@tanstack/react-query';
import type { AppNetwork } from '../../../shared/network/buildNetworks.ts';
import { transportFor } from '../../../shared/network/transportFor.ts';
import { queryKeys } from '../../../shared/queryKeys.ts';
import { fetchGasPrice } from './fetchGasPrice.ts';

/** The reported gas price for the form's fee display, refreshed every 10 s while the form is open. */
export function gasPriceQuery(network: AppNetwork) {
  return queryOptions({
    queryKey: queryKeys.gasPrice(network.id),
    queryFn: ({ signal }) => fetchGasPrice(transportFor(network), signal),
    refetchInterval: 10_000,
  });
}
