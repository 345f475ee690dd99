import {
  collateralRatio,
  debtBounds,
  debtLimit,
  FMINT_MESSAGES,
  formatAmount,
  maxMintable,
  planDebtChange,
} from '@fantom-wallet/core';
import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNotEnoughForGas } from '../../transactions/index.ts';
import { collateralTokens, synthTokens } from '../data/FmintData.ts';
import { formatToken } from '../overview/formatToken.ts';
import { FmintFormFrame } from './FmintFormFrame.tsx';
import { type FmintFormProps, typedTarget, useFmintForm, valueAfter } from './useFmintForm.ts';
import { useReserveBps } from './useReserveBps.ts';

/**
 * Mint / Repay Synths and the mint-repay modes (docs/fmint.md#mint-and-repay): the new debt in one synth, with
 * Max mintable, Current price, Minted, Locked and the Debt Limit ring it would give.
 */
export function DebtForm({ address, data, mode, tokenAddress, onSubmit }: FmintFormProps) {
  const { t } = useTranslation();
  const reserveBps = useReserveBps();
  const noGas = useNotEnoughForGas(address);
  const synths = synthTokens(data);
  const fusd = synths.find((s) => s.symbol.toUpperCase() === 'FUSD') ?? synths[0];
  const { token, text, setText, picker } = useFmintForm(synths, mode, tokenAddress, fusd);
  if (!token) return <Alert color="yellow">{t('fmint.noTokens')}</Alert>;
  const { account, config } = data;
  const debt = token.debt;
  const mintable = maxMintable(account.collateralValue, account.debtValue, config.minRatioBps, token);
  const bounds = debtBounds({ debt, balance: token.available, maxMintable: mintable, reserveBps });
  const [min, max] =
    mode === 'mint' ? [debt, bounds.max] : mode === 'repay' ? [bounds.min, debt] : [bounds.min, bounds.max];
  const { shown, target } = typedTarget(text, debt, token.decimals);
  const change = target === null ? null : planDebtChange(debt, target, bounds.max);
  const newDebtValue = valueAfter(account.debtValue, token, debt, target);
  const limit = debtLimit(account.collateralValue, newDebtValue);
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
      picker={picker}
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
