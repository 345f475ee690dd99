import type { Address } from 'viem';

export interface PendingRewardsModel {
  address: Address;
  staker: bigint;
  amount: bigint;
  fromEpoch: bigint;
  toEpoch: bigint;
  isOverRange: boolean;
}
