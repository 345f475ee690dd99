import type { Address } from 'viem';

export interface GovernanceContractModel {
  address: Address;
  name: string;
}
