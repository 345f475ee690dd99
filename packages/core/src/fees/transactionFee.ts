/** spec 2 §9: fee = gas price × gas. */
export function transactionFee(gasPrice: bigint, gasLimit: bigint): bigint {
  return gasPrice * gasLimit;
}
