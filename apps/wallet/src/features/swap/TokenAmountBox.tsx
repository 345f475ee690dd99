import { Group, Stack, Text } from '@mantine/core';
import type { ComponentProps } from 'react';
import { AmountInput } from '../../shared/ui/AmountInput.tsx';
import { TokenPicker } from '../../shared/ui/TokenPicker.tsx';

/**
 * One side of a two-token form (a swap's From and To, fSwap's too, and liquidity's A and B): its heading with the
 * wallet's balance of the chosen token, the token picker and the amount.
 */
export function TokenAmountBox({
  title,
  balance,
  balanceTestId,
  picker,
  amount,
}: {
  title: string;
  /** 'Balance: 12.00 FTM', or null while no token is chosen. */
  balance: string | null;
  balanceTestId: string;
  picker: ComponentProps<typeof TokenPicker>;
  amount: ComponentProps<typeof AmountInput>;
}) {
  return (
    <Stack gap={6}>
      <Group justify="space-between">
        <Text fw={600}>{title}</Text>
        {balance !== null && (
          <Text size="sm" c="dimmed" data-testid={balanceTestId}>
            {balance}
          </Text>
        )}
      </Group>
      <Group align="flex-start" wrap="nowrap" gap="sm">
        <TokenPicker {...picker} />
        <div style={{ flex: 1, minWidth: 0 }}>
          <AmountInput {...amount} />
        </div>
      </Group>
    </Stack>
  );
}
