import { Card, Text } from '@mantine/core';
import { Amount, FiatAmount } from './Amount.tsx';

/**
 * A labelled balance in FTM with its fiat value below; a dash while it is not known yet, on a card as tall as it
 * will be once it is (the fiat line's place kept), so nothing below moves when the balance arrives.
 */
export function BalanceCard({
  label,
  value,
  price,
  currency,
}: {
  label: string;
  value: bigint | undefined;
  price: bigint | null;
  currency: string;
}) {
  return (
    <Card withBorder>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      {value === undefined ? (
        <>
          <Text size="xl" fw={700}>
            –
          </Text>
          <Text c="dimmed" aria-hidden>
            &nbsp;
          </Text>
        </>
      ) : (
        <>
          <Amount value={value} size="xl" fw={700} />
          <FiatAmount value={value} price={price} currency={currency} c="dimmed" display="block" />
        </>
      )}
    </Card>
  );
}
