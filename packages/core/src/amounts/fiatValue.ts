/**
 * Value of `amount` (smallest unit of a token with `decimals`) at `price` (scaled by 10^PRICE_DECIMALS).
 * The result is fiat scaled by 10^PRICE_DECIMALS too: format it with
 * `formatAmount(v, { decimals: PRICE_DECIMALS, fractionDigits: 2, rounding: 'half-up' })`.
 */
export function fiatValue(amount: bigint, price: bigint, decimals = 18): bigint {
  return (amount * price) / 10n ** BigInt(decimals);
}
