import { addressKey } from '@fantom-wallet/core';
import {
  ActionIcon,
  Anchor,
  Badge,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Amount, FiatAmount } from '../../shared/ui/Amount.tsx';
import { CopyAddressButton } from '../../shared/ui/CopyAddressButton.tsx';
import { usePhoneLayout } from '../../shared/ui/usePhoneLayout.ts';
import type { Account } from '../../storage/accounts/Account.ts';
import { useAccountsStore } from '../../storage/accounts/useAccountsStore.ts';
import { useFtmPrice, useWalletBalances } from '../balances/index.ts';
import { WalletSettingsModal } from './WalletSettingsModal.tsx';

/**
 * The saved wallets (docs/wallets.md#wallet-list): name or address (a link, or a pick action in pick
 * mode), copy, type, available and total balance in FTM and fiat, and an edit button in edit mode.
 */
export function WalletList({
  mode = 'view',
  onPick,
}: {
  mode?: 'view' | 'edit' | 'pick';
  onPick?: (account: Account) => void;
}) {
  const { t } = useTranslation();
  const accounts = useAccountsStore((s) => s.accounts);
  const { balances } = useWalletBalances();
  const { price, currency } = useFtmPrice();
  const [editing, setEditing] = useState<Account | null>(null);
  const small = usePhoneLayout();

  if (accounts.length === 0) return <Text c="dimmed">{t('wallets.none')}</Text>;

  const nameOf = (account: Account) => {
    const label = account.name || account.address;
    return mode === 'pick' ? (
      <UnstyledButton
        onClick={() => onPick?.(account)}
        c="var(--fw-accent-text)"
        fw={600}
        style={{ wordBreak: 'break-all' }}
      >
        {label}
      </UnstyledButton>
    ) : (
      <Anchor component={Link} to={`/account/${account.address}`} fw={600} style={{ wordBreak: 'break-all' }}>
        {label}
      </Anchor>
    );
  };
  const editButton = (account: Account) => {
    const label = account.name || account.address;
    return (
      <ActionIcon
        variant="subtle"
        onClick={() => setEditing(account)}
        aria-label={t('wallets.edit', { name: label })}
        title={t('wallets.edit', { name: label })}
      >
        <IconPencil size={18} aria-hidden />
      </ActionIcon>
    );
  };

  if (small) {
    // Phones: one card per wallet instead of a table that would need sideways scrolling.
    return (
      <>
        <Stack
          gap="sm"
          component="ul"
          aria-label={t('wallets.listLabel')}
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {accounts.map((account) => {
            const b = balances.get(addressKey(account.address));
            return (
              <Paper key={account.address} component="li" withBorder p="sm">
                <Group justify="space-between" wrap="nowrap" align="flex-start">
                  <Group gap={4} wrap="nowrap">
                    {nameOf(account)}
                    <CopyAddressButton address={account.address} />
                  </Group>
                  {mode === 'edit' && editButton(account)}
                </Group>
                <Badge variant="light" color="gray" tt="none" my={6}>
                  {t(`wallets.types.${account.type}`)}
                </Badge>
                <SimpleGrid cols={2} spacing="xs">
                  <div>
                    <Text size="xs" c="dimmed">
                      {t('wallets.columns.available')}
                    </Text>
                    <BalanceCell value={b?.balance} price={price} currency={currency} align="flex-start" />
                  </div>
                  <div>
                    <Text size="xs" c="dimmed">
                      {t('wallets.columns.total')}
                    </Text>
                    <BalanceCell value={b?.totalValue} price={price} currency={currency} align="flex-start" />
                  </div>
                </SimpleGrid>
              </Paper>
            );
          })}
        </Stack>
        {editing && <WalletSettingsModal account={editing} opened onClose={() => setEditing(null)} />}
      </>
    );
  }

  return (
    <>
      <Table.ScrollContainer minWidth={560}>
        <Table verticalSpacing="sm" highlightOnHover aria-label={t('wallets.listLabel')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('wallets.columns.wallet')}</Table.Th>
              <Table.Th>{t('wallets.columns.type')}</Table.Th>
              <Table.Th ta="end">{t('wallets.columns.available')}</Table.Th>
              <Table.Th ta="end">{t('wallets.columns.total')}</Table.Th>
              {mode === 'edit' && <Table.Th>{t('wallets.columns.actions')}</Table.Th>}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {accounts.map((account) => {
              const b = balances.get(addressKey(account.address));
              return (
                <Table.Tr key={account.address}>
                  <Table.Td>
                    <Group gap={4} wrap="nowrap">
                      {nameOf(account)}
                      <CopyAddressButton address={account.address} />
                    </Group>
                  </Table.Td>
                  <Table.Td>
                    <Badge variant="light" color="gray" tt="none">
                      {t(`wallets.types.${account.type}`)}
                    </Badge>
                  </Table.Td>
                  <Table.Td ta="end">
                    <BalanceCell value={b?.balance} price={price} currency={currency} />
                  </Table.Td>
                  <Table.Td ta="end">
                    <BalanceCell value={b?.totalValue} price={price} currency={currency} />
                  </Table.Td>
                  {mode === 'edit' && <Table.Td>{editButton(account)}</Table.Td>}
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {editing && <WalletSettingsModal account={editing} opened onClose={() => setEditing(null)} />}
    </>
  );
}

function BalanceCell({
  value,
  price,
  currency,
  align = 'flex-end',
}: {
  value: bigint | undefined;
  price: bigint | null;
  currency: string;
  align?: 'flex-start' | 'flex-end';
}) {
  if (value === undefined) return <Text c="dimmed">–</Text>;
  return (
    <Stack gap={0} align={align}>
      <Amount value={value} fw={600} />
      <FiatAmount value={value} price={price} currency={currency} size="sm" c="dimmed" />
    </Stack>
  );
}
