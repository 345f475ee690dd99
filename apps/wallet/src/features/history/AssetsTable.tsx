import { Alert, Button, Center, Group, Loader, Table, Text } from '@mantine/core';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorMessage } from '../../shared/errorMessage.ts';
import { useLookalikeCheck } from '../../shared/tokens/useLookalikeCheck.ts';
import { Amount } from '../../shared/ui/Amount.tsx';
import { ChainText } from '../../shared/ui/ChainText.tsx';
import { chainLabel } from '../../shared/ui/chainLabel.ts';
import { LookalikeBadge, TokenContract } from '../../shared/ui/LookalikeBadge.tsx';
import { useErc20Assets } from '../balances/index.ts';
import { DepositedAmount } from '../fmint/index.ts';

/**
 * The Assets tab (docs/account.md#assets-tab): ERC-20 tokens with a positive balance and a Send action,
 * except for SFTM, and what of each is locked in fMint as collateral ('Deposited', docs/fmint.md#assets).
 * Symbols and names are chain text; a look-alike of a known token carries its badge and its contract address
 * (SECURITY.md#look-alike-tokens).
 */
export function AssetsTable({ address }: { address: string }) {
  const { t } = useTranslation();
  const assets = useErc20Assets(address);
  const lookalikeOf = useLookalikeCheck();
  if (assets.isPending) {
    return (
      <Center py="xl">
        <Loader role="progressbar" aria-label={t('history.loading')} />
      </Center>
    );
  }
  if (assets.isError && !assets.data) {
    return (
      <Alert color="red" role="alert" title={t('history.errorTitle')}>
        {errorMessage(assets.error, t)}
      </Alert>
    );
  }
  if (assets.data.length === 0) return <Text c="dimmed">{t('history.noAssets')}</Text>;
  return (
    <Table.ScrollContainer minWidth={420} type="native">
      <Table verticalSpacing="xs" highlightOnHover aria-label={t('history.assetsLabel')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('history.assetColumns.asset')}</Table.Th>
            <Table.Th>{t('history.assetColumns.available')}</Table.Th>
            <Table.Th>{t('fmint.assets.deposited')}</Table.Th>
            <Table.Th>{t('history.assetColumns.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {assets.data.map((token) => {
            const like = lookalikeOf(token);
            return (
              <Table.Tr key={token.address} data-token={chainLabel(token.symbol, 'symbol')}>
                <Table.Td>
                  <Group gap={6} align="center">
                    <Text fw={600} fz="sm">
                      <ChainText text={token.symbol} kind="symbol" />
                    </Text>
                    {like && <LookalikeBadge like={like} />}
                  </Group>
                  <Text c="dimmed" fz="xs">
                    <ChainText text={token.name} kind="name" />
                  </Text>
                  {like && <TokenContract address={token.address} c="dimmed" />}
                </Table.Td>
                <Table.Td>
                  <Amount value={token.balance} decimals={token.decimals} symbol={token.symbol} fz="sm" />
                </Table.Td>
                <Table.Td data-col="deposited">
                  <Suspense fallback="–">
                    <DepositedAmount
                      address={address}
                      token={token.address}
                      decimals={token.decimals}
                      symbol={token.symbol}
                    />
                  </Suspense>
                </Table.Td>
                <Table.Td>
                  {token.symbol.toUpperCase() !== 'SFTM' && (
                    <Button
                      component={Link}
                      to={`/account/${address}/send/erc20/${token.address}`}
                      size="compact-sm"
                      variant="light"
                      aria-label={t('history.sendToken', { symbol: chainLabel(token.symbol, 'symbol') })}
                    >
                      {t('history.send')}
                    </Button>
                  )}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
