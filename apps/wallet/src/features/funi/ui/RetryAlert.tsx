import { Alert, Button, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** What failed to load, in place, with a way to ask again (docs/funi.md#pair-detail). */
export function RetryAlert({
  children,
  onRetry,
  testId,
}: {
  children: ReactNode;
  onRetry: () => void;
  testId?: string;
}) {
  const { t } = useTranslation();
  return (
    <Alert color="red" role="alert" data-testid={testId}>
      <Stack gap="xs" align="flex-start">
        {children}
        <Button size="xs" variant="default" onClick={onRetry}>
          {t('funi.retry')}
        </Button>
      </Stack>
    </Alert>
  );
}
