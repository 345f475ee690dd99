import { sfcArtifact } from '@fantom-wallet/contracts';
import type { Address } from 'viem';
import type { ApiServices } from '../../services/ApiServices.ts';

export interface Lockup {
  lockedStake: bigint;
  fromEpoch: bigint;
  endTime: bigint;
  duration: bigint;
}

/** The delegation's lock; every field is 0 when nothing is locked (public API behaviour). */
export async function readLockup(
  services: ApiServices,
  delegator: Address,
  validatorId: bigint,
): Promise<Lockup> {
  const [lockedStake, fromEpoch, endTime, duration] = await services.chain.readContract({
    address: services.config.contracts.sfc,
    abi: sfcArtifact.abi,
    functionName: 'getLockupInfo',
    args: [delegator, validatorId],
  });
  if (lockedStake === 0n) return { lockedStake, fromEpoch: 0n, endTime: 0n, duration: 0n };
  return { lockedStake, fromEpoch, endTime, duration };
}
