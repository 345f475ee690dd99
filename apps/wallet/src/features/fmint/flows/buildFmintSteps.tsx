import {
  buildFmintCall,
  FMINT,
  FMINT_MESSAGES,
  mintFee,
  mintReceived,
  planApproval,
  planCollateralChange,
  planDebtChange,
  shortenAddress,
} from '@fantom-wallet/core';
import { Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import type { FlowKey } from '../../../shared/flows/FLOW_IDS.ts';
import type { Account } from '../../../storage/accounts/Account.ts';
import type { TransactionStep } from '../../transactions/index.ts';
import type { FmintConfig, FmintToken } from '../data/FmintData.ts';
import { formatToken } from '../overview/formatToken.ts';
import type { FmintPlan } from './FmintPlan.ts';

export interface FmintSteps {
  flow: FlowKey;
  steps: (TransactionStep & { skip?: boolean })[];
}

/**
 * A plan's transactions (docs/fmint.md#transactions), built once when its confirmation opens: a deposit is Allow
 * (approve 105 % to fMint, skipped when the allowance suffices) then `mustDeposit`; a withdrawal `mustWithdraw`
 * (everything under the remainder rule); a mint `mustMint` or `mustMintMax`; a repay Allow (105.1 %) then
 * `mustRepay` or `mustRepayMax`. null when the plan changes nothing.
 */
export function buildFmintSteps(
  t: TFunction,
  account: Account,
  plan: FmintPlan,
  token: FmintToken,
  config: FmintConfig,
): FmintSteps | null {
  const fmint = config.fmint;
  const amountText = (amount: bigint) => formatToken(amount, token);
  const rows = (amount: bigint, extra: { label: string; value: string }[] = []) => [
    {
      label: t('fmint.confirm.sendTo'),
      value: `${t('fmint.confirm.fmintContract')} (${shortenAddress(fmint)})`,
    },
    { label: t('fmint.confirm.sendFrom'), value: account.name || shortenAddress(account.address) },
    { label: t('fmint.confirm.amount'), value: amountText(amount) },
    ...extra,
  ];
  const intro = (text: string) => (
    <Text size="lg" fw={600} data-testid="fmint-confirm-text">
      {text}
    </Text>
  );
  const common = {
    submitLabel: t('fmint.confirm.submit'),
    passwordLabel: t('fmint.confirm.password'),
  };
  const allowStep = (amount: bigint, margin: bigint, id: string) => {
    const approval = planApproval({
      token: token.address,
      spender: fmint,
      amount,
      allowance: token.allowance,
      margin,
    });
    return {
      ...common,
      kind: 'approve' as const,
      id,
      label: t('transactions.steps.allow'),
      skip: approval === null,
      token: token.address,
      spender: fmint,
      amount: approval?.amount ?? 0n,
      call: approval?.call ?? null,
      rows: rows(approval?.amount ?? amount),
      intro: intro(t('fmint.confirm.allowing', { amount: amountText(approval?.amount ?? amount) })),
      successTitle: t('fmint.success.allow'),
    };
  };

  if (plan.kind === 'collateral') {
    const change = planCollateralChange(BigInt(plan.locked), BigInt(plan.target), token.decimals);
    if (change.kind === 'unchanged') return null;
    if (change.kind === 'deposit') {
      return {
        flow: { id: 'fmint-deposit', subject: token.address },
        steps: [
          allowStep(change.amount, FMINT.depositAllowanceMarginBps, 'allow'),
          {
            ...common,
            kind: 'call',
            id: 'deposit',
            label: t('transactions.steps.confirm'),
            call: buildFmintCall(fmint, {
              action: 'mustDeposit',
              token: token.address,
              amount: change.amount,
            }),
            rows: rows(change.amount),
            intro: intro(FMINT_MESSAGES.adding(amountText(change.amount))),
            successTitle: t('fmint.success.lock'),
          },
        ],
      };
    }
    return {
      flow: { id: 'fmint-withdraw', subject: token.address },
      steps: [
        {
          ...common,
          kind: 'call',
          id: 'withdraw',
          label: t('transactions.steps.confirm'),
          call: buildFmintCall(fmint, {
            action: 'mustWithdraw',
            token: token.address,
            amount: change.amount,
          }),
          rows: rows(change.amount),
          intro: intro(FMINT_MESSAGES.removing(amountText(change.amount))),
          successTitle: t('fmint.success.unlock'),
        },
      ],
    };
  }

  const debt = BigInt(plan.debt);
  const change = planDebtChange(debt, BigInt(plan.target), BigInt(plan.maxDebt));
  const synthText = (amount: bigint) => formatToken(amount, token, false);
  if (change.kind === 'unchanged') return null;
  if (change.kind === 'mint') {
    const call = change.max
      ? buildFmintCall(fmint, { action: 'mustMintMax', token: token.address, ratio: config.minRatioBps })
      : buildFmintCall(fmint, { action: 'mustMint', token: token.address, amount: change.amount });
    return {
      flow: { id: 'fmint-mint', subject: token.address },
      steps: [
        {
          ...common,
          kind: 'call',
          id: 'mint',
          label: t('transactions.steps.confirm'),
          call,
          rows: rows(change.amount, [
            { label: t('fmint.confirm.fee'), value: amountText(mintFee(change.amount, config.fee4)) },
            {
              label: t('fmint.confirm.receive'),
              value: amountText(mintReceived(change.amount, config.fee4)),
            },
          ]),
          intro: (
            <>
              {intro(FMINT_MESSAGES.addingSynth(synthText(change.amount), token.symbol))}
              {change.max && <Text size="sm">{t('fmint.confirm.mintMax')}</Text>}
            </>
          ),
          successTitle: t('fmint.success.mint'),
        },
      ],
    };
  }
  // Repaying all of it the wallet holds: the allowance covers the smaller of the debt and the balance.
  const repayAmount = change.max ? (token.available < debt ? token.available : debt) : change.amount;
  return {
    flow: { id: 'fmint-repay', subject: token.address },
    steps: [
      allowStep(repayAmount, FMINT.repayAllowanceMarginBps, 'allow'),
      {
        ...common,
        kind: 'call',
        id: 'repay',
        label: t('transactions.steps.confirm'),
        call: change.max
          ? buildFmintCall(fmint, { action: 'mustRepayMax', token: token.address })
          : buildFmintCall(fmint, { action: 'mustRepay', token: token.address, amount: change.amount }),
        rows: rows(repayAmount),
        intro: intro(FMINT_MESSAGES.removingSynth(synthText(repayAmount), token.symbol)),
        successTitle: t('fmint.success.repay'),
      },
    ],
  };
}
