import { buildSfcCall, MESSAGES, type TransactionCall } from '@fantom-wallet/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Amount } from '../../../shared/ui/Amount.tsx';
import { TransactionConfirmation } from '../../transactions/index.ts';
import { FlowNotice } from '../../transactions/steps/FlowNotice.tsx';
import { SingleStepFlow } from '../../transactions/steps/SingleStepFlow.tsx';
import { useStakingData } from '../data/useStakingData.ts';
import { withdrawRows } from '../detail/withdrawRows.ts';
import { delegationRows } from './delegationRows.tsx';
import { FlowLoading } from './FlowLoading.tsx';
import type { FlowProps } from './FlowProps.ts';

/** withdraw-ftm-confirmation (spec 2 §2.3, §4.4): Validator, From, Amount, Transaction Value 0; Withdraw. */
export function WithdrawFlow({
  account,
  stakerId,
  requestId,
  onClose,
}: FlowProps & { requestId: bigint | undefined }) {
  const { t } = useTranslation();
  const address = account.address as `0x${string}`;
  const { network, delegation, validator, config, now } = useStakingData(address, stakerId);
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
  const row =
    delegation.data && config.data && now.data !== undefined
      ? withdrawRows(delegation.data, {
          now: now.data,
          withdrawalPeriodTime: config.data.withdrawalPeriodTime,
        }).find((r) => r.withdrawRequestId === requestId)
      : undefined;

  return (
    <SingleStepFlow from={address} successTitle={t('staking.success.other')} onClose={onClose}>
      {(submitted) => {
        if (call instanceof Error) {
          return (
            <FlowNotice color="red" title={t('staking.errorTitle')} onClose={onClose}>
              {call.message}
            </FlowNotice>
          );
        }
        if (!delegation.data || !config.data || now.data === undefined) {
          return <FlowLoading failed={delegation.isError || config.isError || now.isError} />;
        }
        if (row?.status.state !== 'available') {
          return (
            <FlowNotice onClose={onClose}>
              {row?.status.state === 'blocked' ? row.status.message : t('staking.withdraw.notAvailable')}
            </FlowNotice>
          );
        }
        return (
          <TransactionConfirmation
            account={account}
            call={call}
            flow="withdraw"
            step={String(requestId)}
            title={t('staking.withdraw.title')}
            submitLabel={t('staking.withdraw.submit')}
            passwordLabel={t('staking.password.withdraw')}
            rows={[
              ...delegationRows(t, account, validator, stakerId),
              { label: t('staking.confirm.amount'), value: <Amount value={row.amount} fw={600} /> },
              { label: t('staking.withdraw.value'), value: '0' },
            ]}
            onCancel={onClose}
            onSubmitted={submitted}
          />
        );
      }}
    </SingleStepFlow>
  );
}
