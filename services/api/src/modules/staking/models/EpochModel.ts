export interface EpochModel {
  id: bigint;
  endTime: bigint;
  duration: bigint;
  epochFee: bigint;
  totalBaseRewardWeight: bigint;
  totalTxRewardWeight: bigint;
  baseRewardPerSecond: bigint;
  stakeTotalAmount: bigint;
  totalSupply: bigint;
}
