import { keccak256 } from 'viem/utils';
import type { Hash } from '../types/Hash.ts';
import type { Hex } from '../types/Hex.ts';

/**
 * The hash a signed transaction will have on chain (keccak256 of its raw bytes), known before it is broadcast:
 * whoever waits for the answer can be told which transaction is on its way even if the broadcast's answer is lost.
 */
export function signedTransactionHash(signed: Hex): Hash {
  return keccak256(signed);
}
