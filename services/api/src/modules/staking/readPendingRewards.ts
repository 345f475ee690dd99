import { sfcArtifact } from '@fantom-wallet/contracts';
import type { Address } from 'viem';
import type { ApiServices } from '../../services/ApiServices.ts';

/** Pending rewards of a delegation; 0 when the SFC cannot answer (public API behaviour). */
export function readPendingRewards(
  services: ApiServices,
  delegator: Address,
  validatorId: bigint,
): Promise<bigint> {
  return services.chain
    .readContract({
      address: services.config.contracts.sfc,
      abi: sfcArtifact.abi,
      functionName: 'pendingRewards',
      args: [delegator, validatorId],
    })
    .catch(() => 0n);
}
