import type { TransactionCall } from '@fantom-wallet/core';

/**
 * A call as it will be signed, for the simulation (docs/simulation.md#how-the-api-simulates): the confirmation's
 * prepared gas limit, gas price and nonce once it has them. Without them the API uses the node's gas price (a
 * call that could not be prepared, e.g. one the node's estimate says reverts).
 */
export interface SimulatedCall extends TransactionCall {
  gas?: bigint | undefined;
  /** Legacy: the gas price. With `maxPriorityFeePerGas`: the max fee per gas of an EIP-1559 transaction. */
  gasPrice?: bigint | undefined;
  maxPriorityFeePerGas?: bigint | undefined;
  nonce?: number | undefined;
}

/**
 * The calls of a flow as they will be signed: this step's as prepared, the later ones at the same price with the
 * nonces after it (their gas limits are estimated when their turn comes).
 */
export function simulatedCalls(first: SimulatedCall, later: readonly TransactionCall[]): SimulatedCall[] {
  return [
    first,
    ...later.map((call, i) => ({
      ...call,
      gasPrice: first.gasPrice,
      maxPriorityFeePerGas: first.maxPriorityFeePerGas,
      nonce: first.nonce === undefined ? undefined : first.nonce + i + 1,
    })),
  ];
}
