import { fiatValue, formatAmount, formatAmountFull, PRICE_DECIMALS } from '@fantom-wallet/core';
import { Text, type TextProps, Tooltip } from '@mantine/core';
import { useSettingsStore } from '../../storage/settings/useSettingsStore.ts';

/** An FTM (or token) amount with the user's fraction digits; the tooltip shows full precision (up to 18 decimals). */
export function Amount({
  value,
  symbol = 'FTM',
  decimals = 18,
  ...textProps
}: { value: bigint; symbol?: string; decimals?: number } & TextProps) {
  const fractionDigits = useSettingsStore((s) => s.fractionDigits);
  return (
    <Tooltip label={formatAmountFull(value, decimals, symbol)} withinPortal>
      <Text span {...textProps} style={{ fontVariantNumeric: 'tabular-nums' }}>
        {formatAmount(value, { decimals, fractionDigits, symbol })}
      </Text>
    </Tooltip>
  );
}

/** The fiat value of a wei amount at `price` (scaled by 10^PRICE_DECIMALS), or a dash while the price is unknown. */
export function FiatAmount({
  value,
  price,
  currency,
  ...textProps
}: { value: bigint; price: bigint | null; currency: string } & TextProps) {
  const text =
    price === null
      ? '–'
      : formatAmount(fiatValue(value, price), {
          decimals: PRICE_DECIMALS,
          fractionDigits: 2,
          rounding: 'half-up',
          symbol: currency,
        });
  return (
    <Text span {...textProps} style={{ fontVariantNumeric: 'tabular-nums' }}>
      {text}
    </Text>
  );
}
