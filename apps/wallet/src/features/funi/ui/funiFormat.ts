import { formatAmount, tokenDisplayDecimals, UNISWAP } from '@fantom-wallet/core';
import type { FuniToken } from '../data/FuniPair.ts';

/** An amount of a token with the display decimals of its price (docs/funi.md#pools). */
export function showAmount(value: bigint, token: FuniToken, withSymbol = true): string {
  return formatAmount(value, {
    decimals: token.decimals,
    fractionDigits: Math.min(token.decimals, tokenDisplayDecimals(token.price)),
    ...(withSymbol ? { symbol: token.symbol } : {}),
  });
}

/** A price scaled by 10^18 with the 4 fraction digits prices show (docs/funi.md#prices). */
export function showPrice(price: bigint): string {
  return formatAmount(price, { decimals: 18, fractionDigits: UNISWAP.priceDigits, rounding: 'half-up' });
}

/** Hundredths of a percent as '0.99 %'. */
export function showPercent(hundredths: bigint): string {
  const sign = hundredths < 0n ? '-' : '';
  const abs = hundredths < 0n ? -hundredths : hundredths;
  return `${sign}${formatAmount(abs, { decimals: 2, fractionDigits: UNISWAP.percentDigits })} %`;
}
