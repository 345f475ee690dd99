import { PRICE_DECIMALS } from './PRICE_DECIMALS.ts';

const UNIT = 10n ** BigInt(PRICE_DECIMALS);

/**
 * The DeFi token display rule (no docs page yet; it comes with the DeFi areas): how many decimals a token
 * amount is shown with, by the token's price (scaled by 10^18):
 * 0 gives 6, below 0.5 gives 1, below 100 gives 2, below 1000 gives 5, else 6.
 */
export function tokenDisplayDecimals(price: bigint): number {
  if (price === 0n) return 6;
  if (price * 2n < UNIT) return 1;
  if (price < 100n * UNIT) return 2;
  if (price < 1000n * UNIT) return 5;
  return 6;
}
