import type { Address } from 'viem';

/** A validator as read from the SFC in one batch (getValidator, getSelfStake, getLockupInfo). */
export interface StakerModel {
  id: bigint;
  stakerAddress: Address;
  status: bigint;
  receivedStake: bigint;
  selfStake: bigint;
  createdEpoch: bigint;
  createdTime: bigint;
  deactivatedEpoch: bigint;
  deactivatedTime: bigint;
  lockedStake: bigint;
  lockedFromEpoch: bigint;
  lockedUntil: bigint;
}
