import { gasLimitFromEstimate } from '@fantom-wallet/core';

/**
 * The gas limit of a site's transaction (docs/extension.md#site-requests): the site's own `gas` when it covers
 * the node's estimate, else the wallet's rule (the estimate plus its margin). A site cannot make a transaction
 * fail for want of gas; it may give more than the wallet would.
 */
export function siteGasLimit(siteGas: bigint | undefined, estimate: bigint): bigint {
  return siteGas !== undefined && siteGas >= estimate ? siteGas : gasLimitFromEstimate(estimate);
}
