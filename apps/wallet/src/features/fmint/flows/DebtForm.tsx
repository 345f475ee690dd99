import {
  collateralRatio,
  collateralRatioColor,
  debtBounds,
  debtLimit,
  FMINT_MESSAGES,
  formatAmount,
  maxMintable,
  parseAmount,
  planDebtChange,
  toDecimalString,
  tokenValue,
} from '@fantom-wallet/core';
import { Alert, Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NO_LISTED_TOKENS, useLookalikeCheck } from '../../../shared/tokens/useLookalikeCheck.ts';
import { TokenPicker } from '../../../shared/ui/TokenPicker.tsx';
import { NotEnoughForGasAlert, useNotEnoughForGas } from '../../transactions/index.ts';
import { collateralTokens, type FmintData, findToken, synthTokens } from '../data/FmintData.ts';
import { type FmintMode, isPickerMode } from '../overview/FmintAction.ts';
import { formatBps, formatToken } from '../overview/formatToken.ts';
import { RatioRing } from '../overview/RatioRing.tsx';
import { AmountSlider } from './AmountSlider.tsx';
import type { FmintOrder } from './FmintOrder.ts';
import { useReserveBps } from './useReserveBps.ts';

function Line({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={600} data-testid={testId}>
        {value}
      </Text>
    </Group>
  );
}

/**
 * Mint / Repay Synths and the mint-repay modes (docs/fmint.md#mint-and-repay): the new debt in one synth, with
 * Max mintable, Current price, Minted, Locked and the Debt Limit ring it would give.
 */
export function DebtForm({
  address,
  data,
  mode,
  tokenAddress,
  onSubmit,
}: {
  address: string;
  data: FmintData;
  mode: FmintMode;
  tokenAddress?: string | undefined;
  onSubmit: (order: FmintOrder) => void;
}) {
  const { t } = useTranslation();
  const reserveBps = useReserveBps();
  const noGas = useNotEnoughForGas(address);
  const synths = synthTokens(data);
  // fMint and fSwap list the tokens of fMint's own registry: measured against the network registry alone.
  const lookalikeOf = useLookalikeCheck({ listed: NO_LISTED_TOKENS });
  const [picked, setPicked] = useState<string | undefined>(tokenAddress);
  const token =
    findToken(synths, picked) ?? synths.find((s) => s.symbol.toUpperCase() === 'FUSD') ?? synths[0];
  const [text, setText] = useState<string | null>(null);
  if (!token) return <Alert color="yellow">{t('fmint.noTokens')}</Alert>;
  const { account, config } = data;
  const debt = token.debt;
  const mintable = maxMintable(account.collateralValue, account.debtValue, config.minRatioBps, token);
  const bounds = debtBounds({ debt, balance: token.available, maxMintable: mintable, reserveBps });
  const [min, max] =
    mode === 'mint' ? [debt, bounds.max] : mode === 'repay' ? [bounds.min, debt] : [bounds.min, bounds.max];
  const shown = text ?? toDecimalString(debt, token.decimals);
  const parsed = parseAmount(shown, token.decimals);
  const target = parsed.ok ? parsed.value : null;
  const change = target === null ? null : planDebtChange(debt, target, bounds.max);
  const newDebtValue =
    account.debtValue -
    tokenValue(debt, token.price, token.priceDecimals) +
    tokenValue(target ?? debt, token.price, token.priceDecimals);
  const limit = debtLimit(account.collateralValue, newDebtValue);
  const picker = isPickerMode(mode);
  const title =
    mode === 'repay'
      ? t('fmint.repay.title')
      : mode === 'mint'
        ? t('fmint.mint.title')
        : t('fmint.debt.title');
  const intro = mode === 'repay' ? t('fmint.repay.intro') : t('fmint.mint.intro');
  const lockedTotal = collateralTokens(data).reduce((sum, c) => sum + c.deposited, 0n);
  return (
    <Stack data-testid="fmint-debt-form">
      <Text fw={700} size="lg" component="h2" m={0}>
        {title}
      </Text>
      <Text size="sm">{intro}</Text>
      {picker && (
        <TokenPicker
          lookalikeOf={lookalikeOf}
          label={t('fmint.form.token')}
          tokens={synths.map((s) => ({ ...s, balance: s.available }))}
          value={token.address}
          onChange={(s) => {
            setPicked(s.address);
            setText(null);
          }}
        />
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Stack gap={4}>
          <Line
            label={t('fmint.form.maxMintable')}
            value={formatToken(mintable, token)}
            testId="fmint-form-mintable"
          />
          <Line
            label={t('fmint.form.currentPrice')}
            value={`$${formatAmount(token.price, { decimals: token.priceDecimals, fractionDigits: 2, rounding: 'half-up' })}`}
          />
          <Line label={t('fmint.form.minted')} value={formatToken(debt, token)} testId="fmint-form-minted" />
          <Line label={t('fmint.form.available')} value={formatToken(token.available, token)} />
          <Line
            label={t('fmint.form.locked')}
            value={formatAmount(lockedTotal, {
              fractionDigits: 2,
              symbol: t('fmint.overview.collateralSymbols'),
            })}
          />
        </Stack>
        <RatioRing
          label={t('fmint.form.debtLimit')}
          text={formatBps(limit)}
          fill={limit > 10_000n ? 10_000n : limit}
          color={collateralRatioColor(
            collateralRatio(account.collateralValue, newDebtValue),
            config.minRatioBps,
            config.rewardRatioBps,
          )}
          size={110}
          testId="fmint-debt-limit"
        />
      </SimpleGrid>
      <AmountSlider
        label={t('fmint.form.debt', { symbol: token.symbol })}
        text={shown}
        onText={setText}
        decimals={token.decimals}
        min={min}
        max={max}
        current={debt}
        buttons={!picker}
      />
      {change?.kind === 'mint' && (
        <Text data-testid="fmint-change">
          {FMINT_MESSAGES.addingSynth(formatToken(change.amount, token, false), token.symbol)}
        </Text>
      )}
      {change?.kind === 'repay' && (
        <Text data-testid="fmint-change">
          {FMINT_MESSAGES.removingSynth(formatToken(change.amount, token, false), token.symbol)}
        </Text>
      )}
      {noGas && <NotEnoughForGasAlert />}
      <Group justify="flex-end">
        <Button
          disabled={noGas || change === null || change.kind === 'unchanged'}
          onClick={() =>
            target !== null &&
            onSubmit({ kind: 'debt', token: token.address, debt, target, maxDebt: bounds.max })
          }
        >
          {t('fmint.form.submit')}
        </Button>
      </Group>
    </Stack>
  );
}
