/** docs/transactions.md#fee-and-reserve: fee = gas price × gas. */
export function transactionFee(gasPrice: bigint, gasLimit: bigint): bigint {
  return gasPrice * gasLimit;
}
