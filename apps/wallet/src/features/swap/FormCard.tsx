import { Card, Stack } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * The card of a swap or liquidity form, itself the `<form>`: Enter or the submit button calls `onSubmit`, which
 * goes on to the confirmation, never a page load.
 */
export function FormCard({
  label,
  onSubmit,
  children,
}: {
  label: string;
  onSubmit: () => void;
  children: ReactNode;
}) {
  return (
    <Card
      withBorder
      component="form"
      aria-label={label}
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      <Stack gap="md">{children}</Stack>
    </Card>
  );
}
