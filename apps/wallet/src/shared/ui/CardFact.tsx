import { Stack, Text } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';

/**
 * One labelled fact on a list's card, the phone's form of a table row: the column's label small and dimmed above
 * the row's value. `valueProps` fit the value: a block for a value that holds elements of its own, `dir="auto"`
 * for text from the chain.
 */
export function CardFact({
  label,
  value,
  testId,
  valueProps,
}: {
  label: string;
  value: ReactNode;
  testId?: string | undefined;
  valueProps?: { component?: 'div'; dir?: 'auto'; style?: CSSProperties };
}) {
  return (
    <Stack gap={0} data-testid={testId}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" {...valueProps}>
        {value}
      </Text>
    </Stack>
  );
}
