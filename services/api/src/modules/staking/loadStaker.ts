import { sfcArtifact } from '@fantom-wallet/contracts';
import { zeroAddress } from 'viem';
import { ApiError } from '../../errors/ApiError.ts';
import type { ApiServices } from '../../services/ApiServices.ts';
import type { StakerModel } from './models/StakerModel.ts';

/** Reads one validator from the SFC; an id the SFC does not know is an error, like the public API. */
export async function loadStaker(services: ApiServices, id: bigint): Promise<StakerModel> {
  const { chain, config } = services;
  const sfc = { address: config.contracts.sfc, abi: sfcArtifact.abi } as const;
  const [validator, selfStake] = await Promise.all([
    chain.readContract({ ...sfc, functionName: 'getValidator', args: [id] }),
    chain.readContract({ ...sfc, functionName: 'getSelfStake', args: [id] }),
  ]);
  const [status, deactivatedTime, deactivatedEpoch, receivedStake, createdEpoch, createdTime, auth] =
    validator;
  if (auth === zeroAddress) throw new ApiError('NOT_FOUND', `validator #${id} not found`);
  const [lockedStake, lockedFromEpoch, lockedUntil] = await chain.readContract({
    ...sfc,
    functionName: 'getLockupInfo',
    args: [auth, id],
  });
  const locked = lockedStake > 0n;
  return {
    id,
    stakerAddress: auth.toLowerCase() as `0x${string}`,
    status,
    receivedStake,
    selfStake,
    createdEpoch,
    createdTime,
    deactivatedEpoch,
    deactivatedTime,
    lockedStake,
    lockedFromEpoch: locked ? lockedFromEpoch : 0n,
    lockedUntil: locked ? lockedUntil : 0n,
  };
}
