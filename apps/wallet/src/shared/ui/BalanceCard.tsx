import { Card, Text } from '@mantine/core';
import { Amount, FiatAmount } from './Amount.tsx';

/** A labelled balance in FTM with its fiat value below; a dash while it is not known yet. */
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
        <Text size="xl">–</Text>
      ) : (
        <>
          <Amount value={value} size="xl" fw={700} />
          <FiatAmount value={value} price={price} currency={currency} c="dimmed" display="block" />
        </>
      )}
    </Card>
  );
}
