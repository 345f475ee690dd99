import type { TransactionCall } from '@fantom-wallet/core';
import { queryOptions } from '@tanstack/react-query';
import type { AppNetwork } from '../../../shared/network/buildNetworks.ts';
import { transportFor } from '../../../shared/network/transportFor.ts';
import { queryKeys } from '../../../shared/queryKeys.ts';
import { fetchGasEstimate } from './fetchGasEstimate.ts';

/** The node's estimate for the form's call, for the fee shown before confirming (the confirmation asks again). */
export function gasEstimateQuery(network: AppNetwork, from: `0x${string}`, call: TransactionCall) {
  return queryOptions({
    queryKey: queryKeys.gasEstimate(network.id, from, call.to ?? 'create', call.value.toString(), call.data),
    queryFn: ({ signal }) => fetchGasEstimate(transportFor(network), from, call, signal),
    staleTime: 30_000,
    placeholderData: (previous) => previous,
  });
}
