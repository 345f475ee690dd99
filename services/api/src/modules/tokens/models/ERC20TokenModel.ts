import type { Address } from 'viem';

/** An ERC20 contract; metadata and balances are chain reads resolved per field. */
export interface ERC20TokenModel {
  address: Address;
}
