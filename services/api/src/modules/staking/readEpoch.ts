import { sfcArtifact } from '@fantom-wallet/contracts';
import { ApiError } from '../../errors/ApiError.ts';
import type { ApiServices } from '../../services/ApiServices.ts';
import type { EpochModel } from './models/EpochModel.ts';

/** A sealed epoch's snapshot; id undefined or 0 means the last sealed epoch. */
export async function readEpoch(services: ApiServices, id: bigint | undefined): Promise<EpochModel> {
  const sfc = { address: services.config.contracts.sfc, abi: sfcArtifact.abi } as const;
  const sealed = await services.chain.readContract({ ...sfc, functionName: 'currentSealedEpoch' });
  const epochId = id === undefined || id === 0n ? sealed : id;
  if (epochId > sealed)
    throw new ApiError('NOT_FOUND', `epoch #${epochId} not found (last sealed epoch is #${sealed})`);
  const [snapshot, previous] = await Promise.all([
    services.chain.readContract({ ...sfc, functionName: 'getEpochSnapshot', args: [epochId] }),
    epochId >= 2n
      ? services.chain.readContract({ ...sfc, functionName: 'getEpochSnapshot', args: [epochId - 1n] })
      : undefined,
  ]);
  const [
    endTime,
    epochFee,
    totalBaseRewardWeight,
    totalTxRewardWeight,
    baseRewardPerSecond,
    stakeTotalAmount,
    totalSupply,
  ] = snapshot;
  const duration = previous === undefined || previous[0] > endTime ? 0n : endTime - previous[0];
  return {
    id: epochId,
    endTime,
    duration,
    epochFee,
    totalBaseRewardWeight,
    totalTxRewardWeight,
    baseRewardPerSecond,
    stakeTotalAmount,
    totalSupply,
  };
}
