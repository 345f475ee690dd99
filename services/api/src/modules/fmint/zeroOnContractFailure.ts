import { BaseError } from 'viem';
import { NodeUnavailableError } from '../../errors/NodeUnavailableError.ts';

/**
 * The public API answers 0 where an fMint amount cannot be read (a token the contract does not know, a call that
 * reverts). A node that is down is still reported as such, not hidden behind a 0.
 */
export function zeroOnContractFailure(read: Promise<bigint>): Promise<bigint> {
  return read.catch((error: unknown) => {
    const nodeDown =
      error instanceof NodeUnavailableError ||
      (error instanceof BaseError && error.walk((e) => e instanceof NodeUnavailableError) !== null);
    if (nodeDown) throw error;
    return 0n;
  });
}
