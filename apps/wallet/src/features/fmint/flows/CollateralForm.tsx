import {
  collateralBounds,
  collateralRatio,
  debtLimit,
  FMINT_MESSAGES,
  formatAmount,
  isDepositMoreNeeded,
  planCollateralChange,
} from '@fantom-wallet/core';
import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNotEnoughForGas } from '../../transactions/index.ts';
import { collateralTokens } from '../data/FmintData.ts';
import { formatToken } from '../overview/formatToken.ts';
import { FmintFormFrame } from './FmintFormFrame.tsx';
import { type FmintFormProps, typedTarget, useFmintForm, valueAfter } from './useFmintForm.ts';
import { useReserveBps } from './useReserveBps.ts';

/**
 * Lock / Unlock Collateral and the lock-unlock modes (docs/fmint.md#lock-and-unlock): the new locked amount of one
 * collateral token, with Available, Locked, Minted fUSD and the Debt Limit ring it would give.
 */
export function CollateralForm({ address, data, mode, tokenAddress, onSubmit }: FmintFormProps) {
  const { t } = useTranslation();
  const reserveBps = useReserveBps();
  const noGas = useNotEnoughForGas(address);
  const tokens = collateralTokens(data);
  const { token, text, setText, picker } = useFmintForm(tokens, mode, tokenAddress, tokens[0]);
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
  const { shown, target } = typedTarget(text, locked, token.decimals);
  const change = target === null ? null : planCollateralChange(locked, target, token.decimals);
  const newValue = valueAfter(account.collateralValue, token, locked, target);
  const limit = debtLimit(newValue, account.debtValue);
  const lockMode = mode !== 'unlock';
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
      picker={picker}
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
