import type { Address } from 'viem';

export interface DefiTokenModel {
  address: Address;
}
