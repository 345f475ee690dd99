import { GAS } from './GAS.ts';

/**
 * docs/transactions.md#gas-limit: 2000 is added to the node's estimate; without an estimate the default limit
 * (44,000) is used.
 */
export function gasLimitFromEstimate(estimate: bigint | undefined): bigint {
  return estimate === undefined ? GAS.defaultLimit : estimate + GAS.estimateMargin;
}
