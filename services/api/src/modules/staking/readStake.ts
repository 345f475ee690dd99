import { sfcArtifact } from '@fantom-wallet/contracts';
import type { Address } from 'viem';
import type { ApiServices } from '../../services/ApiServices.ts';

/** The delegation's active stake, live from the SFC. */
export function readStake(services: ApiServices, delegator: Address, validatorId: bigint): Promise<bigint> {
  return services.chain.readContract({
    address: services.config.contracts.sfc,
    abi: sfcArtifact.abi,
    functionName: 'getStake',
    args: [delegator, validatorId],
  });
}
