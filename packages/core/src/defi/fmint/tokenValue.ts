/**
 * docs/fmint.md#value: what an amount of a token is worth, amount × price ÷ 10^priceDecimals, rounded down. With
 * the devnet's 18-decimal tokens and prices this is USD with 18 decimals.
 */
export function tokenValue(amount: bigint, price: bigint, priceDecimals: number): bigint {
  return (amount * price) / 10n ** BigInt(priceDecimals);
}

/** The amount of a token that is worth `value` (the inverse of tokenValue), rounded down or up; 0 without a price. */
export function amountForValue(
  value: bigint,
  price: bigint,
  priceDecimals: number,
  rounding: 'down' | 'up' = 'down',
): bigint {
  if (price <= 0n || value <= 0n) return 0n;
  const scaled = value * 10n ** BigInt(priceDecimals);
  const quotient = scaled / price;
  return rounding === 'up' && scaled % price !== 0n ? quotient + 1n : quotient;
}
