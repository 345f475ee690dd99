import { fiatValue, formatAmount, formatAmountFull, PRICE_DECIMALS } from '@fantom-wallet/core';
import { Text, type TextProps, Tooltip } from '@mantine/core';
import { useRef, useState } from 'react';
import { useSettingsStore } from '../../storage/settings/useSettingsStore.ts';
import { ChainText } from './ChainText.tsx';
import { chainLabel } from './chainLabel.ts';

/**
 * An FTM (or token) amount with the user's fraction digits; the tooltip shows full precision (up to 18 decimals).
 * A token's symbol is chain text: it shows through `<ChainText>`, so it can neither reorder the number nor run on.
 *
 * The tooltip exists only while the pointer is over the amount. A mounted Mantine tooltip renders its target and
 * its portal a second time as it mounts, inside React's commit: with two amounts in the account page's balance cards
 * and one per row in the tables, that was a share of the longest tasks of a page's first load.
 */
export function Amount({
  value,
  symbol = 'FTM',
  decimals = 18,
  ...textProps
}: { value: bigint; symbol?: string; decimals?: number } & TextProps) {
  const fractionDigits = useSettingsStore((s) => s.fractionDigits);
  // Typed as Text types its ref (a paragraph), though it renders a span here.
  const amount = useRef<HTMLParagraphElement>(null);
  const [pointedAt, setPointedAt] = useState(false);
  return (
    <>
      <Text
        span
        ref={amount}
        onMouseEnter={() => setPointedAt(true)}
        onMouseLeave={() => setPointedAt(false)}
        {...textProps}
        style={{ fontVariantNumeric: 'tabular-nums' }}
      >
        {formatAmount(value, { decimals, fractionDigits })}
        {symbol !== '' && (
          <>
            {' '}
            <ChainText text={symbol} kind="symbol" expandable={false} />
          </>
        )}
      </Text>
      {pointedAt && (
        <Tooltip
          label={formatAmountFull(value, decimals, chainLabel(symbol, 'symbol'))}
          target={amount}
          opened
          withinPortal
        />
      )}
    </>
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
