import type { TransactionCall } from './TransactionCall.ts';

/**
 * A transaction ready to sign, with its fee for display and balance checks: a legacy (type-0) EIP-155
 * transaction, or an EIP-1559 (type-2) one when `maxPriorityFeePerGas` is set (a site's fee fields on a network
 * with a base fee: fees/siteFees.ts).
 */
export interface PreparedTransaction extends TransactionCall {
  gas: bigint;
  /** Legacy: the price per gas. EIP-1559: the max fee per gas. Either way the most one gas can cost. */
  gasPrice: bigint;
  /** EIP-1559 only: the tip per gas (at most `gasPrice`). Absent: a legacy transaction. */
  maxPriorityFeePerGas?: bigint;
  nonce: number;
  chainId: number;
  /** gasPrice × gas: the most the transaction can cost in fees. */
  fee: bigint;
}
