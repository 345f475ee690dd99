import { Alert, Button, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Why a flow cannot go on (a limit, a missing contract, a transaction still pending), with Close. */
export function StepNotice({
  color = 'yellow',
  title,
  children,
  onClose,
}: {
  color?: 'yellow' | 'red';
  title?: string;
  children: ReactNode;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Alert color={color} role="alert" {...(title ? { title } : {})}>
      <Stack gap="xs" align="flex-start">
        {children}
        <Button size="xs" variant="default" onClick={onClose}>
          {t('transactions.steps.close')}
        </Button>
      </Stack>
    </Alert>
  );
}
