import { validatePassword, validatePasswordConfirmation } from '@fantom-wallet/core';
import { Button, Checkbox, PasswordInput, Stack, Text } from '@mantine/core';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The new-password step of create and restore (docs/wallets.md#password-rule): the password rule, re-entry,
 * and the confirmation checkbox whose wording depends on whether a keystore file is downloaded. Submit stays
 * disabled until all three are valid; errors are announced.
 */
export function PasswordForm({
  withKeystoreFile,
  submitLabel,
  busy,
  onSubmit,
}: {
  withKeystoreFile: boolean;
  submitLabel: string;
  busy: boolean;
  onSubmit: (password: string) => void;
}) {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [agreed, setAgreed] = useState(false);
  const [touched, setTouched] = useState({ password: false, confirmation: false });
  const checkboxId = useId();

  const passwordResult = validatePassword(password);
  const confirmationResult = validatePasswordConfirmation(password, confirmation);
  const valid = passwordResult.ok && confirmationResult.ok && agreed;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!valid || busy) return;
    onSubmit(password);
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <PasswordInput
          label={t('wallets.password.label')}
          description={t('wallets.password.rule')}
          value={password}
          onChange={(e) => setPassword(e.currentTarget.value)}
          onBlur={() => setTouched((s) => ({ ...s, password: true }))}
          error={touched.password && !passwordResult.ok ? passwordResult.error.message : undefined}
          errorProps={{ role: 'alert' }}
          autoComplete="new-password"
          maxLength={400}
          data-autofocus
        />
        <PasswordInput
          label={t('wallets.password.confirm')}
          value={confirmation}
          onChange={(e) => setConfirmation(e.currentTarget.value)}
          onBlur={() => setTouched((s) => ({ ...s, confirmation: true }))}
          error={
            touched.confirmation && !confirmationResult.ok ? confirmationResult.error.message : undefined
          }
          errorProps={{ role: 'alert' }}
          autoComplete="new-password"
          maxLength={400}
        />
        <Checkbox
          id={checkboxId}
          checked={agreed}
          onChange={(e) => setAgreed(e.currentTarget.checked)}
          label={t(withKeystoreFile ? 'wallets.password.agreeKeystore' : 'wallets.password.agreePassword')}
        />
        <Text size="sm" c="dimmed">
          {t('wallets.password.noRecovery')}
        </Text>
        <Button type="submit" disabled={!valid} loading={busy}>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
