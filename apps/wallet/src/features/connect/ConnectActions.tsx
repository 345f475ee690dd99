import { Button, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The foot of a connector's window: Back on the left, the step's own actions (if any) on the right. */
export function ConnectActions({ onBack, children }: { onBack: () => void; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between">
      <Button variant="default" onClick={onBack}>
        {t('transactions.back')}
      </Button>
      {children}
    </Group>
  );
}
