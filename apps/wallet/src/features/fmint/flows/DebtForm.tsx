import {
  collateralRatio,
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
import { Alert } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotEnoughForGas } from '../../transactions/index.ts';
import { collateralTokens, type FmintData, findToken, synthTokens } from '../data/FmintData.ts';
import { type FmintMode, isPickerMode } from '../overview/FmintAction.ts';
import { formatToken } from '../overview/formatToken.ts';
import { FmintFormFrame } from './FmintFormFrame.tsx';
import type { FmintOrder } from './FmintOrder.ts';
import { useReserveBps } from './useReserveBps.ts';

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
    <FmintFormFrame
      testId="fmint-debt-form"
      title={title}
      intro={intro}
      picker={
        picker
          ? {
              tokens: synths,
              value: token.address,
              onPick: (address) => {
                setPicked(address);
                setText(null);
              },
            }
          : null
      }
      lines={[
        {
          label: t('fmint.form.maxMintable'),
          value: formatToken(mintable, token),
          testId: 'fmint-form-mintable',
        },
        {
          label: t('fmint.form.currentPrice'),
          value: `$${formatAmount(token.price, { decimals: token.priceDecimals, fractionDigits: 2, rounding: 'half-up' })}`,
        },
        { label: t('fmint.form.minted'), value: formatToken(debt, token), testId: 'fmint-form-minted' },
        { label: t('fmint.form.available'), value: formatToken(token.available, token) },
        {
          label: t('fmint.form.locked'),
          value: formatAmount(lockedTotal, {
            fractionDigits: 2,
            symbol: t('fmint.overview.collateralSymbols'),
          }),
        },
      ]}
      limit={limit}
      ratio={collateralRatio(account.collateralValue, newDebtValue)}
      config={config}
      slider={{
        label: t('fmint.form.debt', { symbol: token.symbol }),
        text: shown,
        onText: setText,
        decimals: token.decimals,
        min,
        max,
        current: debt,
      }}
      change={
        change?.kind === 'mint'
          ? FMINT_MESSAGES.addingSynth(formatToken(change.amount, token, false), token.symbol)
          : change?.kind === 'repay'
            ? FMINT_MESSAGES.removingSynth(formatToken(change.amount, token, false), token.symbol)
            : null
      }
      noGas={noGas}
      canSubmit={change !== null && change.kind !== 'unchanged'}
      onSubmit={() =>
        target !== null && onSubmit({ kind: 'debt', token: token.address, debt, target, maxDebt: bounds.max })
      }
    />
  );
}
