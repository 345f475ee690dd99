import { MESSAGES } from '@fantom-wallet/core';
import { Card, Group, Loader, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconClock, IconX } from '@tabler/icons-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/errorMessage.ts';
import { ExplorerLink } from '../../../shared/ui/ExplorerLink.tsx';
import { useVerifyTransaction } from './useVerifyTransaction.ts';

/**
 * What became of a submitted transaction (spec 2 §8): 'Verifying Transaction' while pending, the flow's
 * success title, 'Transaction Error' on status ≠ 1, 'Error' with the message when the check fails, and after
 * 120 s a 'still pending' note with the hash (ERRATA). `actions` are the flow's next steps.
 */
export function TransactionResult({
  from,
  hash,
  successTitle,
  successText,
  actions,
  onSettled,
}: {
  from: string;
  hash: `0x${string}`;
  successTitle?: string;
  successText?: ReactNode;
  actions?: ReactNode;
  /** Called once the outcome is known (e.g. a 'Next Step' that continues on success). */
  onSettled?: (status: 'success' | 'failed' | 'timeout' | 'error') => void;
}) {
  const { t } = useTranslation();
  const state = useVerifyTransaction(from, hash);
  const settled = useRef(onSettled);
  settled.current = onSettled;
  useEffect(() => {
    if (state.status !== 'verifying') settled.current?.(state.status);
  }, [state.status]);
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
  }[state.status];

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
        {state.status === 'success' && successText}
        {state.status === 'verifying' && <Text size="sm">{t('transactions.verifyingText')}</Text>}
        {state.status === 'failed' && <Text size="sm">{t('transactions.failedText')}</Text>}
        {state.status === 'error' && (
          <Text size="sm" role="alert">
            {errorMessage(state.error, t)}
          </Text>
        )}
        {state.status === 'timeout' && <Text size="sm">{t('transactions.stillPendingText')}</Text>}
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
