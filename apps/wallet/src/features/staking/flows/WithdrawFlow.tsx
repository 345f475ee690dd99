import { MESSAGES } from '@fantom-wallet/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StepNotice, type TransactionStep } from '../../transactions/index.ts';
import { useStakingData } from '../data/useStakingData.ts';
import { planWithdraw } from '../plan/planWithdraw.ts';
import type { StakingStep } from '../plan/StakingStep.ts';
import { FlowLoading } from './FlowLoading.tsx';
import type { FlowProps } from './FlowProps.ts';
import { presentStakingStep } from './presentStakingStep.tsx';
import { StakingStepper } from './StakingStepper.tsx';

/** Withdraw (docs/staking.md#withdraw): Validator, From, Amount, Transaction Value 0; Withdraw. */
export function WithdrawFlow({
  account,
  stakerId,
  requestId,
  onClose,
}: FlowProps & { requestId: bigint | undefined }) {
  const { t, i18n } = useTranslation();
  const { network, delegation, validator, config, now } = useStakingData(account.address, stakerId);
  // Once offered, the withdrawal stays on screen: after it the request is no longer available, yet its result is.
  const [started, setStarted] = useState<TransactionStep<StakingStep>[] | null>(null);
  if (requestId === undefined) {
    return (
      <StepNotice color="red" title={t('staking.errorTitle')} onClose={onClose}>
        {MESSAGES.needWithdrawRequestId}
      </StepNotice>
    );
  }
  if (started === null && (!delegation.data || !config.data || now.data === undefined)) {
    return <FlowLoading failed={delegation.isError || config.isError || now.isError} />;
  }
  const plan =
    started === null && delegation.data && config.data && now.data !== undefined
      ? planWithdraw(
          { validatorId: stakerId, requestId },
          {
            delegation: delegation.data,
            now: now.data,
            withdrawalPeriodTime: config.data.withdrawalPeriodTime,
          },
          network.contracts.sfc,
        )
      : null;
  if (plan?.ok === false) {
    return (
      <StepNotice onClose={onClose}>
        {plan.status?.state === 'blocked' ? plan.status.message : t('staking.withdraw.notAvailable')}
      </StepNotice>
    );
  }
  const steps = started ?? plan?.steps;
  if (started === null && steps) setStarted(steps);
  if (!steps) return null;
  return (
    <StakingStepper
      account={account}
      flow={{ id: 'withdraw', subject: `${stakerId}/${requestId}` }}
      steps={steps}
      present={presentStakingStep({ t, language: i18n.language, account, validator })}
      onClose={onClose}
    />
  );
}
