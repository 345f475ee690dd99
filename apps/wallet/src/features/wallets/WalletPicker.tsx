import { shortenAddress } from '@fantom-wallet/core';
import { Button } from '@mantine/core';
import { IconSwitchHorizontal } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useAccountsStore } from '../../storage/accounts/useAccountsStore.ts';
import { useCurrentAccount } from '../../storage/accounts/useCurrentAccount.ts';

// The window and the list load on first use: the header is part of every page's first load.
const WalletPickerWindow = lazy(() =>
  import('./WalletPickerWindow.tsx').then((m) => ({ default: m.WalletPickerWindow })),
);

/**
 * Select Wallet (docs/wallets.md#select-wallet): offered only with more than one wallet. Picking one makes it
 * active and keeps the user in the same area (wallet, staking …) for the picked address.
 */
export function WalletPicker() {
  const { t } = useTranslation();
  const count = useAccountsStore((s) => s.accounts.length);
  const setActive = useAccountsStore((s) => s.setActive);
  const current = useCurrentAccount();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [opened, setOpened] = useState(false);
  if (count < 2) return null;
  const label = current ? current.name || shortenAddress(current.address) : t('wallets.picker.none');
  return (
    <>
      <Button
        variant="default"
        size="xs"
        leftSection={<IconSwitchHorizontal size={14} aria-hidden />}
        onClick={() => setOpened(true)}
        aria-label={t('wallets.picker.open', { name: label })}
      >
        {label}
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <WalletPickerWindow
            onClose={() => setOpened(false)}
            onPick={(account) => {
              setActive(account.address);
              setOpened(false);
              const area = /^\/(account|staking|fmint|fswap|funi|gov)\/0x[0-9a-fA-F]{40}/.exec(pathname)?.[1];
              navigate(`/${area ?? 'account'}/${account.address}`);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
