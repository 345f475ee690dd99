import type { TransactionCall } from './TransactionCall.ts';

/** A legacy (type-0) EIP-155 transaction ready to sign, with its fee for display and balance checks. */
export interface PreparedTransaction extends TransactionCall {
  gas: bigint;
  gasPrice: bigint;
  nonce: number;
  chainId: number;
  /** gasPrice × gas. */
  fee: bigint;
}
