import type { Address } from 'viem';
import { sfcAbi } from '../../chain/abi/sfcAbi.ts';
import type { ApiServices } from '../../services/ApiServices.ts';

/** The delegation's active stake, live from the SFC. */
export function readStake(services: ApiServices, delegator: Address, validatorId: bigint): Promise<bigint> {
  return services.chain.readContract({
    address: services.config.sfc,
    abi: sfcAbi,
    functionName: 'getStake',
    args: [delegator, validatorId],
  });
}
