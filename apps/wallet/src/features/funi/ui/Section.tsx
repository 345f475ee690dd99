import { Card, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A titled card of the pair detail (Pair Stats, Pair information, Transactions). */
export function Section({
  title,
  gap = 'sm',
  children,
}: {
  title: string;
  gap?: 'xs' | 'sm';
  children: ReactNode;
}) {
  return (
    <Card withBorder>
      <Stack gap={gap}>
        <Text fw={700} component="h2" size="lg">
          {title}
        </Text>
        {children}
      </Stack>
    </Card>
  );
}
