import type { Address } from 'viem';

/**
 * The block a transaction sent now is expected in: the head's next (docs/simulation.md#how-the-api-simulates).
 * A simulation runs its calls as this block, so what a contract reads of its block is what the chain will say.
 */
export interface NextBlock {
  /** The head block: the state the calls run on. */
  head: bigint;
  number: bigint;
  /** Seconds: one after the head's, or the node's clock (its pending block's time) when that is later. */
  timestamp: bigint;
  /** The base fee the node will charge in it (the last entry of `eth_feeHistory`). */
  baseFee: bigint;
  /** The head's producer. */
  feeRecipient: Address;
  gasLimit: bigint;
  /** The node's gas price, for a call that names no fee. */
  gasPrice: bigint;
}
