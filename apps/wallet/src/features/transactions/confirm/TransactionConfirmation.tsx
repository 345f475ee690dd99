import { formatAmount, MESSAGES, type PreparedTransaction, type TransactionCall } from '@fantom-wallet/core';
import { Alert, Button, Card, Group, Loader, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { type FormEvent, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/errorMessage.ts';
import { DecisionBar } from '../../../shared/ui/DecisionBar.tsx';
import { isUserRejection, useSigner } from '../../../signers/index.ts';
import type { Account } from '../../../storage/accounts/Account.ts';
import { useSettingsStore } from '../../../storage/settings/useSettingsStore.ts';
import { type SimulatedCall, SimulationPanel } from '../../simulation/index.ts';
import { usePreparedCall } from '../prepare/usePreparedCall.ts';
import type { ConfirmationRow } from './ConfirmationRow.ts';
import { ConfirmationTable } from './ConfirmationTable.tsx';
import { DevicePrompt } from './DevicePrompt.tsx';
import { ExternalWalletPrompt } from './ExternalWalletPrompt.tsx';
import { isPasswordError } from './isPasswordError.ts';
import { useTransactionServices } from './TransactionServicesContext.ts';
import { useConfirmationRequest } from './useConfirmationRequest.ts';

/**
 * The confirmation every transaction shares: prepares the call when it opens (gas, price, nonce), lists the rows
 * and the max fee, asks what the account's signer needs (the keystore password unless remembered, a device or
 * an external wallet), and hands the prepared transaction to `onConfirm`, which sends it. A second click while
 * sending does nothing; a wrong password shows under the field, a refusal to sign goes to the flow's reject
 * message (`onRejected`), any other failure shows above the buttons, and the user can try again.
 */
export function TransactionConfirmation({
  account,
  call,
  laterCalls,
  rows,
  gasPrice,
  gasLimit,
  maxPriorityFeePerGas,
  gasLimitIfEstimateFails,
  title,
  submitLabel,
  passwordLabel,
  cancelLabel,
  passwordScope,
  onConfirm,
  onCancel,
  onRejected,
  stickyDecision = false,
}: {
  account: Account;
  /** Memoise it: a new object prepares again. null: not built yet, the confirmation waits. */
  call: TransactionCall | null;
  /** A multi-step flow's calls after this one (memoise it): the simulation shows this step and all steps. */
  laterCalls?: readonly TransactionCall[] | undefined;
  rows: ConfirmationRow[];
  gasPrice?: bigint | undefined;
  gasLimit?: bigint | undefined;
  /** EIP-1559: the tip, with `gasPrice` as the max fee per gas (a site's fee fields). */
  maxPriorityFeePerGas?: bigint | undefined;
  /**
   * The gas limit to sign with when the node's estimate fails: the call can still be confirmed once the user
   * accepts the simulation's risk (a site's request). Without it a failed estimate blocks the confirmation.
   */
  gasLimitIfEstimateFails?: bigint | undefined;
  title?: string | undefined;
  submitLabel?: string | undefined;
  /** The flow's password prompt ('Please enter your wallet password to delegate your FTM'). */
  passwordLabel?: string | undefined;
  cancelLabel?: string | undefined;
  /**
   * The run of a multi-step flow this confirmation is a step of: a password the signer remembers for it is not
   * asked again. Without it (a single send, a site's request) the password is always asked.
   */
  passwordScope?: string | undefined;
  /** Sends the prepared transaction; rejects with what went wrong. */
  onConfirm: (prepared: PreparedTransaction, password: string | undefined) => Promise<void>;
  onCancel: () => void;
  /**
   * The user refused to sign (an external wallet, a device): the flow's reject message. Without it the refusal
   * shows above the buttons.
   */
  onRejected?: (() => void) | undefined;
  /** The password and the buttons stay on screen while the details scroll (the extension's small windows). */
  stickyDecision?: boolean;
}) {
  const { t } = useTranslation();
  const fractionDigits = useSettingsStore((s) => s.fractionDigits);
  const signer = useSigner(account);
  const prepared = usePreparedCall(account.address, call, {
    gasPrice,
    gasLimit,
    maxPriorityFeePerGas,
    gasLimitIfEstimateFails,
  });
  const { request, recheck } = useConfirmationRequest(signer, passwordScope);
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const [sendError, setSendError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [riskUnacknowledged, setRiskUnacknowledged] = useState(false); // docs/simulation.md#warnings
  const { transport } = useTransactionServices();
  // The simulation runs what will be signed: the prepared gas limit, price and nonce (docs/simulation.md). A call
  // that could not be prepared is still simulated, at the node's price, to say why.
  const preparedCall = prepared.status === 'ready' ? prepared.prepared : null;
  const simulated = useMemo((): SimulatedCall | null => {
    if (call === null || prepared.status === 'loading') return null;
    if (preparedCall === null || !preparedCall.ok) return call;
    const { gas, gasPrice, maxPriorityFeePerGas, nonce } = preparedCall.transaction;
    return { ...call, gas, gasPrice, maxPriorityFeePerGas, nonce };
  }, [call, prepared.status, preparedCall]);
  // A ref, not state: two clicks in one frame both see the state before re-render.
  const sending = useRef(false);

  const needsPassword = request?.kind === 'password' && !request.remembered;
  // An external wallet signs only once connected, on the active network's chain and on this account.
  const canSign =
    request !== undefined &&
    request.kind !== 'unavailable' &&
    !(request.kind === 'external' && request.blocked);
  const ready = prepared.status === 'ready' && prepared.prepared.ok && canSign && !riskUnacknowledged;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending.current || prepared.status !== 'ready' || !prepared.prepared.ok || !canSign) return;
    if (needsPassword && password === '') {
      setPasswordError(MESSAGES.passwordRequired);
      return;
    }
    sending.current = true;
    setBusy(true);
    setSendError(null);
    setPasswordError(null);
    try {
      await onConfirm(prepared.prepared.transaction, needsPassword ? password : undefined);
    } catch (error) {
      if (onRejected && isUserRejection(error)) {
        onRejected();
        return;
      }
      const message = errorMessage(error, t);
      if (isPasswordError(error)) setPasswordError(message);
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
    // A transaction that could not be prepared has no fee to show: never a made-up 0 (the alert below says why).
    value:
      prepared.status !== 'ready'
        ? '…'
        : prepared.prepared.ok
          ? formatAmount(prepared.prepared.transaction.fee, {
              decimals: 18,
              fractionDigits: Math.max(fractionDigits, 6),
              symbol: 'FTM',
            })
          : t('transactions.feeUnknown'),
  };

  return (
    // A sticky decision needs the card not to clip it.
    <Card
      withBorder
      component="section"
      aria-labelledby="confirm-title"
      style={stickyDecision ? { overflow: 'visible' } : undefined}
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          <Title order={2} size="h3" id="confirm-title">
            {title ?? t('transactions.confirmTitle')}
          </Title>
          <ConfirmationTable rows={[...rows, feeRow]} />
          <SimulationPanel
            transport={transport}
            from={account.address}
            call={simulated}
            laterCalls={laterCalls}
            onRiskChange={setRiskUnacknowledged}
          />
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
          {request?.kind === 'unavailable' && (
            <Alert color="yellow" role="alert">
              {t('transactions.unsupportedWallet')}
            </Alert>
          )}
          {request?.kind === 'device' && (
            <DevicePrompt request={request} rows={[...rows, feeRow]} signing={busy} />
          )}
          {request?.kind === 'external' && (
            <ExternalWalletPrompt
              request={request}
              onResolve={
                signer.resolveBlock && (() => signer.resolveBlock?.().finally(recheck) ?? Promise.resolve())
              }
            />
          )}
          <DecisionBar sticky={stickyDecision}>
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
            {request?.kind === 'password' && request.remembered && (
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
                {cancelLabel ?? t('transactions.back')}
              </Button>
              <Button type="submit" loading={busy} disabled={!ready}>
                {submitLabel ?? t('transactions.confirm')}
              </Button>
            </Group>
          </DecisionBar>
        </Stack>
      </form>
    </Card>
  );
}
