/** What one call of a simulation may cost the sender at most: the FTM it sends plus gas × gas price. */
export interface CallCost {
  value: bigint;
  gas: bigint;
  gasPrice: bigint;
}

/**
 * The index of the first call the balance cannot pay for (amount and maximum fee of it and of every call
 * before it), or null when all are covered. The node's own simulation runs without fees, and a plain send's
 * estimate answers 21000 even over balance, so this check is ours (docs/simulation.md#how-the-api-simulates).
 */
export function firstUnaffordableCall(balance: bigint, calls: readonly CallCost[]): number | null {
  let spent = 0n;
  for (const [index, call] of calls.entries()) {
    spent += call.value + call.gas * call.gasPrice;
    if (spent > balance) return index;
  }
  return null;
}
