import { MESSAGES, normalizeMnemonic, validateMnemonic, validatePrivateKey } from '@fantom-wallet/core';
import {
  Alert,
  Button,
  Collapse,
  FileInput,
  Group,
  NumberInput,
  PasswordInput,
  Stack,
  Tabs,
  Text,
  Textarea,
  UnstyledButton,
} from '@mantine/core';
import { IconFileText } from '@tabler/icons-react';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useActiveNetwork } from '../../shared/network/useActiveNetwork.ts';
import { useTask } from '../../shared/useTask.ts';
import type { StoredWalletResult } from '../../signers/index.ts';
import { useKeystoreVault } from '../../signers/index.ts';
import { useAccountsStore } from '../../storage/accounts/useAccountsStore.ts';
import { PasswordForm } from './PasswordForm.tsx';
import { readTextFile } from './readTextFile.ts';
import { WalletModal } from './WalletModal.tsx';
import { WalletSuccess } from './WalletSuccess.tsx';

type Method = 'keystore' | 'mnemonic' | 'privateKey';
/** Keystore: file + password, then success (2 steps). Mnemonic and private key: secret, new password, success (3). */
type Step = 'secret' | 'password' | 'success';

/** Restore a wallet from a keystore file, a mnemonic phrase or a private key (docs/wallets.md#restore). */
export function RestoreWalletModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const network = useActiveNetwork();
  const vault = useKeystoreVault();
  const accounts = useAccountsStore((s) => s.accounts);
  const addAccount = useAccountsStore((s) => s.add);
  const setActive = useAccountsStore((s) => s.setActive);
  const [method, setMethod] = useState<Method>('keystore');
  const [step, setStep] = useState<Step>('secret');
  const { busy, setBusy, error, setError, attempt } = useTask();
  const [result, setResult] = useState<StoredWalletResult | null>(null);
  // Secrets the user typed: kept only until the restore completes or the window closes.
  const [file, setFile] = useState<File | null>(null);
  const [keystorePassword, setKeystorePassword] = useState('');
  const [phrase, setPhrase] = useState('');
  const [accountIndex, setAccountIndex] = useState<number>(0);
  const [advanced, setAdvanced] = useState(false);
  const [privateKey, setPrivateKey] = useState('');

  const clearSecrets = () => {
    setFile(null);
    setKeystorePassword('');
    setPhrase('');
    setPrivateKey('');
    setAccountIndex(0);
  };
  const reset = () => {
    clearSecrets();
    setStep('secret');
    setError(null);
    setResult(null);
    setBusy(false);
  };
  const close = () => {
    reset();
    onClose();
  };

  const existing = accounts.map((a) => a.address);
  const finish = (stored: StoredWalletResult) => {
    addAccount({ address: stored.address, type: 'keystore' });
    setActive(stored.address);
    clearSecrets();
    setResult(stored);
    setStep('success');
  };
  const run = (work: () => Promise<StoredWalletResult>) => attempt(async () => finish(await work()));

  const submitKeystore = (event: FormEvent) => {
    event.preventDefault();
    if (!file || !keystorePassword || busy) return;
    void run(async () => {
      const json = await readTextFile(file);
      return vault.restoreFromKeystore({ json, password: keystorePassword, existing });
    });
  };
  const submitPassword = (password: string) => {
    void run(() =>
      method === 'mnemonic'
        ? vault.restoreFromMnemonic({
            phrase: normalizeMnemonic(phrase),
            accountIndex,
            password,
            existing,
          })
        : vault.restoreFromPrivateKey({ privateKey: privateKey.trim(), password, existing }),
    );
  };

  // Step 2 of 3 of the mnemonic and private-key restores: the new password of the stored keystore.
  const passwordStep = (
    <Stack>
      <StepOf step={2} total={3} />
      <PasswordForm
        withKeystoreFile={false}
        submitLabel={t('wallets.restore.restore')}
        busy={busy}
        onSubmit={submitPassword}
      />
    </Stack>
  );
  const mnemonicResult = validateMnemonic(phrase);
  const privateKeyResult = validatePrivateKey(privateKey);
  const loud = network.id !== 'devnet';

  return (
    <WalletModal opened={opened} onClose={close} title={t('wallets.restore.title')} error={error}>
      {step === 'success' && result ? (
        <WalletSuccess
          title={method === 'keystore' ? MESSAGES.keystoreLoaded : t('wallets.restore.successTitle')}
          address={result.address}
          onOpen={() => {
            const target = result.address;
            reset();
            onClose();
            navigate(`/account/${target}`);
          }}
        >
          {result.wellKnown &&
            (loud ? (
              <Alert
                color="red"
                variant="filled"
                title={t('wallets.restore.wellKnownTitle')}
                role="alert"
                ta="start"
              >
                {t('wallets.restore.wellKnownWarning')}
              </Alert>
            ) : (
              <Text size="sm" c="dimmed" role="note">
                {t('wallets.restore.wellKnownNote')}
              </Text>
            ))}
        </WalletSuccess>
      ) : (
        <Tabs
          keepMounted={false}
          value={method}
          onChange={(value) => {
            if (!value || busy) return;
            reset();
            setMethod(value as Method);
          }}
        >
          <Tabs.List grow mb="md">
            <Tabs.Tab value="keystore">{t('wallets.restore.keystore')}</Tabs.Tab>
            <Tabs.Tab value="mnemonic">{t('wallets.restore.mnemonic')}</Tabs.Tab>
            <Tabs.Tab value="privateKey">{t('wallets.restore.privateKey')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="keystore">
            <form onSubmit={submitKeystore} noValidate>
              <Stack>
                <StepOf step={1} total={2} />
                <FileInput
                  label={t('wallets.restore.keystoreFile')}
                  placeholder={t('wallets.restore.chooseFile')}
                  accept="application/json,.json,text/plain,*"
                  value={file}
                  onChange={(f) => {
                    setError(null);
                    setFile(f);
                  }}
                  leftSection={<IconFileText size={18} aria-hidden />}
                  clearable
                />
                <PasswordInput
                  label={t('wallets.restore.keystorePassword')}
                  value={keystorePassword}
                  onChange={(e) => setKeystorePassword(e.currentTarget.value)}
                  error={file && !keystorePassword ? MESSAGES.passwordRequired : undefined}
                  errorProps={{ role: 'alert' }}
                  autoComplete="current-password"
                />
                <Button type="submit" disabled={!file || !keystorePassword} loading={busy}>
                  {t('wallets.restore.unlock')}
                </Button>
              </Stack>
            </form>
          </Tabs.Panel>
          <Tabs.Panel value="mnemonic">
            {step === 'secret' ? (
              <SecretStep valid={mnemonicResult.ok} onContinue={() => setStep('password')}>
                <Textarea
                  label={t('wallets.restore.phraseLabel')}
                  description={t('wallets.restore.phraseHint')}
                  value={phrase}
                  onChange={(e) => setPhrase(e.currentTarget.value)}
                  autosize
                  minRows={3}
                  spellCheck={false}
                  autoComplete="off"
                  error={phrase.trim() && !mnemonicResult.ok ? mnemonicResult.error.message : undefined}
                  errorProps={{ role: 'alert' }}
                />
                <UnstyledButton
                  onClick={() => setAdvanced((a) => !a)}
                  c="var(--fw-accent-text)"
                  fz="sm"
                  aria-expanded={advanced}
                >
                  {t('wallets.restore.advanced')}
                </UnstyledButton>
                <Collapse expanded={advanced}>
                  <NumberInput
                    label={t('wallets.restore.accountIndex')}
                    description={t('wallets.restore.accountIndexHint')}
                    value={accountIndex}
                    onChange={(v) =>
                      setAccountIndex(typeof v === 'number' && Number.isInteger(v) && v >= 0 ? v : 0)
                    }
                    min={0}
                    max={2 ** 31 - 1}
                    allowDecimal={false}
                    clampBehavior="none"
                    allowNegative={false}
                  />
                </Collapse>
              </SecretStep>
            ) : (
              passwordStep
            )}
          </Tabs.Panel>
          <Tabs.Panel value="privateKey">
            {step === 'secret' ? (
              <SecretStep valid={privateKeyResult.ok} onContinue={() => setStep('password')}>
                <PasswordInput
                  label={t('wallets.restore.privateKeyLabel')}
                  value={privateKey}
                  onChange={(e) => setPrivateKey(e.currentTarget.value)}
                  autoComplete="off"
                  error={
                    privateKey.trim() && !privateKeyResult.ok ? privateKeyResult.error.message : undefined
                  }
                  errorProps={{ role: 'alert' }}
                />
              </SecretStep>
            ) : (
              passwordStep
            )}
          </Tabs.Panel>
        </Tabs>
      )}
    </WalletModal>
  );
}

/** Where the user is in the restore ('Step 1 of 3'). */
function StepOf({ step, total }: { step: number; total: number }) {
  const { t } = useTranslation();
  return (
    <Text size="sm" c="dimmed">
      {t('wallets.restore.stepOf', { step, total })}
    </Text>
  );
}

/** Step 1 of 3 of the mnemonic and private-key restores: the secret, and Continue once it is valid. */
function SecretStep({
  valid,
  onContinue,
  children,
}: {
  valid: boolean;
  onContinue: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Stack>
      <StepOf step={1} total={3} />
      {children}
      <Group justify="flex-end">
        <Button disabled={!valid} onClick={onContinue}>
          {t('common.continue')}
        </Button>
      </Group>
    </Stack>
  );
}
