import {
  collateralBounds,
  collateralRatio,
  debtLimit,
  FMINT_MESSAGES,
  formatAmount,
  isDepositMoreNeeded,
  parseAmount,
  planCollateralChange,
  toDecimalString,
  tokenValue,
} from '@fantom-wallet/core';
import { Alert } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotEnoughForGas } from '../../transactions/index.ts';
import { collateralTokens, type FmintData, findToken } from '../data/FmintData.ts';
import { type FmintMode, isPickerMode } from '../overview/FmintAction.ts';
import { formatToken } from '../overview/formatToken.ts';
import { FmintFormFrame } from './FmintFormFrame.tsx';
import type { FmintOrder } from './FmintOrder.ts';
import { useReserveBps } from './useReserveBps.ts';

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
    <FmintFormFrame
      testId="fmint-collateral-form"
      title={title}
      intro={intro}
      picker={
        picker
          ? {
              tokens,
              value: token.address,
              onPick: (address) => {
                setPicked(address);
                setText(null);
              },
            }
          : null
      }
      notice={
        lockMode &&
        isDepositMoreNeeded(token.available, token.decimals) && (
          <Alert color="yellow" role="status" data-testid="fmint-deposit-more">
            {FMINT_MESSAGES.depositMore(token.symbol)}
          </Alert>
        )
      }
      lines={[
        {
          label: t('fmint.form.available'),
          value: amountText(token.available),
          testId: 'fmint-form-available',
        },
        { label: t('fmint.form.locked'), value: amountText(locked), testId: 'fmint-form-locked' },
        {
          label: t('fmint.form.mintedFusd'),
          value: formatAmount(account.debtValue, { fractionDigits: 2, symbol: 'fUSD' }),
        },
      ]}
      limit={limit}
      ratio={collateralRatio(newValue, account.debtValue)}
      config={data.config}
      slider={{
        label: t('fmint.form.collateral', { symbol: token.symbol }),
        text: shown,
        onText: setText,
        decimals: token.decimals,
        min,
        max,
        current: locked,
      }}
      change={
        change?.kind === 'deposit'
          ? FMINT_MESSAGES.adding(amountText(change.amount))
          : change?.kind === 'withdraw'
            ? FMINT_MESSAGES.removing(amountText(change.amount))
            : null
      }
      noGas={noGas}
      canSubmit={change !== null && change.kind !== 'unchanged'}
      onSubmit={() =>
        target !== null && onSubmit({ kind: 'collateral', token: token.address, locked, target })
      }
    />
  );
}
