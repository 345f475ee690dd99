import { ActionIcon, Alert, Button, Code, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { IconShieldCheck } from '@tabler/icons-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Account } from '../../storage/accounts/Account.ts';
import { runVerification, type VerificationState } from './ledgerVerification.ts';

/**
 * The Verify on Ledger action of a Ledger wallet and its window: idle → verifying (the window; its buttons ignore
 * clicks) → complete, verified or not (docs/ledger.md#verify-on-ledger). `autoStart` starts it at once (Receive
 * with its verify flag).
 */
export default function VerifyOnLedger({
  account,
  autoStart = false,
  variant = 'icon',
}: {
  account: Extract<Account, { type: 'ledger' }>;
  autoStart?: boolean;
  variant?: 'icon' | 'button';
}) {
  const { t } = useTranslation();
  const [state, setState] = useState<VerificationState>({ status: 'idle' });
  const running = useRef<AbortController | null>(null);

  const start = useCallback(
    (choose: boolean) => {
      if (running.current) return;
      const controller = new AbortController();
      running.current = controller;
      void runVerification(account, { choose, signal: controller.signal, onState: setState }).finally(() => {
        if (running.current === controller) running.current = null;
      });
    },
    [account],
  );

  useEffect(() => {
    if (autoStart) start(false);
  }, [autoStart, start]);
  useEffect(() => () => running.current?.abort(), []);

  const close = () => {
    if (state.status === 'verifying') return;
    setState({ status: 'idle' });
  };
  const label = t('ledger.verify.action');

  return (
    <>
      {variant === 'icon' ? (
        <ActionIcon variant="subtle" onClick={() => start(true)} aria-label={label} title={label}>
          <IconShieldCheck size={18} aria-hidden />
        </ActionIcon>
      ) : (
        <Button
          variant="default"
          leftSection={<IconShieldCheck size={16} aria-hidden />}
          onClick={() => start(true)}
        >
          {label}
        </Button>
      )}
      <Modal
        opened={state.status !== 'idle'}
        onClose={close}
        withCloseButton={state.status === 'complete'}
        closeOnClickOutside={state.status === 'complete'}
        closeOnEscape={state.status === 'complete'}
        centered
        size={800}
        title={t('ledger.verify.title')}
      >
        <Stack>
          <Text size="sm">{t('ledger.verify.compare')}</Text>
          <Code block style={{ wordBreak: 'break-all' }}>
            {account.address}
          </Code>
          {state.status === 'verifying' && (
            <Group gap="xs" role="status" aria-live="polite">
              <Loader size="sm" aria-hidden />
              {state.message && <Text size="sm">{state.message}</Text>}
            </Group>
          )}
          {state.status === 'complete' &&
            (state.message ? (
              <Alert color="red" role="alert">
                {state.message}
              </Alert>
            ) : state.verified ? (
              <Alert color="green" role="status" title={t('ledger.verify.verified')}>
                {null}
              </Alert>
            ) : (
              <Alert color="red" role="alert" title={t('ledger.verify.notVerified')}>
                {t('ledger.verify.notVerifiedText')}
              </Alert>
            ))}
          <Group justify="flex-end">
            <Button onClick={close} disabled={state.status === 'verifying'}>
              {t('ledger.verify.close')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
