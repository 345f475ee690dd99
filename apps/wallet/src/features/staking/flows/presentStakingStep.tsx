import { formatAmount, MESSAGES } from '@fantom-wallet/core';
import { Alert } from '@mantine/core';
import type { TFunction } from 'i18next';
import { Amount } from '../../../shared/ui/Amount.tsx';
import { ChainText } from '../../../shared/ui/ChainText.tsx';
import type { Account } from '../../../storage/accounts/Account.ts';
import {
  type ConfirmationRow,
  type PresentStep,
  type StepView,
  stepIntro,
} from '../../transactions/index.ts';
import { formatChainDate } from '../format/formatChainDate.ts';
import { AccountRow } from '../list/AccountRow.tsx';
import type { StakingStep } from '../plan/StakingStep.ts';

/** What a staking confirmation shows beside its step: the account that sends and the validator's name. */
export interface StakingStepContext {
  t: TFunction;
  language: string;
  account: Account;
  validator: { name: string | null } | undefined;
  /** The delegate confirmation's 'Send From' adds the balance. */
  balance?: bigint | undefined;
}

const amountValue = (value: bigint) => <Amount value={value} fw={600} />;

/**
 * How every staking step is shown, picked by its kind (docs/staking.md#flow-windows-and-views): the rows
 * 'Validator' ('{name}, {id}') and 'From' ('Send From' with the balance for a delegation), the step's own rows or
 * sentence, its title, button, password prompt (docs/staking.md#password-prompts) and success title.
 */
export function presentStakingStep({
  t,
  language,
  account,
  validator,
  balance,
}: StakingStepContext): PresentStep<StakingStep> {
  const delegationRows = (
    validatorId: bigint,
    from: { label: string; balance: bigint | undefined } = {
      label: t('staking.confirm.from'),
      balance: undefined,
    },
  ): ConfirmationRow[] => [
    {
      label: t('staking.confirm.validator'),
      value: (
        <>
          {validator?.name ? <ChainText text={validator.name} kind="name" /> : t('staking.unknown')}
          {`, ${validatorId}`}
        </>
      ),
    },
    {
      label: from.label,
      value: <AccountRow account={account} balance={from.balance} />,
    },
  ];
  const sftmIntro = (key: string, amount: bigint) =>
    stepIntro(
      t(key, { amount: formatAmount(amount, { fractionDigits: 2, rounding: 'half-up' }) }),
      'sftm-text',
    );
  return ({ description: step }): StepView => {
    const confirm = t('staking.steps.confirm');
    const rows = delegationRows(step.validatorId);
    switch (step.kind) {
      case 'delegate':
        return {
          label: confirm,
          rows: [
            ...delegationRows(step.validatorId, { label: t('staking.confirm.sendFrom'), balance }),
            { label: t('staking.confirm.amount'), value: amountValue(step.amount) },
          ],
          title: t('staking.confirm.delegateTitle'),
          submitLabel: t('staking.confirm.delegate'),
          passwordLabel: t('staking.password.delegate'),
          successTitle: t('staking.success.delegate'),
        };
      case 'claim':
        return {
          label: confirm,
          rows: [...rows, { label: t('staking.claim.rewards'), value: amountValue(step.rewards) }],
          title: step.restake ? t('staking.claim.restakeTitle') : t('staking.claim.title'),
          submitLabel: step.restake ? t('staking.claimRestake') : t('staking.claimRewards'),
          passwordLabel: t('staking.password.claim'),
          successTitle: step.restake ? t('staking.success.restake') : t('staking.success.claim'),
        };
      case 'lock':
        return {
          label: confirm,
          rows: [
            ...rows,
            {
              label: t('staking.lock.until'),
              value: t('staking.lock.untilValue', {
                date: formatChainDate(step.lockedUntil, language),
                count: step.days,
              }),
            },
          ],
          title: t('staking.lock.confirmTitle'),
          submitLabel: t('staking.lock.lock'),
          passwordLabel: t('staking.password.lock'),
          successTitle: t('staking.success.lock'),
        };
      case 'unlock':
        return {
          label: t('staking.steps.unlock'),
          rows: [...rows, { label: t('staking.unlock.amount'), value: amountValue(step.amount) }],
          title: t('staking.unlock.title'),
          submitLabel: t('staking.unlock.unlock'),
          passwordLabel: t('staking.password.unlock'),
          successTitle: t('staking.success.unlock'),
        };
      case 'undelegate':
        return {
          label: confirm,
          rows: [...rows, { label: t('staking.undelegate.amountRow'), value: amountValue(step.amount) }],
          ...(step.slashing > 0n
            ? {
                intro: (
                  <Alert color="yellow" role="alert" data-testid="slashing">
                    {MESSAGES.slashingApplied(formatAmount(step.slashing, { fractionDigits: 6 }))}
                  </Alert>
                ),
              }
            : {}),
          title: t('staking.undelegate.confirmTitle'),
          submitLabel: t('staking.undelegate.submit'),
          passwordLabel: t('staking.password.undelegate'),
          successTitle: t('staking.success.undelegate'),
        };
      case 'withdraw':
        return {
          label: confirm,
          rows: [
            ...rows,
            { label: t('staking.confirm.amount'), value: amountValue(step.amount) },
            { label: t('staking.withdraw.value'), value: '0' },
          ],
          title: t('staking.withdraw.title'),
          submitLabel: t('staking.withdraw.submit'),
          passwordLabel: t('staking.password.withdraw'),
          successTitle: t('staking.success.other'),
        };
      case 'mint':
        return {
          label: confirm,
          rows,
          intro: stepIntro(
            t('staking.sftm.minting', { amount: formatAmount(step.amount, { fractionDigits: 2 }) }),
            'sftm-text',
          ),
          title: t('staking.sftm.mintTitle'),
          submitLabel: t('staking.sftm.submit'),
          passwordLabel: t('staking.password.mint'),
          successTitle: t('staking.success.other'),
        };
      case 'allow':
        return {
          label: t('staking.steps.allow'),
          rows,
          intro: sftmIntro('staking.sftm.allowing', step.amount),
          title: t('staking.sftm.allowTitle'),
          submitLabel: t('staking.sftm.submit'),
          passwordLabel: t('staking.password.repay'),
          successTitle: t('staking.success.allow'),
        };
      case 'repay':
        return {
          label: confirm,
          rows,
          intro: sftmIntro('staking.sftm.repaying', step.amount),
          title: t('staking.sftm.repayTitle'),
          submitLabel: t('staking.sftm.submit'),
          passwordLabel: t('staking.password.repay'),
          successTitle: t('staking.success.other'),
        };
    }
  };
}
