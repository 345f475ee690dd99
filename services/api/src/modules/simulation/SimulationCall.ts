import type { Address, Hex } from 'viem';

/** One call to simulate, checked and with defaults filled in. */
export interface SimulationCall {
  /** Null creates a contract. */
  to: Address | null;
  value: bigint;
  data: Hex;
  /** Null lets the node use the block's gas limit. */
  gas: bigint | null;
  gasPrice: bigint;
}
