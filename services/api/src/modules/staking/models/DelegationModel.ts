import type { Address } from 'viem';

/** A delegation known to the index (from the SFC's Delegated events); live amounts are resolved per field. */
export interface DelegationModel {
  address: Address;
  toStakerId: bigint;
  createdTime: bigint;
  /** Opaque list cursor (the ordinal of the first Delegated event). */
  cursor: string;
}
