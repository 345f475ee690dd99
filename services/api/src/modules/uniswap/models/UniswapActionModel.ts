import type { Address, Hash } from 'viem';

/** An indexed Swap (type 0), Mint (1, add) or Burn (2, remove) of a pair, with exact amounts. */
export interface UniswapActionModel {
  /** blockNumber << 20 | logIndex: the list's order and cursor. */
  ordinal: number;
  logIndex: number;
  pairAddress: Address;
  transactionHash: Hash;
  /** The transaction's sender. */
  sender: Address;
  type: number;
  blockNr: bigint;
  time: bigint;
  amount0in: bigint;
  amount0out: bigint;
  amount1in: bigint;
  amount1out: bigint;
}
