import { fmintDisplayDecimals, formatAmount } from '@fantom-wallet/core';

/** A DeFi token amount with decimals by its price (docs/fmint.md#display), rounded down, with its symbol. */
export function formatToken(
  amount: bigint,
  token: { decimals: number; price: bigint; priceDecimals: number; symbol?: string },
  withSymbol = true,
): string {
  return formatAmount(amount, {
    decimals: token.decimals,
    fractionDigits: fmintDisplayDecimals(token.price, token.priceDecimals),
    ...(withSymbol && token.symbol ? { symbol: token.symbol } : {}),
  });
}

/** A USD value of 18 decimals ('$1,234.56'), `digits` fraction digits. */
export function formatUsd(value: bigint, digits = 2): string {
  return `$${formatAmount(value, { decimals: 18, fractionDigits: digits, rounding: 'half-up' })}`;
}

/** Basis points as a percentage ('638.25 %'). */
export function formatBps(bps: bigint): string {
  return `${formatAmount(bps, { decimals: 2, fractionDigits: 2 })} %`;
}
