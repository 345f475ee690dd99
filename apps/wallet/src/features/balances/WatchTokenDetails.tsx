import { Alert, Group, List, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLookalikeCheck } from '../../shared/tokens/useLookalikeCheck.ts';
import { Amount } from '../../shared/ui/Amount.tsx';
import { ChainText } from '../../shared/ui/ChainText.tsx';
import { chainLabel } from '../../shared/ui/chainLabel.ts';
import { FactRows } from '../../shared/ui/FactRows.tsx';
import { LookalikeBadge } from '../../shared/ui/LookalikeBadge.tsx';
import type { Erc20Asset } from './Erc20Asset.ts';
import { type TokenClaims, tokenClaimMismatches } from './tokenClaimMismatches.ts';

/**
 * The token a site asks to watch, as the token reports itself on chain (docs/extension.md#watching-a-token): the
 * account it is added to, its contract, symbol and name (chain text, with the look-alike badge), decimals and the
 * account's balance, and a warning for each thing the site described differently.
 */
export function WatchTokenDetails({
  account,
  token,
  claims,
}: {
  account: string;
  token: Erc20Asset;
  claims: TokenClaims;
}) {
  const { t } = useTranslation();
  const like = useLookalikeCheck()(token);
  const mismatches = tokenClaimMismatches(claims, token);
  const rows: [string, ReactNode][] = [
    [t('extension.account'), account],
    [t('extension.watchContract'), token.address],
    [
      t('extension.watchSymbol'),
      <Group gap={6} key="symbol">
        <ChainText text={token.symbol} kind="symbol" />
        {like && <LookalikeBadge like={like} />}
      </Group>,
    ],
    [t('extension.watchName'), <ChainText text={token.name} kind="name" key="name" />],
    [t('extension.watchDecimals'), String(token.decimals)],
    [
      t('extension.watchBalance'),
      <Amount value={token.balance} decimals={token.decimals} symbol={token.symbol} fz="sm" key="balance" />,
    ],
  ];
  return (
    <Stack gap="sm">
      {mismatches.length > 0 && (
        <Alert color="yellow" role="alert" title={t('extension.watchMismatchTitle')}>
          <List size="sm">
            {mismatches.map((m) => (
              // The site's text is chain-like text too: hidden characters show as marks, long ones are cut.
              <List.Item key={m.field}>
                {t(`extension.watchMismatch.${m.field}`, {
                  claimed: chainLabel(m.claimed, 'symbol'),
                  actual: chainLabel(m.actual, 'symbol'),
                })}
              </List.Item>
            ))}
          </List>
          <Text size="sm" mt={4}>
            {t('extension.watchMismatchNote')}
          </Text>
        </Alert>
      )}
      <FactRows label={t('extension.watchTitle')} rows={rows} />
    </Stack>
  );
}
