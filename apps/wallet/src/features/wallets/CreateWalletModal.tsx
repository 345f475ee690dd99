import { Alert, Box, Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { StepIndicator } from '../../shared/ui/StepIndicator.tsx';
import { useTask } from '../../shared/useTask.ts';
import { useKeystoreVault } from '../../signers/index.ts';
import { useAccountsStore } from '../../storage/accounts/useAccountsStore.ts';
import { downloadKeystore } from './downloadKeystore.ts';
import { isMobileDevice } from './isMobileDevice.ts';
import { MnemonicVerification } from './MnemonicVerification.tsx';
import { PasswordForm } from './PasswordForm.tsx';
import { WalletModal } from './WalletModal.tsx';
import { WalletSuccess } from './WalletSuccess.tsx';

type Step = 0 | 1 | 2 | 3;

/**
 * Create a new wallet in 4 steps (docs/wallets.md#create): password (keystore download on desktop), the 24
 * words, verification, success. Nothing is saved before verification; secrets are dropped after each step and
 * when the window closes (which resets the flow to step 1).
 */
export function CreateWalletModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const addAccount = useAccountsStore((s) => s.add);
  const setActive = useAccountsStore((s) => s.setActive);
  const [step, setStep] = useState<Step>(0);
  const { busy, setBusy, error, setError, attempt } = useTask();
  const [words, setWords] = useState<string[]>([]);
  const [address, setAddress] = useState<string | null>(null);
  const mobile = isMobileDevice();
  const vault = useKeystoreVault();

  const reset = () => {
    setStep(0);
    setWords([]);
    setAddress(null);
    setError(null);
    setBusy(false);
  };
  const close = () => {
    void vault.cancelCreate();
    reset();
    onClose();
  };

  const submitPassword = (password: string) =>
    attempt(async () => {
      const created = await vault.beginCreate(password);
      if (!mobile) downloadKeystore(created.keystore);
      setWords(await vault.pendingMnemonic());
      setStep(1);
    });

  const verify = (picked: string[]) =>
    attempt(async () => {
      const stored = await vault.confirmCreate(picked);
      addAccount({ address: stored.address, type: 'keystore' });
      setActive(stored.address);
      setWords([]);
      setAddress(stored.address);
      setStep(3);
    });

  return (
    <WalletModal
      opened={opened}
      onClose={close}
      title={t('wallets.create.title')}
      header={
        <Box mb="md">
          <StepIndicator
            steps={[
              t('wallets.create.stepPassword'),
              t('wallets.create.stepMnemonic'),
              t('wallets.create.stepVerify'),
              t('wallets.create.stepDone'),
            ]}
            active={step === 3 ? 4 : step}
          />
        </Box>
      }
      error={error}
    >
      {step === 0 && (
        <Stack>
          <Text>{t(mobile ? 'wallets.create.passwordIntroMobile' : 'wallets.create.passwordIntro')}</Text>
          <PasswordForm
            withKeystoreFile={!mobile}
            submitLabel={t(mobile ? 'common.continue' : 'wallets.create.downloadAndContinue')}
            busy={busy}
            onSubmit={(p) => void submitPassword(p)}
          />
        </Stack>
      )}
      {step === 1 && (
        <Stack>
          <Alert color="orange" title={t('wallets.create.mnemonicWarningTitle')}>
            {t('wallets.create.mnemonicWarning')}
          </Alert>
          <SimpleGrid
            cols={{ base: 2, xs: 3, sm: 4 }}
            spacing="xs"
            component="ol"
            aria-label={t('wallets.create.mnemonicLabel')}
            style={{ paddingInlineStart: 0, listStyle: 'none', margin: 0 }}
          >
            {words
              .map((word, i) => ({ word, i, id: `${i + 1}:${word}` }))
              .map(({ word, i, id }) => (
                <Text
                  component="li"
                  key={id}
                  ff="monospace"
                  size="sm"
                  p={6}
                  bd="1px solid var(--mantine-color-default-border)"
                  style={{ borderRadius: 6 }}
                >
                  <Text span c="dimmed" size="xs" me={6}>
                    {i + 1}.
                  </Text>
                  {word}
                </Text>
              ))}
          </SimpleGrid>
          <Group justify="flex-end">
            <Button
              onClick={() => {
                setStep(2);
              }}
            >
              {t('wallets.create.wroteItDown')}
            </Button>
          </Group>
        </Stack>
      )}
      {step === 2 && (
        <MnemonicVerification
          words={words}
          busy={busy}
          onVerify={(picked) => void verify(picked)}
          onChange={() => setError(null)}
        />
      )}
      {step === 3 && address && (
        <WalletSuccess
          title={t('wallets.create.successTitle')}
          intro={<Text>{t('wallets.create.successText')}</Text>}
          address={address}
          onOpen={() => {
            const target = address;
            reset();
            onClose();
            navigate(`/account/${target}`);
          }}
        />
      )}
    </WalletModal>
  );
}
