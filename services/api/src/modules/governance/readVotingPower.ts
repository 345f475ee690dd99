import { sfcGovernableArtifact } from '@fantom-wallet/contracts';
import type { Address } from 'viem';
import type { ApiServices } from '../../services/ApiServices.ts';

/** The governable adapter's total weight (the SFC's active stake): the contract's voting power, per block. */
export function readTotalWeight(services: ApiServices, governable: Address): Promise<bigint> {
  return services.governance.amounts.get(`totalWeight:${governable}`, () =>
    services.chain.readContract({
      address: governable,
      abi: sfcGovernableArtifact.abi,
      functionName: 'getTotalWeight',
    }),
  );
}
