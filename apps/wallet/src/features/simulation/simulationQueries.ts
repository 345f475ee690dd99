import { fwalletHead, type RequestSender, request } from '@fantom-wallet/api-client';
import { queryOptions } from '@tanstack/react-query';
import type { AppNetwork } from '../../shared/network/buildNetworks.ts';
import { simulationKeys } from '../../shared/queryKeys.ts';
import { fetchSimulation } from './fetchSimulation.ts';
import type { SimulatedCall } from './SimulatedCall.ts';

export const simulationQueries = {
  /** The simulation of the calls; refetched when out of date, keeping the old answer until the new one lands. */
  simulation: (
    network: AppNetwork,
    transport: RequestSender,
    from: `0x${string}`,
    calls: readonly SimulatedCall[],
  ) =>
    queryOptions({
      queryKey: simulationKeys.simulation(network.id, from, calls),
      queryFn: ({ signal }) => fetchSimulation(transport, from, calls, signal),
      staleTime: Number.POSITIVE_INFINITY,
      gcTime: 0,
      retry: false,
      refetchOnWindowFocus: false,
    }),
  head: (network: AppNetwork, transport: RequestSender, pollMs: number) =>
    queryOptions({
      queryKey: simulationKeys.head(network.id),
      queryFn: async ({ signal }) =>
        (await request(transport, fwalletHead, {}, signal)).block?.number ?? null,
      refetchInterval: pollMs,
      retry: false,
    }),
};
