import {
  collateralRatio,
  formatAmount,
  sameAddress,
  shortenAddress,
  shownCollateralRatio,
} from '@fantom-wallet/core';
import { Alert, Center, Loader, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/errorMessage.ts';
import { useActiveNetwork } from '../../../shared/network/useActiveNetwork.ts';
import { useAccountsStore } from '../../../storage/accounts/useAccountsStore.ts';
import { type FmintData, findToken } from '../data/FmintData.ts';
import { fmintQueries } from '../data/fmintQueries.ts';
import { formatBps, formatToken } from './formatToken.ts';

/**
 * 'Collateral Positions' / 'Synths Positions' (docs/fmint.md#positions): a row per saved wallet and token with a
 * position, every wallet read in one request.
 */
export function PositionsTab({ data, kind }: { data: FmintData; kind: 'collateral' | 'debt' }) {
  const { t } = useTranslation();
  const network = useActiveNetwork();
  const accounts = useAccountsStore((s) => s.accounts);
  const owners = accounts.map((a) => a.address as `0x${string}`);
  const positions = useQuery(fmintQueries.positions(network, owners));
  if (positions.isPending) {
    return (
      <Center py="xl">
        <Loader role="progressbar" aria-label={t('fmint.loading')} />
      </Center>
    );
  }
  if (positions.isError) {
    return (
      <Alert color="red" role="alert" title={t('fmint.errorTitle')}>
        {errorMessage(positions.error, t)}
      </Alert>
    );
  }
  const rows = positions.data.flatMap(({ owner, account }) => {
    const wallet = accounts.find((a) => sameAddress(a.address, owner));
    const ratio = collateralRatio(account.collateralValue, account.debtValue);
    return account[kind]
      .filter((b) => b.balance > 0n)
      .map((b) => ({
        owner,
        wallet,
        ratio,
        balance: b,
        rewards: account.rewardsEarned,
      }));
  });
  if (rows.length === 0) return <Text c="dimmed">{t('fmint.positions.empty')}</Text>;
  const wftm = data.tokens.find((tk) => tk.canWrapFTM);
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table
        verticalSpacing="xs"
        aria-label={kind === 'collateral' ? t('fmint.tabs.collateral') : t('fmint.tabs.synths')}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('fmint.positions.name')}</Table.Th>
            <Table.Th>{t('fmint.positions.address')}</Table.Th>
            <Table.Th>{t('fmint.positions.asset')}</Table.Th>
            <Table.Th>{t('fmint.positions.amount')}</Table.Th>
            <Table.Th>{t('fmint.positions.cRatio')}</Table.Th>
            <Table.Th>{t('fmint.positions.rewards')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => {
            const token = findToken(data.tokens, row.balance.tokenAddress);
            return (
              <Table.Tr key={`${row.owner}:${row.balance.tokenAddress}`} data-owner={row.owner}>
                <Table.Td>{row.wallet?.name || shortenAddress(row.owner)}</Table.Td>
                <Table.Td ff="monospace" fz="xs">
                  {shortenAddress(row.owner)}
                </Table.Td>
                <Table.Td>{token?.symbol ?? shortenAddress(row.balance.tokenAddress)}</Table.Td>
                <Table.Td>
                  {token
                    ? formatToken(row.balance.balance, token, false)
                    : formatAmount(row.balance.balance, { fractionDigits: 6 })}
                </Table.Td>
                <Table.Td>{row.ratio === null ? '-' : formatBps(shownCollateralRatio(row.ratio))}</Table.Td>
                <Table.Td>
                  {formatAmount(row.rewards, { fractionDigits: 6, symbol: wftm?.symbol ?? 'WFTM' })}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
