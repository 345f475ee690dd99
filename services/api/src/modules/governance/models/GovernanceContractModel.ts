import type { Address } from 'viem';

/** A configured governance contract and the adapter whose total weight is its voting power. */
export interface GovernanceContractModel {
  address: Address;
  name: string;
  /** The governable adapter (`getTotalWeight`). */
  governable: Address;
}
