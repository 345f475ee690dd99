import type { Address } from 'viem';

export interface FMintAccountModel {
  address: Address;
}
