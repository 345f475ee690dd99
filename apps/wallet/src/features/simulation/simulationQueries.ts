import { fwalletHead, type RequestSender, request } from '@fantom-wallet/api-client';
import { queryOptions } from '@tanstack/react-query';
import type { AppNetwork } from '../../shared/network/buildNetworks.ts';
import { fetchSimulation } from './fetchSimulation.ts';
import type { SimulatedCall } from './SimulatedCall.ts';

/** Query keys of the simulation; new calls mean a new key, so an old answer is never shown for them. */
export const simulationKeys = {
  simulation: (network: string, from: string, calls: readonly SimulatedCall[]) =>
    [
      'simulation',
      network,
      from.toLowerCase(),
      ...calls.map(
        (c) =>
          `${c.to?.toLowerCase()}:${c.value}:${c.data}:${c.gas}:${c.gasPrice}:${c.maxPriorityFeePerGas}:${c.nonce}`,
      ),
    ] as const,
  head: (network: string) => ['simulation', network, 'head'] as const,
};

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
