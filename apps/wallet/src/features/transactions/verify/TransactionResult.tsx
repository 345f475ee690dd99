import { MESSAGES } from '@fantom-wallet/core';
import { Card, Group, Loader, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconClock, IconX } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ExplorerLink } from '../../../shared/ui/ExplorerLink.tsx';

/** What is known about a sent transaction: the chain's verdict, or an error message when the check failed. */
export type ResultStatus =
  | { status: 'verifying' }
  | { status: 'success' }
  | { status: 'failed' }
  | { status: 'timeout' }
  | { status: 'error'; message: string };

/**
 * What became of a submitted transaction: 'Verifying Transaction' while pending, the flow's success title,
 * 'Transaction Error' when it reverted, 'Error' with the message when the check failed, and after 120 s a 'still
 * pending' note with the hash. `actions` are the flow's next steps.
 */
export function TransactionResult({
  hash,
  result,
  successTitle,
  successText,
  actions,
}: {
  hash: `0x${string}`;
  result: ResultStatus;
  successTitle?: string;
  successText?: ReactNode;
  actions?: ReactNode;
}) {
  const { t } = useTranslation();
  const view = {
    verifying: {
      title: t('transactions.verifying'),
      color: 'blue',
      icon: <Loader size="sm" color="white" />,
    },
    success: { title: successTitle ?? t('transactions.success'), color: 'green', icon: <IconCheck /> },
    failed: { title: MESSAGES.transactionError, color: 'red', icon: <IconX /> },
    error: { title: t('transactions.errorTitle'), color: 'red', icon: <IconAlertTriangle /> },
    timeout: { title: t('transactions.stillPending'), color: 'yellow', icon: <IconClock /> },
  }[result.status];

  return (
    <Card withBorder component="section" aria-labelledby="result-title">
      <Stack>
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon color={view.color} radius="xl" size="lg" aria-hidden>
            {view.icon}
          </ThemeIcon>
          <div role="status">
            <Title order={2} size="h3" id="result-title">
              {view.title}
            </Title>
          </div>
        </Group>
        {result.status === 'success' && successText}
        {result.status === 'verifying' && <Text size="sm">{t('transactions.verifyingText')}</Text>}
        {result.status === 'failed' && <Text size="sm">{t('transactions.failedText')}</Text>}
        {result.status === 'error' && (
          <Text size="sm" role="alert">
            {result.message}
          </Text>
        )}
        {result.status === 'timeout' && <Text size="sm">{t('transactions.stillPendingText')}</Text>}
        <Stack gap={2}>
          <Text size="sm" c="dimmed">
            {t('transactions.hash')}
          </Text>
          <Text size="sm" ff="monospace" style={{ wordBreak: 'break-all' }} data-testid="transaction-hash">
            <ExplorerLink kind="tx" id={hash} label={t('transactions.openInExplorer')}>
              {hash}
            </ExplorerLink>
          </Text>
        </Stack>
        {actions && <Group>{actions}</Group>}
      </Stack>
    </Card>
  );
}
