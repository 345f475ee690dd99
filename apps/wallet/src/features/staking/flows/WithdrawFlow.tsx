import { buildSfcCall, MESSAGES, type TransactionCall } from '@fantom-wallet/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Amount } from '../../../shared/ui/Amount.tsx';
import { StepNotice } from '../../transactions/index.ts';
import { useStakingData } from '../data/useStakingData.ts';
import { withdrawRows } from '../detail/withdrawRows.ts';
import { delegationRows } from './delegationRows.tsx';
import { FlowLoading } from './FlowLoading.tsx';
import type { FlowProps } from './FlowProps.ts';
import { StakingStepper } from './StakingStepper.tsx';

/** Withdraw (docs/staking.md#withdraw): Validator, From, Amount, Transaction Value 0; Withdraw. */
export function WithdrawFlow({
  account,
  stakerId,
  requestId,
  onClose,
}: FlowProps & { requestId: bigint | undefined }) {
  const { t } = useTranslation();
  const { network, delegation, validator, config, now } = useStakingData(account.address, stakerId);
  const [started, setStarted] = useState<ReturnType<typeof withdrawRows>[number] | undefined>(undefined);
  const call = useMemo((): TransactionCall | Error => {
    try {
      return buildSfcCall(network.contracts.sfc, {
        action: 'withdraw',
        validatorId: stakerId,
        withdrawRequestId: requestId,
      });
    } catch (error) {
      return error instanceof Error ? error : new Error(MESSAGES.needWithdrawRequestId);
    }
  }, [stakerId, requestId, network]);
  if (call instanceof Error) {
    return (
      <StepNotice color="red" title={t('staking.errorTitle')} onClose={onClose}>
        {call.message}
      </StepNotice>
    );
  }
  if (!delegation.data || !config.data || now.data === undefined) {
    return <FlowLoading failed={delegation.isError || config.isError || now.isError} />;
  }
  const row =
    started ??
    withdrawRows(delegation.data, {
      now: now.data,
      withdrawalPeriodTime: config.data.withdrawalPeriodTime,
    }).find((r) => r.withdrawRequestId === requestId);
  // Once offered, the request stays on screen: after the withdrawal it is no longer available, yet its result is.
  if (row?.status.state === 'available' && started === undefined) setStarted(row);
  if (row?.status.state !== 'available') {
    return (
      <StepNotice onClose={onClose}>
        {row?.status.state === 'blocked' ? row.status.message : t('staking.withdraw.notAvailable')}
      </StepNotice>
    );
  }
  return (
    <StakingStepper
      account={account}
      flow={{ id: 'withdraw', subject: `${stakerId}/${requestId}` }}
      steps={[
        {
          kind: 'call',
          id: 'withdraw',
          label: t('staking.steps.confirm'),
          call,
          rows: [
            ...delegationRows(t, account, validator, stakerId),
            { label: t('staking.confirm.amount'), value: <Amount value={row.amount} fw={600} /> },
            { label: t('staking.withdraw.value'), value: '0' },
          ],
          title: t('staking.withdraw.title'),
          submitLabel: t('staking.withdraw.submit'),
          passwordLabel: t('staking.password.withdraw'),
          successTitle: t('staking.success.other'),
        },
      ]}
      onClose={onClose}
    />
  );
}
