import type { Address, Hex } from 'viem';

/** The fee fields of a transaction: a legacy gas price, or EIP-1559's maximum fee and tip. */
export type CallFees = { gasPrice: bigint } | { maxFeePerGas: bigint; maxPriorityFeePerGas: bigint };

/** One call to simulate, checked, as the transaction that will be signed carries it. */
export interface SimulationCall {
  /** Null creates a contract. */
  to: Address | null;
  value: bigint;
  data: Hex;
  /** Null: as much as the balance pays for, up to the block's limit (a later step not yet estimated). */
  gas: bigint | null;
  /** Null: the node's current gas price (never zero: a contract could tell). */
  fees: CallFees | null;
  nonce: bigint | null;
}

/** The most one gas unit of the call can cost the sender. */
export const maxPricePerGas = (fees: CallFees): bigint =>
  'gasPrice' in fees ? fees.gasPrice : fees.maxFeePerGas;
