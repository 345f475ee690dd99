import { request } from '@fantom-wallet/api-client';
import { queryOptions } from '@tanstack/react-query';
import type { AppNetwork } from '../../../shared/network/buildNetworks.ts';
import { transportFor } from '../../../shared/network/transportFor.ts';
import { fmintKeys } from '../../../shared/queryKeys.ts';
import { toFmintData } from './FmintData.ts';
import { fmintOverviewOperation } from './fmintOverviewOperation.ts';
import { fmintPositionsOperation, readFmintPositions } from './fmintPositionsOperation.ts';

type Address = `0x${string}`;

/** Query options of the fMint screens (plain fetch → options with key → hook at the call site). */
export const fmintQueries = {
  overview: (network: AppNetwork, owner: Address) =>
    queryOptions({
      queryKey: fmintKeys.overview(network.id, owner),
      queryFn: async ({ signal }) =>
        toFmintData(await request(transportFor(network), fmintOverviewOperation, { owner }, signal)),
      refetchInterval: 10_000,
    }),
  positions: (network: AppNetwork, owners: readonly Address[]) =>
    queryOptions({
      queryKey: fmintKeys.positions(network.id, owners),
      queryFn: async ({ signal }) => {
        if (owners.length === 0) return [];
        const { operation, variables } = fmintPositionsOperation(owners);
        return readFmintPositions(owners, await request(transportFor(network), operation, variables, signal));
      },
      refetchInterval: 30_000,
    }),
};
