import { GAS } from './GAS.ts';

/**
 * docs/transactions.md#gas-price: 2 × the reported price if that is below the maximum (30 gwei), otherwise
 * the reported price; never below the minimum 1.5 gwei.
 */
export function gasPriceToUse(reportedGasPrice: bigint): bigint {
  const doubled = reportedGasPrice * 2n;
  const price = doubled < GAS.maxPrice ? doubled : reportedGasPrice;
  return price < GAS.minPrice ? GAS.minPrice : price;
}
