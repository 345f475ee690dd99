import { addressKey, MESSAGES, sameAddress } from '@fantom-wallet/core';
import { Alert, Button, Container, Group, SimpleGrid } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet, useParams } from 'react-router';
import { AccountPage } from '../../shared/ui/AccountPage.tsx';
import { BalanceCard } from '../../shared/ui/BalanceCard.tsx';
import { useAccountsStore } from '../../storage/accounts/useAccountsStore.ts';
import { useCurrentAccount } from '../../storage/accounts/useCurrentAccount.ts';
import { useFtmPrice, useWalletBalances } from '../balances/index.ts';
import { AddressBar } from './AddressBar.tsx';
import { FaucetButton } from './FaucetButton.tsx';
import { WalletConnectSessionNotice } from './WalletConnectSessionNotice.tsx';

/**
 * The account view's heading area (docs/account.md#account-view): 'Wallet …', the address bar, balances in
 * FTM and fiat, and the actions bar. The route's address becomes the active wallet; without a current account
 * it says 'Bad wallet'. A WalletConnect account's page says at once when the phone ends the session
 * (WalletConnectSessionNotice).
 */
export default function AccountLayout() {
  const { t } = useTranslation();
  const { address = '' } = useParams();
  const accounts = useAccountsStore((s) => s.accounts);
  const setActive = useAccountsStore((s) => s.setActive);
  const current = useCurrentAccount();
  const routeAccount = accounts.find((a) => sameAddress(a.address, address));

  useEffect(() => {
    if (routeAccount && current?.address !== routeAccount.address) setActive(routeAccount.address);
  }, [routeAccount, current, setActive]);

  if (!routeAccount) {
    return (
      <Container size="sm" py="xl">
        <Alert color="red" title={MESSAGES.badWallet} role="alert">
          {t('account.badWalletText')}
        </Alert>
      </Container>
    );
  }
  const base = `/account/${routeAccount.address}`;

  return (
    <AccountPage
      heading={t('account.heading', { name: routeAccount.name || routeAccount.address })}
      addressLine={<AddressBar account={routeAccount} />}
    >
      <WalletConnectSessionNotice account={routeAccount} />
      <AccountBalances address={routeAccount.address} />
      <Group component="nav" aria-label={t('account.actions')} gap="xs">
        {(
          [
            ['wallet', base],
            ['send', `${base}/send`],
            ['receive', `${base}/receive`],
          ] as const
        ).map(([key, to]) => (
          <Button key={key} component={NavLink} to={to} end variant="default" className="account-action">
            {t(`account.${key}`)}
          </Button>
        ))}
        <FaucetButton address={routeAccount.address} />
      </Group>
      <Outlet />
    </AccountPage>
  );
}

/**
 * The account's two balance cards. The balances and the price are read here, not in the layout: React renders a
 * query's answer at once, in one task, and each one (every poll that changes a balance) now renders these cards, not
 * the whole heading area with its buttons, popovers and address bar.
 */
function AccountBalances({ address }: { address: string }) {
  const { t } = useTranslation();
  const { balances } = useWalletBalances();
  const { price, currency } = useFtmPrice();
  const balance = balances.get(addressKey(address));
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <BalanceCard
        label={t('account.available')}
        value={balance?.balance}
        price={price}
        currency={currency}
      />
      <BalanceCard label={t('account.total')} value={balance?.totalValue} price={price} currency={currency} />
    </SimpleGrid>
  );
}
