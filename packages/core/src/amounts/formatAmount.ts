import { groupThousands } from './groupThousands.ts';

export interface FormatAmountOptions {
  /** Decimals of the token (18 for FTM). */
  decimals?: number;
  /** Fraction digits shown, 0–18 (the settings offer 1–6, default 2). */
  fractionDigits?: number;
  /** Appended after a space, e.g. 'FTM'. */
  symbol?: string;
  /**
   * 'down' (default) never shows more than there is, which matters for balances and maximums;
   * 'half-up' is the usual rounding for prices and fiat values.
   */
  rounding?: 'down' | 'half-up';
}

/** Formats an amount in the smallest unit for display: formatAmount(10_000n * 10n ** 18n) → '10,000.00'. */
export function formatAmount(value: bigint, options: FormatAmountOptions = {}): string {
  const decimals = options.decimals ?? 18;
  const digits = Math.min(18, Math.max(0, Math.trunc(options.fractionDigits ?? 2)));
  const negative = value < 0n;
  const abs = negative ? -value : value;
  // scale to `digits` fraction digits
  let scaled: bigint;
  if (digits >= decimals) {
    scaled = abs * 10n ** BigInt(digits - decimals);
  } else {
    const divisor = 10n ** BigInt(decimals - digits);
    scaled = abs / divisor;
    if (options.rounding === 'half-up' && (abs % divisor) * 2n >= divisor) scaled += 1n;
  }
  const text = scaled.toString().padStart(digits + 1, '0');
  const whole = groupThousands(text.slice(0, text.length - digits));
  const fraction = digits > 0 ? `.${text.slice(text.length - digits)}` : '';
  const sign = negative && scaled !== 0n ? '-' : '';
  return `${sign}${whole}${fraction}${options.symbol ? ` ${options.symbol}` : ''}`;
}
