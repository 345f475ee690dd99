import { groupThousands } from './groupThousands.ts';

/**
 * Full precision for tooltips (docs/account.md#amounts-and-prices: up to 18 decimals): every significant
 * fraction digit, trailing zeros dropped, thousands grouped. formatAmountFull(1n) → '0.000000000000000001'.
 */
export function formatAmountFull(value: bigint, decimals = 18, symbol?: string): string {
  const negative = value < 0n;
  const text = (negative ? -value : value).toString().padStart(decimals + 1, '0');
  const whole = groupThousands(text.slice(0, text.length - decimals));
  const fraction = text.slice(text.length - decimals).replace(/0+$/, '');
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}${symbol ? ` ${symbol}` : ''}`;
}
