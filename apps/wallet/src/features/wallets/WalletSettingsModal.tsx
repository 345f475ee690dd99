import { validateName, validateOrder } from '@fantom-wallet/core';
import {
  Alert,
  Anchor,
  Button,
  Code,
  Group,
  Modal,
  NumberInput,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../shared/errorMessage.ts';
import { AddressQrButton } from '../../shared/ui/AddressQrButton.tsx';
import { COPY_HINT_LONG_MS, CopyAddressButton } from '../../shared/ui/CopyAddressButton.tsx';
import type { Account } from '../../storage/accounts/Account.ts';
import { useAccountsStore } from '../../storage/accounts/useAccountsStore.ts';
import { useRemoveWallet } from './useRemoveWallet.ts';

/**
 * Wallet Settings (docs/wallets.md#wallet-settings): address with copy and QR, type, name, order, Remove
 * Wallet, Save.
 */
export function WalletSettingsModal({
  account,
  opened,
  onClose,
}: {
  account: Account;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const accounts = useAccountsStore((s) => s.accounts);
  const saveSettings = useAccountsStore((s) => s.saveSettings);
  const removeWallet = useRemoveWallet();
  const index = accounts.findIndex((a) => a.address === account.address);
  const [name, setName] = useState(account.name ?? account.address);
  const [order, setOrder] = useState<string | number>(index + 1);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState(false);

  const nameResult = validateName(name);
  const orderResult = validateOrder(String(order), accounts.length);

  const save = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!nameResult.ok || !orderResult.ok) return;
    saveSettings(account.address, { name: nameResult.value, order: orderResult.value });
    onClose();
  };

  const remove = async () => {
    try {
      onClose();
      await removeWallet(account.address);
    } catch (e) {
      setError(errorMessage(e, t));
    }
  };

  return (
    <>
      <Modal opened={opened && !confirming} onClose={onClose} title={t('wallets.settings.title')} centered>
        <form onSubmit={save} noValidate>
          <Stack>
            <div>
              <Text size="sm" fw={500}>
                {t('wallets.settings.address')}
              </Text>
              <Group gap={4} wrap="nowrap">
                <Code style={{ wordBreak: 'break-all' }}>{account.address}</Code>
                <CopyAddressButton address={account.address} hideAfterMs={COPY_HINT_LONG_MS} />
                <AddressQrButton address={account.address} />
              </Group>
            </div>
            <Text size="sm">
              {t('wallets.settings.type')}: <strong>{t(`wallets.types.${account.type}`)}</strong>
            </Text>
            <TextInput
              label={t('wallets.settings.name')}
              value={name}
              onChange={(e) => setName(e.currentTarget.value)}
              error={
                (submitted || name !== (account.name ?? account.address)) && !nameResult.ok
                  ? nameResult.error.message
                  : undefined
              }
              errorProps={{ role: 'alert' }}
              maxLength={64}
            />
            <NumberInput
              label={t('wallets.settings.order')}
              value={order}
              onChange={setOrder}
              min={1}
              max={accounts.length}
              allowDecimal={false}
              clampBehavior="none"
              error={!orderResult.ok ? orderResult.error.message : undefined}
              errorProps={{ role: 'alert' }}
            />
            {error && (
              <Alert color="red" role="alert">
                {error}
              </Alert>
            )}
            <Group justify="space-between">
              <Anchor component="button" type="button" c="red" onClick={() => setConfirming(true)}>
                {t('wallets.settings.remove')}
              </Anchor>
              <Button type="submit" disabled={!nameResult.ok || !orderResult.ok}>
                {t('common.save')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
      <RemoveWalletModal
        opened={opened && confirming}
        name={account.name || account.address}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void remove()}
      />
    </>
  );
}

/** The removal warning (docs/wallets.md#remove) and its confirmation. */
export function RemoveWalletModal({
  opened,
  name,
  onCancel,
  onConfirm,
}: {
  opened: boolean;
  name: string;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onCancel} title={t('wallets.remove.title', { name })} centered>
      <Stack>
        <Alert color="red" role="alert">
          {t('wallets.remove.warning')}
        </Alert>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
          <Button color="red" onClick={onConfirm}>
            {t('wallets.remove.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** Remove Wallet from the address actions: the warning, then the removal (keystore, records, navigation). */
export function RemoveWalletWindow({ account, onClose }: { account: Account; onClose: () => void }) {
  const removeWallet = useRemoveWallet();
  return (
    <RemoveWalletModal
      opened
      name={account.name || account.address}
      onCancel={onClose}
      onConfirm={() => {
        onClose();
        void removeWallet(account.address);
      }}
    />
  );
}
