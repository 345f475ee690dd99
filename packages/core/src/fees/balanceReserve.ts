import { GAS } from './GAS.ts';

/**
 * docs/transactions.md#fee-and-reserve: the remaining-balance reserve is min(2 × fee, one fee at the maximum
 * gas limit and price).
 */
export function balanceReserve(fee: bigint): bigint {
  const cap = GAS.maxLimit * GAS.maxPrice;
  const twice = fee * 2n;
  return twice < cap ? twice : cap;
}
