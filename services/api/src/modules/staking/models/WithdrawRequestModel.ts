import type { Address, Hash } from 'viem';

export interface WithdrawRequestModel {
  id: Hash;
  address: Address;
  stakerID: bigint;
  withdrawRequestID: bigint;
  amount: bigint;
  createdTime: bigint;
  withdrawTime: bigint | null;
}
