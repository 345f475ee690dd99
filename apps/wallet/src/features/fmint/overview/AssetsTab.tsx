import { formatAmount, sameAddress } from '@fantom-wallet/core';
import { Avatar, Button, Group, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { FmintData, FmintToken } from '../data/FmintData.ts';
import type { FmintAction } from './FmintAction.ts';
import { formatToken } from './formatToken.ts';

const FTM_PSEUDO = '0xfc00face00000000000000000000000000000000';

/**
 * docs/fmint.md#assets: tokens with a positive available, deposited or borrowed amount, no inactive ones and no
 * FTM.
 */
export function assetRows(data: FmintData): FmintToken[] {
  return data.tokens.filter(
    (t) =>
      t.isActive &&
      t.symbol.toUpperCase() !== 'FTM' &&
      !sameAddress(t.address, FTM_PSEUDO) &&
      (t.available > 0n || t.deposited > 0n || t.debt > 0n),
  );
}

/** The 'Assets' tab: Asset, Available, Deposited, Borrowed, Supply, Actions. */
export function AssetsTab({
  data,
  address,
  onOpen,
}: {
  data: FmintData;
  address: string;
  onOpen: (action: FmintAction) => void;
}) {
  const { t } = useTranslation();
  const rows = assetRows(data);
  if (rows.length === 0) return <Text c="dimmed">{t('fmint.assets.empty')}</Text>;
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table verticalSpacing="xs" highlightOnHover aria-label={t('fmint.tabs.assets')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('fmint.assets.asset')}</Table.Th>
            <Table.Th>{t('fmint.assets.available')}</Table.Th>
            <Table.Th>{t('fmint.assets.deposited')}</Table.Th>
            <Table.Th>{t('fmint.assets.borrowed')}</Table.Th>
            <Table.Th>{t('fmint.assets.supply')}</Table.Th>
            <Table.Th>{t('fmint.assets.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((token) => {
            const symbol = token.symbol.toUpperCase();
            const open = (mode: 'lock' | 'unlock' | 'mint' | 'repay') =>
              onOpen({ kind: 'form', mode, tokenAddress: token.address });
            return (
              <Table.Tr key={token.address} data-token={token.symbol}>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    <Avatar src={token.logoUrl || null} size="sm" alt="" />
                    <Text fw={600} fz="sm">
                      {token.symbol}
                    </Text>
                  </Group>
                </Table.Td>
                <Table.Td data-col="available">{formatToken(token.available, token, false)}</Table.Td>
                <Table.Td data-col="deposited">{formatToken(token.deposited, token, false)}</Table.Td>
                <Table.Td data-col="borrowed">{formatToken(token.debt, token, false)}</Table.Td>
                <Table.Td data-col="supply">
                  {formatAmount(token.totalSupply, { decimals: token.decimals, fractionDigits: 0 })}
                </Table.Td>
                <Table.Td>
                  <Group gap={4} wrap="nowrap">
                    {(symbol === 'WFTM' || symbol === 'SFTM') && (
                      <Button size="compact-sm" variant="light" onClick={() => open('lock')}>
                        {t('fmint.assets.lock')}
                      </Button>
                    )}
                    {token.deposited > 0n && (
                      <Button size="compact-sm" variant="light" onClick={() => open('unlock')}>
                        {t('fmint.assets.unlock')}
                      </Button>
                    )}
                    {symbol === 'WFTM' && (
                      <Button
                        size="compact-sm"
                        variant="light"
                        component={Link}
                        to={`/fswap/${address}?fromToken=${token.address}`}
                      >
                        {t('fmint.assets.swap')}
                      </Button>
                    )}
                    {token.canMint && (
                      <Button size="compact-sm" variant="light" onClick={() => open('mint')}>
                        {t('fmint.assets.mint')}
                      </Button>
                    )}
                    {token.debt > 0n && (
                      <Button size="compact-sm" variant="light" onClick={() => open('repay')}>
                        {t('fmint.assets.repay')}
                      </Button>
                    )}
                  </Group>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
