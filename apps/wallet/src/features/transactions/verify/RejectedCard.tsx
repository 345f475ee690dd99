import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * 'Transaction rejected': the user refused to sign (in the wallet's window, on a device or in an external wallet),
 * so nothing was sent. A flow's reject route shows it with Continue back to where the flow began; a flow running
 * in a window shows it in place with the step engine's own actions (Close, Try again).
 */
export function RejectedCard({
  message,
  actions,
  onContinue,
}: {
  /** What the signer said, when it said more than 'rejected'. */
  message?: string | undefined;
  /** The actions; default: Continue. */
  actions?: ReactNode;
  onContinue?: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Card withBorder component="section" aria-labelledby="rejected-title">
      <Stack align="flex-start">
        <Title order={2} size="h3" id="rejected-title" c="red">
          {t('transactions.steps.rejectedTitle')}
        </Title>
        {message && (
          <Text size="sm" role="alert">
            {message}
          </Text>
        )}
        <Text size="sm">
          {t(actions ? 'transactions.steps.rejectedText' : 'transactions.steps.nothingSent')}
        </Text>
        <Group>
          {actions ?? (
            <Button onClick={onContinue} data-autofocus>
              {t('transactions.steps.continue')}
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
