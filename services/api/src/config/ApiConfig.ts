import type { Address } from 'viem';
import type { PriceSource } from '../prices/PriceSource.ts';
import type { ApiContracts } from './ApiContracts.ts';

/** Resolved configuration every resolver sees. */
export interface ApiConfig {
  sfc: Address;
  contracts: ApiContracts;
  prices: PriceSource;
  defaultTokenLogo: string;
  version: string;
}
