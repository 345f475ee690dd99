import { Checkbox, PasswordInput, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WindowDecision } from './WindowDecision.tsx';

export interface SignFormProps {
  /** A loud warning is on screen: Sign waits for "I understand the risk". */
  risky: boolean;
  /**
   * Signs with the password typed (an empty one for a device); a failure's message is shown and the form stays.
   */
  onSign(password: string): Promise<void>;
  onCancel(): void;
  /** The account signs on this device (a Ledger): no password; the device is asked after Sign. */
  device?: string | undefined;
}

/**
 * The decision of a signature window (docs/extension.md#signatures): the password (always asked, as for a site's
 * transaction) or, for a Ledger account, where to confirm; "I understand the risk" when a warning is shown,
 * Cancel and Sign.
 */
export function SignForm({ risky, onSign, onCancel, device }: SignFormProps) {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const [understood, setUnderstood] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const ready = (device !== undefined || password.length > 0) && (!risky || understood);
  return (
    <WindowDecision
      error={error}
      errorTitle={t('extension.signFailed')}
      onCancel={onCancel}
      primary={t('extension.sign')}
      busy={busy}
      disabled={!ready}
      onPrimary={() => {
        setBusy(true);
        setError(null);
        onSign(password).then(
          () => setBusy(false),
          (failure: unknown) => {
            setBusy(false);
            setError(failure instanceof Error ? failure.message : String(failure));
          },
        );
      }}
    >
      {risky && (
        <Checkbox
          label={t('extension.understand')}
          checked={understood}
          onChange={(e) => setUnderstood(e.currentTarget.checked)}
        />
      )}
      {device === undefined ? (
        <PasswordInput
          label={t('extension.password')}
          value={password}
          onChange={(e) => {
            setPassword(e.currentTarget.value);
            setError(null);
          }}
          autoComplete="current-password"
          maxLength={400}
          data-autofocus
        />
      ) : (
        <Text size="sm" role="status">
          {t(busy ? 'extension.deviceSigning' : 'extension.deviceSign', { device })}
        </Text>
      )}
    </WindowDecision>
  );
}
