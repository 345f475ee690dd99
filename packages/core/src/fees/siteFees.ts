import { GAS } from './GAS.ts';
import { gasPriceToUse } from './gasPriceToUse.ts';

/** The fee fields a site's transaction may carry (EIP-1474), in wei. */
export interface SiteFeeFields {
  gasPrice?: bigint | undefined;
  maxFeePerGas?: bigint | undefined;
  maxPriorityFeePerGas?: bigint | undefined;
}

/** What the network says about fees now: the latest block's base fee (null: no EIP-1559) and the API's price. */
export interface NetworkFees {
  baseFeePerGas: bigint | null;
  reportedGasPrice: bigint;
}

/**
 * The fees a site's transaction goes out with (docs/transactions.md#gas-price): `gasPrice` alone is legacy;
 * `maxPriorityFeePerGas` set makes it EIP-1559 with `gasPrice` as the max fee per gas. `clamped` says the site's
 * price was outside the bounds and was moved to the nearer one.
 */
export interface SiteFeeDecision {
  gasPrice: bigint;
  maxPriorityFeePerGas?: bigint;
  clamped?: 'low' | 'high';
}

/**
 * A site's fee fields, honoured within the wallet's gas price bounds (docs/transactions.md#gas-price): no lower
 * than the minimum 1.5 gwei (on an EIP-1559 network, nor than the latest base fee, which would never be mined), no
 * higher than the maximum 30 gwei or, when the network's own price is above it, the price the wallet itself would
 * pay. `maxFeePerGas` or `maxPriorityFeePerGas` give an EIP-1559 transaction where the latest block has a base fee;
 * elsewhere the max fee is the legacy price. Without any field the wallet's own rule applies: undefined.
 */
export function siteFees(site: SiteFeeFields, network: NetworkFees): SiteFeeDecision | undefined {
  const { gasPrice, maxFeePerGas, maxPriorityFeePerGas } = site;
  if (gasPrice === undefined && maxFeePerGas === undefined && maxPriorityFeePerGas === undefined)
    return undefined;
  const walletPrice = gasPriceToUse(network.reportedGasPrice);
  const high = walletPrice > GAS.maxPrice ? walletPrice : GAS.maxPrice;
  const eip1559 =
    network.baseFeePerGas !== null && (maxFeePerGas !== undefined || maxPriorityFeePerGas !== undefined);
  const baseFee = network.baseFeePerGas ?? 0n;
  const low = eip1559 && baseFee > GAS.minPrice ? baseFee : GAS.minPrice;
  // The node's price is the base fee plus the tip it suggests.
  const suggestedTip = network.reportedGasPrice > baseFee ? network.reportedGasPrice - baseFee : 0n;
  const asked = eip1559
    ? (maxFeePerGas ?? maxOf(walletPrice, baseFee + (maxPriorityFeePerGas ?? suggestedTip)))
    : (gasPrice ?? maxFeePerGas ?? walletPrice);
  const clamped = asked < low ? 'low' : asked > high ? 'high' : undefined;
  const price = clamped === 'low' ? low : clamped === 'high' ? high : asked;
  const decision: SiteFeeDecision = { gasPrice: price, ...(clamped ? { clamped } : {}) };
  if (!eip1559) return decision;
  const tip = maxPriorityFeePerGas ?? suggestedTip;
  return { ...decision, maxPriorityFeePerGas: tip < price ? tip : price };
}

const maxOf = (a: bigint, b: bigint) => (a > b ? a : b);
