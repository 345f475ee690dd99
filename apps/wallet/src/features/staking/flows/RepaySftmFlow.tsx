import { buildStakeTokenizerCall, formatAmount, planApproval, STAKING } from '@fantom-wallet/core';
import { Loader, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StepNotice, type TransactionStep } from '../../transactions/index.ts';
import { fluidStakingContracts } from '../data/fluidStakingContracts.ts';
import { stakingQueries } from '../data/stakingQueries.ts';
import { useStakingData } from '../data/useStakingData.ts';
import { delegationRows } from './delegationRows.tsx';
import type { FlowProps } from './FlowProps.ts';
import { REPAY_STEP_IDS } from './REPAY_STEP_IDS.ts';
import { StakingStepper } from './StakingStepper.tsx';

/**
 * Repay sFTM (docs/staking.md#repay-sftm): when the sFTM allowance to the tokenizer is below the outstanding
 * amount, step 1 of 2 approves 105 % of it (the password carried to step 2), its success continues after 2000 ms;
 * step 2 redeems the outstanding sFTM. A repay interrupted after Allow resumes at step 2
 * (docs/staking.md#interrupted-repay).
 */
export function RepaySftmFlow({ account, stakerId, onClose }: FlowProps) {
  const { t } = useTranslation();
  const address = account.address;
  const { network, delegation, validator } = useStakingData(address, stakerId);
  const contracts = fluidStakingContracts(network);
  const sftm = useQuery({
    ...stakingQueries.sftm(network, address, contracts ?? { tokenizer: address, sftm: address }),
    enabled: contracts !== null,
  });
  // Fixed when the flow starts: polling must not rebuild a confirmation being signed, and after the repay the
  // outstanding amount is 0 while its result is still on screen.
  const [fixed, setFixed] = useState<{ outstanding: bigint; allowance: bigint } | null>(null);
  const outstanding = delegation.data?.outstandingSftm;
  const allowance = sftm.data?.allowance;
  if (fixed === null && outstanding !== undefined && allowance !== undefined)
    setFixed({ outstanding, allowance });

  const tokenizer = contracts?.tokenizer;
  const sftmToken = contracts?.sftm;
  const plan = useMemo(
    () =>
      tokenizer && sftmToken && fixed
        ? planApproval({
            token: sftmToken,
            spender: tokenizer,
            amount: fixed.outstanding,
            allowance: fixed.allowance,
            margin: STAKING.repayAllowanceMarginBps,
          })
        : null,
    [tokenizer, sftmToken, fixed],
  );
  const repayCall = useMemo(
    () =>
      tokenizer && fixed
        ? buildStakeTokenizerCall(tokenizer, {
            action: 'redeemSFTM',
            validatorId: stakerId,
            amount: fixed.outstanding,
          })
        : null,
    [tokenizer, fixed, stakerId],
  );

  if (contracts === null) return <StepNotice onClose={onClose}>{t('staking.sftm.unavailable')}</StepNotice>;
  if (!fixed || !repayCall) {
    if (delegation.isError || sftm.isError)
      return <StepNotice onClose={onClose}>{t('staking.loadFailed')}</StepNotice>;
    return <Loader role="progressbar" aria-label={t('staking.loading')} />;
  }
  const rows = delegationRows(t, account, validator, stakerId);
  const common = {
    rows,
    submitLabel: t('staking.sftm.submit'),
    passwordLabel: t('staking.password.repay'),
    successTitle: t('staking.success.other'),
  };
  const steps: (TransactionStep & { skip?: boolean })[] = [
    {
      ...common,
      kind: 'approve',
      id: REPAY_STEP_IDS[0],
      label: t('staking.steps.allow'),
      skip: plan === null,
      token: contracts.sftm,
      spender: contracts.tokenizer,
      amount: plan?.amount ?? 0n,
      call: plan?.call ?? null,
      title: t('staking.sftm.allowTitle'),
      successTitle: t('staking.success.allow'),
      intro: (
        <Text size="lg" fw={600} data-testid="sftm-text">
          {t('staking.sftm.allowing', {
            amount: formatAmount(plan?.amount ?? 0n, { fractionDigits: 2, rounding: 'half-up' }),
          })}
        </Text>
      ),
    },
    {
      ...common,
      kind: 'call',
      id: REPAY_STEP_IDS[1],
      label: t('staking.steps.confirm'),
      call: repayCall,
      title: t('staking.sftm.repayTitle'),
      intro: (
        <Text size="lg" fw={600} data-testid="sftm-text">
          {t('staking.sftm.repaying', {
            amount: formatAmount(fixed.outstanding, { fractionDigits: 2, rounding: 'half-up' }),
          })}
        </Text>
      ),
    },
  ];
  return (
    <StakingStepper
      account={account}
      flow={{ id: 'repay-sftm', subject: String(stakerId) }}
      steps={steps}
      counter
      notices={{
        resumed: t('staking.sftm.resumed'),
        waiting: (hash) => t('staking.sftm.allowPending', { hash }),
      }}
      onClose={onClose}
    />
  );
}
