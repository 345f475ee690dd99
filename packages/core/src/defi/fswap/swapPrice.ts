import { FSWAP } from './FSWAP.ts';

/**
 * The price line (docs/fswap.md#price): how many `to` one whole `from` is worth at the tokens' USD prices, with
 * 4 fraction digits (rounded down), as a bigint scaled by 10^4; null when a price is missing or zero.
 */
export function swapPrice(
  from: { price: bigint; priceDecimals: number },
  to: { price: bigint; priceDecimals: number },
): bigint | null {
  if (from.price <= 0n || to.price <= 0n) return null;
  const scale = 10n ** BigInt(FSWAP.priceDigits);
  return (
    (from.price * 10n ** BigInt(to.priceDecimals) * scale) / (to.price * 10n ** BigInt(from.priceDecimals))
  );
}
