import { Alert, Button, Stack } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A message that stops the user, announced as an alert, with the one thing to do about it (Retry, Close) below it
 * as a small button.
 */
export function ActionAlert({
  color,
  title,
  testId,
  action,
  children,
}: {
  color: 'yellow' | 'red';
  title?: string | undefined;
  testId?: string | undefined;
  action: { label: string; onClick: () => void };
  children: ReactNode;
}) {
  return (
    <Alert color={color} role="alert" data-testid={testId} {...(title ? { title } : {})}>
      <Stack gap="xs" align="flex-start">
        {children}
        <Button size="xs" variant="default" onClick={action.onClick}>
          {action.label}
        </Button>
      </Stack>
    </Alert>
  );
}
