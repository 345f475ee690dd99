import {
  collateralRatio,
  collateralRatioColor,
  collateralRatioRing,
  debtLimit,
  FMINT_MESSAGES,
  formatAmount,
  isNearLiquidation,
  maxMintable,
  shownCollateralRatio,
} from '@fantom-wallet/core';
import { Alert, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { collateralTokens, type FmintData, ftmPrice, synthTokens } from '../data/FmintData.ts';
import type { FmintAction } from './FmintAction.ts';
import { formatBps, formatToken } from './formatToken.ts';
import { RatioRing } from './RatioRing.tsx';

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={600} data-testid={testId} style={{ fontVariantNumeric: 'tabular-nums' }}>
        {value}
      </Text>
    </Group>
  );
}

/** One of the overview's cards of figures, a section named by its title. */
function FiguresCard({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card withBorder component="section" aria-labelledby={id}>
      <Stack gap="xs">
        <Title order={2} size="h4" id={id}>
          {title}
        </Title>
        {children}
      </Stack>
    </Card>
  );
}

/** The 'fMint Overview' tab (docs/fmint.md#overview): Collateral, C-Ratio, Synths, the warning and the actions. */
export function OverviewTab({ data, onOpen }: { data: FmintData; onOpen: (action: FmintAction) => void }) {
  const { t } = useTranslation();
  const { account, config } = data;
  const collateral = collateralTokens(data);
  const synths = synthTokens(data);
  const fusd = synths.find((s) => s.symbol.toUpperCase() === 'FUSD') ?? synths[0];
  const wftm = data.tokens.find((s) => s.canWrapFTM) ?? collateral[0];
  const available = collateral.reduce((sum, token) => sum + token.available, 0n);
  const locked = collateral.reduce((sum, token) => sum + token.deposited, 0n);
  const price = ftmPrice(data);
  const ratio = collateralRatio(account.collateralValue, account.debtValue);
  const limit = debtLimit(account.collateralValue, account.debtValue);
  const mintable = fusd
    ? maxMintable(account.collateralValue, account.debtValue, config.minRatioBps, fusd)
    : 0n;
  const canMintAny = synths.length > 0 && mintable > 0n;
  const hasRewards = account.rewardsEarned > 0n || account.rewardsStashed > 0n;
  const rewardToken = wftm ?? { decimals: 18, price: 0n, priceDecimals: 18, symbol: 'WFTM' };
  const ftm = { decimals: 18, price: price?.price ?? 0n, priceDecimals: price?.priceDecimals ?? 18 };
  return (
    <Stack>
      {isNearLiquidation(limit) && (
        <Alert color="red" role="alert" data-testid="fmint-liquidation-warning">
          {FMINT_MESSAGES.nearLiquidation}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, md: 3 }}>
        <FiguresCard id="fmint-collateral" title={t('fmint.overview.collateral')}>
          <Figure
            label={t('fmint.overview.available')}
            value={formatToken(available, { ...ftm, symbol: t('fmint.overview.collateralSymbols') })}
            testId="fmint-available"
          />
          <Figure
            label={t('fmint.overview.locked')}
            value={formatToken(locked, { ...ftm, symbol: t('fmint.overview.collateralSymbols') })}
            testId="fmint-locked"
          />
          <Figure
            label={t('fmint.overview.price')}
            value={`$${formatAmount(ftm.price, { decimals: ftm.priceDecimals, fractionDigits: 5 })}`}
            testId="fmint-price"
          />
        </FiguresCard>
        <Card withBorder component="section" aria-label={t('fmint.overview.cRatio')}>
          <Stack align="center" gap="xs">
            <RatioRing
              label={t('fmint.overview.cRatio')}
              text={ratio === null ? '-' : formatBps(shownCollateralRatio(ratio))}
              fill={collateralRatioRing(ratio)}
              color={collateralRatioColor(ratio, config.minRatioBps, config.rewardRatioBps)}
              testId="fmint-cratio"
            />
            <Text size="xs" c="dimmed" ta="center">
              {t('fmint.overview.cRatioHint', {
                min: formatBps(config.minRatioBps),
                reward: formatBps(config.rewardRatioBps),
              })}
            </Text>
          </Stack>
        </Card>
        <FiguresCard id="fmint-synths" title={t('fmint.overview.synths')}>
          <Figure
            label={t('fmint.overview.maxMintable')}
            value={fusd ? formatToken(mintable, fusd) : '-'}
            testId="fmint-max-mintable"
          />
          <Figure
            label={t('fmint.overview.minted')}
            value={formatToken(account.debtValue, {
              decimals: 18,
              price: 10n ** 18n,
              priceDecimals: 18,
              symbol: fusd?.symbol ?? 'FUSD',
            })}
            testId="fmint-minted"
          />
          <Figure
            label={t('fmint.overview.pendingRewards')}
            value={formatAmount(account.rewardsEarned, { fractionDigits: 6, symbol: rewardToken.symbol })}
            testId="fmint-rewards-earned"
          />
          <Figure
            label={t('fmint.overview.stashedRewards')}
            value={formatAmount(account.rewardsStashed, { fractionDigits: 6, symbol: rewardToken.symbol })}
            testId="fmint-rewards-stashed"
          />
        </FiguresCard>
      </SimpleGrid>
      <Group>
        <Button onClick={() => onOpen({ kind: 'form', mode: 'lock' })}>{t('fmint.lock.title')}</Button>
        <Button variant="light" onClick={() => onOpen({ kind: 'form', mode: 'unlock' })}>
          {t('fmint.unlock.title')}
        </Button>
        <Button disabled={!canMintAny} onClick={() => onOpen({ kind: 'form', mode: 'mint' })}>
          {t('fmint.mint.title')}
        </Button>
        <Button variant="light" onClick={() => onOpen({ kind: 'form', mode: 'repay' })}>
          {t('fmint.repay.title')}
        </Button>
        {account.canClaimRewards && hasRewards && (
          <Button variant="outline" onClick={() => onOpen({ kind: 'rewards', action: 'claim' })}>
            {t('fmint.rewards.claim')}
          </Button>
        )}
        {account.canPushNewRewards && (
          <Button variant="outline" onClick={() => onOpen({ kind: 'rewards', action: 'push' })}>
            {t('fmint.rewards.push')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
