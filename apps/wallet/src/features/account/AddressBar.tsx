import { ActionIcon, Alert, Menu } from '@mantine/core';
import { IconDots, IconDownload, IconPencil, IconTrash } from '@tabler/icons-react';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AddressLine } from '../../shared/ui/AccountPage.tsx';
import { AddressQrButton } from '../../shared/ui/AddressQrButton.tsx';
import { COPY_HINT_LONG_MS, CopyAddressButton } from '../../shared/ui/CopyAddressButton.tsx';
import { useAfterFirstCommit } from '../../shared/ui/useAfterFirstCommit.ts';
import { usePhoneLayout } from '../../shared/ui/usePhoneLayout.ts';
import { useTask } from '../../shared/useTask.ts';
import { useKeystoreVaultOnDemand } from '../../signers/index.ts';
import type { Account } from '../../storage/accounts/Account.ts';
import { VerifyOnLedger } from '../ledger/index.ts';
import { downloadKeystore, isMobileDevice, RemoveWallet, WalletSettingsModal } from '../wallets/index.ts';

/**
 * The address with its actions (docs/account.md#address-actions): copy, QR, edit, download keystore (software
 * wallets on desktop), remove. On small screens the last three sit in a menu.
 */
export function AddressBar({ account }: { account: Account }) {
  const { t } = useTranslation();
  const small = usePhoneLayout();
  const menu = useAfterFirstCommit();
  const [menuOpened, setMenuOpened] = useState(false);
  const [editing, setEditing] = useState(false);
  const [removing, setRemoving] = useState(false);
  const vault = useKeystoreVaultOnDemand();
  const canDownload = account.type === 'keystore' && !isMobileDevice();

  // A keystore this browser cannot read (storage blocked or cleared) says so under the bar; nothing else changes.
  const { error: downloadError, setError: setDownloadError, attempt } = useTask();
  const download = () =>
    attempt(async () => {
      const keystore = await (await vault()).keystoreOf(account.address);
      if (!keystore) throw new Error(t('account.keystoreMissing'));
      downloadKeystore(keystore);
    });
  const actions = [
    { key: 'edit', label: t('account.editWallet'), Icon: IconPencil, onClick: () => setEditing(true) },
    ...(canDownload
      ? [
          {
            key: 'download',
            label: t('account.downloadKeystore'),
            Icon: IconDownload,
            onClick: () => void download(),
          },
        ]
      : []),
    { key: 'remove', label: t('account.removeWallet'), Icon: IconTrash, onClick: () => setRemoving(true) },
  ];

  const moreActions = (
    <ActionIcon
      variant="subtle"
      aria-label={t('account.moreActions')}
      // Before the menu is mounted: it opens once it is.
      onClick={menu ? undefined : () => setMenuOpened(true)}
    >
      <IconDots size={18} aria-hidden />
    </ActionIcon>
  );
  return (
    <AddressLine
      address={account.address}
      notice={
        downloadError !== null && (
          <Alert
            color="red"
            role="alert"
            title={t('account.downloadFailed')}
            withCloseButton
            closeButtonLabel={t('common.dismiss')}
            onClose={() => setDownloadError(null)}
          >
            {downloadError}
          </Alert>
        )
      }
    >
      <CopyAddressButton address={account.address} hideAfterMs={COPY_HINT_LONG_MS} />
      <AddressQrButton address={account.address} />
      <VerifyOnLedger account={account} />
      {small ? (
        menu ? (
          <Menu position="bottom-end" withinPortal opened={menuOpened} onChange={setMenuOpened}>
            <Menu.Target>{moreActions}</Menu.Target>
            <Menu.Dropdown>
              {actions.map(({ key, label, Icon, onClick }) => (
                <Menu.Item
                  key={key}
                  leftSection={<Icon size={16} aria-hidden />}
                  onClick={onClick}
                  {...(key === 'remove' ? { color: 'red' } : {})}
                >
                  {label}
                </Menu.Item>
              ))}
            </Menu.Dropdown>
          </Menu>
        ) : (
          moreActions
        )
      ) : (
        actions.map(({ key, label, Icon, onClick }) => (
          <ActionIcon
            key={key}
            variant="subtle"
            {...(key === 'remove' ? { color: 'red' } : {})}
            onClick={onClick}
            aria-label={label}
            title={label}
          >
            <Icon size={18} aria-hidden />
          </ActionIcon>
        ))
      )}
      <Suspense fallback={null}>
        {editing && <WalletSettingsModal account={account} opened onClose={() => setEditing(false)} />}
        {removing && <RemoveWallet account={account} onClose={() => setRemoving(false)} />}
      </Suspense>
    </AddressLine>
  );
}
