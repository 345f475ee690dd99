import {
  collateralBounds,
  collateralRatio,
  collateralRatioColor,
  debtLimit,
  FMINT_MESSAGES,
  formatAmount,
  isDepositMoreNeeded,
  parseAmount,
  planCollateralChange,
  toDecimalString,
  tokenValue,
} from '@fantom-wallet/core';
import { Alert, Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NO_LISTED_TOKENS, useLookalikeCheck } from '../../../shared/tokens/useLookalikeCheck.ts';
import { TokenPicker } from '../../../shared/ui/TokenPicker.tsx';
import { NotEnoughForGasAlert, useNotEnoughForGas } from '../../transactions/index.ts';
import { collateralTokens, type FmintData, findToken } from '../data/FmintData.ts';
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
 * Lock / Unlock Collateral and the lock-unlock modes (docs/fmint.md#lock-and-unlock): the new locked amount of one
 * collateral token, with Available, Locked, Minted fUSD and the Debt Limit ring it would give.
 */
export function CollateralForm({
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
  const tokens = collateralTokens(data);
  // fMint and fSwap list the tokens of fMint's own registry: measured against the network registry alone.
  const lookalikeOf = useLookalikeCheck({ listed: NO_LISTED_TOKENS });
  const [picked, setPicked] = useState<string | undefined>(tokenAddress);
  const token = findToken(tokens, picked) ?? tokens[0];
  const [text, setText] = useState<string | null>(null);
  if (!token) return <Alert color="yellow">{t('fmint.noTokens')}</Alert>;
  const { account } = data;
  const locked = token.deposited;
  const bounds = collateralBounds({
    locked,
    available: token.available,
    price: token.price,
    priceDecimals: token.priceDecimals,
    collateralValue: account.collateralValue,
    debtValue: account.debtValue,
    minRatioBps: data.config.minRatioBps,
    reserveBps,
  });
  const [min, max] =
    mode === 'lock'
      ? [locked, bounds.max]
      : mode === 'unlock'
        ? [bounds.min, locked]
        : [bounds.min, bounds.max];
  const shown = text ?? toDecimalString(locked, token.decimals);
  const parsed = parseAmount(shown, token.decimals);
  const target = parsed.ok ? parsed.value : null;
  const change = target === null ? null : planCollateralChange(locked, target, token.decimals);
  const newValue =
    account.collateralValue -
    tokenValue(locked, token.price, token.priceDecimals) +
    tokenValue(target ?? locked, token.price, token.priceDecimals);
  const limit = debtLimit(newValue, account.debtValue);
  const lockMode = mode !== 'unlock';
  const picker = isPickerMode(mode);
  const title =
    mode === 'unlock'
      ? t('fmint.unlock.title')
      : mode === 'lock'
        ? t('fmint.lock.title')
        : t('fmint.collateral.title');
  const intro = mode === 'unlock' ? t('fmint.unlock.intro') : t('fmint.lock.intro');
  const amountText = (amount: bigint) => formatToken(amount, token);
  return (
    <Stack data-testid="fmint-collateral-form">
      <Text fw={700} size="lg" component="h2" m={0}>
        {title}
      </Text>
      <Text size="sm">{intro}</Text>
      {picker && (
        <TokenPicker
          lookalikeOf={lookalikeOf}
          label={t('fmint.form.token')}
          tokens={tokens.map((tk) => ({ ...tk, balance: tk.available }))}
          value={token.address}
          onChange={(tk) => {
            setPicked(tk.address);
            setText(null);
          }}
        />
      )}
      {lockMode && isDepositMoreNeeded(token.available, token.decimals) && (
        <Alert color="yellow" role="status" data-testid="fmint-deposit-more">
          {FMINT_MESSAGES.depositMore(token.symbol)}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Stack gap={4}>
          <Line
            label={t('fmint.form.available')}
            value={amountText(token.available)}
            testId="fmint-form-available"
          />
          <Line label={t('fmint.form.locked')} value={amountText(locked)} testId="fmint-form-locked" />
          <Line
            label={t('fmint.form.mintedFusd')}
            value={formatAmount(account.debtValue, { fractionDigits: 2, symbol: 'fUSD' })}
          />
        </Stack>
        <RatioRing
          label={t('fmint.form.debtLimit')}
          text={formatBps(limit)}
          fill={limit > 10_000n ? 10_000n : limit}
          color={collateralRatioColor(
            collateralRatio(newValue, account.debtValue),
            data.config.minRatioBps,
            data.config.rewardRatioBps,
          )}
          size={110}
          testId="fmint-debt-limit"
        />
      </SimpleGrid>
      <AmountSlider
        label={t('fmint.form.collateral', { symbol: token.symbol })}
        text={shown}
        onText={setText}
        decimals={token.decimals}
        min={min}
        max={max}
        current={locked}
        buttons={!picker}
      />
      {change?.kind === 'deposit' && (
        <Text data-testid="fmint-change">{FMINT_MESSAGES.adding(amountText(change.amount))}</Text>
      )}
      {change?.kind === 'withdraw' && (
        <Text data-testid="fmint-change">{FMINT_MESSAGES.removing(amountText(change.amount))}</Text>
      )}
      {noGas && <NotEnoughForGasAlert />}
      <Group justify="flex-end">
        <Button
          disabled={noGas || change === null || change.kind === 'unchanged'}
          onClick={() =>
            target !== null && onSubmit({ kind: 'collateral', token: token.address, locked, target })
          }
        >
          {t('fmint.form.submit')}
        </Button>
      </Group>
    </Stack>
  );
}
