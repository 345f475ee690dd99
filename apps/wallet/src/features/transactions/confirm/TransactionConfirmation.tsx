import { formatAmount, MESSAGES, type TransactionCall } from '@fantom-wallet/core';
import { Alert, Button, Card, Group, Loader, PasswordInput, Stack, Table, Text, Title } from '@mantine/core';
import { type FormEvent, type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/errorMessage.ts';
import { useActiveNetwork } from '../../../shared/network/useActiveNetwork.ts';
import type { Account } from '../../../storage/accounts/Account.ts';
import { useSettingsStore } from '../../../storage/settings/useSettingsStore.ts';
import { usePreparedCall } from '../prepare/usePreparedCall.ts';
import { submitTransaction } from './submitTransaction.ts';
import { transactionPipelineFor } from './transactionPipelineFor.ts';
import { useRefreshAfterSend } from './useRefreshAfterSend.ts';
import { useRememberedPassword } from './useRememberedPassword.ts';

export interface ConfirmationRow {
  label: string;
  value: ReactNode;
}

/**
 * The confirmation every flow shares (spec 2 §4.4, §4.5): prepares the call when it opens, lists the rows and
 * the max fee, asks for the keystore password unless the signer remembers it, signs, sends and records.
 * A second click while sending does nothing; any failure is shown here and the user can try again.
 */
export function TransactionConfirmation({
  account,
  call,
  rows,
  gasPrice,
  gasLimit,
  flow,
  step,
  remember,
  title,
  submitLabel,
  passwordLabel,
  onSubmitted,
  onCancel,
}: {
  account: Account;
  /** Memoise it: a new object prepares again. */
  call: TransactionCall;
  rows: ConfirmationRow[];
  gasPrice?: bigint | undefined;
  gasLimit?: bigint | undefined;
  flow: string;
  step?: string;
  remember?: { seconds: number; uses: number };
  title?: string;
  submitLabel?: string;
  /** The flow's password prompt (spec 2 §2.3, e.g. 'Please enter your wallet password to delegate your FTM'). */
  passwordLabel?: string;
  onSubmitted: (result: { hash: `0x${string}`; nonce: number }) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const network = useActiveNetwork();
  const fractionDigits = useSettingsStore((s) => s.fractionDigits);
  const from = account.address as `0x${string}`;
  const isKeystore = account.type === 'keystore';
  const prepared = usePreparedCall(from, call, { gasPrice, gasLimit });
  const { remembered, recheck } = useRememberedPassword(from, isKeystore);
  const refresh = useRefreshAfterSend();
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const [sendError, setSendError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // A ref, not state: two clicks in one frame both see the state before re-render.
  const sending = useRef(false);

  const needsPassword = isKeystore && remembered === false;
  const ready = prepared.status === 'ready' && prepared.prepared.ok;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending.current || prepared.status !== 'ready' || !prepared.prepared.ok || !isKeystore) return;
    if (needsPassword && password === '') {
      setPasswordError(MESSAGES.passwordRequired);
      return;
    }
    sending.current = true;
    setBusy(true);
    setSendError(null);
    setPasswordError(null);
    try {
      const result = await submitTransaction(transactionPipelineFor(network), {
        from,
        transaction: prepared.prepared.transaction,
        ...(needsPassword ? { password } : {}),
        ...(remember ? { remember } : {}),
        flow,
        ...(step === undefined ? {} : { step }),
      });
      refresh(from);
      onSubmitted(result);
    } catch (error) {
      const message = errorMessage(error, t);
      if (message === MESSAGES.badKeystore || message === MESSAGES.passwordRequired)
        setPasswordError(message);
      else setSendError(message);
      recheck();
      prepared.reload();
    } finally {
      sending.current = false;
      setBusy(false);
    }
  };

  const feeRow: ConfirmationRow = {
    label: t('transactions.maxFee'),
    value:
      prepared.status === 'ready'
        ? formatAmount(prepared.prepared.ok ? prepared.prepared.transaction.fee : 0n, {
            decimals: 18,
            fractionDigits: Math.max(fractionDigits, 6),
            symbol: 'FTM',
          })
        : '…',
  };

  return (
    <Card withBorder component="section" aria-labelledby="confirm-title">
      <form onSubmit={submit} noValidate>
        <Stack>
          <Title order={2} size="h3" id="confirm-title">
            {title ?? t('transactions.confirmTitle')}
          </Title>
          <Table variant="vertical" layout="fixed" withTableBorder>
            <Table.Tbody>
              {[...rows, feeRow].map((row) => (
                <Table.Tr key={row.label}>
                  <Table.Th w={{ base: 110, sm: 160 }}>{row.label}</Table.Th>
                  <Table.Td style={{ wordBreak: 'break-all' }}>{row.value}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          {prepared.status === 'loading' && (
            <Group gap="xs" role="status">
              <Loader size="sm" aria-hidden />
              <Text size="sm">{t('transactions.preparing')}</Text>
            </Group>
          )}
          {prepared.status === 'ready' && !prepared.prepared.ok && (
            <Alert color="red" role="alert" title={MESSAGES.transactionError}>
              {prepared.prepared.error}
            </Alert>
          )}
          {prepared.status === 'error' && (
            <Alert color="red" role="alert" title={t('transactions.errorTitle')}>
              <Stack gap="xs" align="flex-start">
                <Text size="sm">{errorMessage(prepared.error, t)}</Text>
                <Button size="xs" variant="default" onClick={prepared.reload}>
                  {t('transactions.retry')}
                </Button>
              </Stack>
            </Alert>
          )}
          {!isKeystore && (
            <Alert color="yellow" role="alert">
              {t('transactions.unsupportedWallet')}
            </Alert>
          )}
          {needsPassword && (
            <PasswordInput
              label={passwordLabel ?? t('transactions.password')}
              value={password}
              onChange={(e) => {
                setPassword(e.currentTarget.value);
                setPasswordError(null);
              }}
              error={passwordError ?? undefined}
              errorProps={{ role: 'alert' }}
              autoComplete="current-password"
              maxLength={400}
              data-autofocus
            />
          )}
          {!needsPassword && passwordError && (
            <Alert color="red" role="alert">
              {passwordError}
            </Alert>
          )}
          {isKeystore && remembered === true && (
            <Text size="sm" c="dimmed">
              {t('transactions.passwordRemembered')}
            </Text>
          )}
          {sendError && (
            <Alert color="red" role="alert" title={t('transactions.sendFailed')}>
              {sendError}
            </Alert>
          )}
          <Group justify="space-between">
            <Button variant="default" onClick={onCancel} disabled={busy}>
              {t('transactions.back')}
            </Button>
            <Button type="submit" loading={busy} disabled={!ready || !isKeystore || remembered === undefined}>
              {submitLabel ?? t('transactions.confirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
